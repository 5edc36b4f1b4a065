/** /down and /download: the app links with their QR codes, the install guide, empty and failed states. */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import DownloadPage from '../../../src/views/pages/download/download-page';
import { appDownload, fakeApi, never, renderPage } from './pages.driver';

afterEach(cleanup);

describe('download page', () => {
  it('shows a skeleton while loading', async () => {
    await renderPage(<DownloadPage />, '/download', { api: fakeApi({ fetchAppDownload: () => never() }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Download the app' })).toBeTruthy();
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
  });

  it('links the Android and iOS apps with their QR codes', async () => {
    await renderPage(<DownloadPage />, '/down');
    expect((await screen.findByRole('link', { name: 'Download for Android' })).getAttribute('href')).toBe(appDownload.android!.url);
    expect(screen.getByRole('link', { name: 'Download for iOS' }).getAttribute('href')).toBe(appDownload.ios!.url);
    expect(screen.getByRole('img', { name: 'QR code: Download for Android' }).getAttribute('src')).toBe('/art/qr-android.svg');
    expect(screen.getByRole('img', { name: 'QR code: Download for iOS' })).toBeTruthy();
  });

  it('shows only the platforms that have an app', async () => {
    await renderPage(<DownloadPage />, '/download', { api: fakeApi({ fetchAppDownload: async () => ({ ...appDownload, ios: null }) }) });
    await screen.findByRole('link', { name: 'Download for Android' });
    expect(screen.queryByRole('link', { name: 'Download for iOS' })).toBeNull();
  });

  it('opens and closes the lite / iOS install guide', async () => {
    await renderPage(<DownloadPage />, '/download');
    const howToInstall = await screen.findByRole('button', { name: 'How to install' });
    await act(async () => {
      fireEvent.click(howToInstall);
    });
    const guide = screen.getByRole('dialog', { name: 'How to install' });
    expect(within(guide).getByRole('heading', { name: 'Lite app (any phone)' })).toBeTruthy();
    expect(within(guide).getByRole('heading', { name: 'iOS app' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(guide).getByRole('button', { name: 'Close' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when no app is offered, and shows failures with a retry', async () => {
    await renderPage(<DownloadPage />, '/download', {
      api: fakeApi({ fetchAppDownload: async () => ({ android: null, ios: null, imageUrl: null }) }),
    });
    expect((await screen.findByTestId('page-empty')).textContent).toBe('The app is not available for download right now.');
    cleanup();
    await renderPage(<DownloadPage />, '/download', { api: fakeApi({ fetchAppDownload: () => Promise.reject({ errorCode: 'network.error' }) }) });
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
