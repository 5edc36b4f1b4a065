/** /noticePage: loading, empty, failed with retry, and the notices with their HTML sanitised. */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import NoticePage from '../../../src/views/pages/notices/notice-page';
import { fakeApi, never, notices, renderPage, settle } from './pages.driver';

afterEach(cleanup);

describe('notice page', () => {
  it('shows a loading skeleton while the notices load', async () => {
    await renderPage(<NoticePage />, '/noticePage', { api: fakeApi({ fetchNotices: () => never() }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Notices' })).toBeTruthy();
    expect(screen.getByTestId('page-skeleton').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('lists every notice with its type, title and content, asked in the stored language', async () => {
    const { api } = await renderPage(<NoticePage />, '/noticePage');
    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Wallet upgrade', 'New games']);
    expect(within(items[0]).getByText('Maintenance')).toBeTruthy();
    expect(items[0].querySelector('strong')?.textContent).toBe('02:00');
    expect(api.fetchNotices).toHaveBeenCalledWith('MS');
    expect(api.fetchNotices).toHaveBeenCalledTimes(1);
  });

  it('removes scripts and event handlers from notice HTML', async () => {
    const hostile = [
      { ...notices[0], content: '<p>Hi</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>' },
    ];
    const { container } = await renderPage(<NoticePage />, '/noticePage', { api: fakeApi({ fetchNotices: async () => hostile }) });
    await screen.findByRole('article');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(screen.getByText('Hi')).toBeTruthy();
  });

  it('says so when there are no notices', async () => {
    await renderPage(<NoticePage />, '/noticePage', { api: fakeApi({ fetchNotices: async () => [] }) });
    expect((await screen.findByTestId('page-empty')).textContent).toBe('There are no notices right now.');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a failure with the reason and loads again on retry', async () => {
    let calls = 0;
    const { api } = await renderPage(<NoticePage />, '/noticePage', {
      api: fakeApi({
        fetchNotices: async () => {
          calls += 1;
          if (calls === 1) throw { errorCode: 'network.error' };
          return notices;
        },
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be loaded.');
    expect(alert.textContent).toContain('Network error. Check your connection and try again.');
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    });
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(api.fetchNotices).toHaveBeenCalledTimes(2);
  });
});
