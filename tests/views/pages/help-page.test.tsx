/**
 * /help: categories and entries with sanitised HTML; `#agent` scrolls to that entry once it is
 * there; `#term` opens the help modal at the terms and closing it drops the hash; the exported
 * help dialog opens at any entry; loading, empty and failed states.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HelpDialog } from '../../../src/views/pages/help/help-dialog';
import HelpPage, { entryOfHash } from '../../../src/views/pages/help/help-page';
import { fakeApi, helpCenter, never, renderPage, settle } from './pages.driver';

const scrolledTo: string[] = [];

beforeEach(() => {
  scrolledTo.length = 0;
  // jsdom lays nothing out: record which element the page scrolls to
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this.id);
  });
});

afterEach(cleanup);

describe('help page', () => {
  it('shows a skeleton while loading', async () => {
    await renderPage(<HelpPage />, '/help', { api: fakeApi({ fetchHelpCenter: () => never() }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Help center' })).toBeTruthy();
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
  });

  it('shows each category with its entries and a topic list linking to them', async () => {
    const { api } = await renderPage(<HelpPage />, '/help');
    expect(await screen.findByRole('heading', { level: 2, name: 'About us' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Rules' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'About Demo Gaming',
      'Affiliate programme',
      'Terms and conditions',
    ]);
    const topics = within(screen.getByRole('navigation', { name: 'Help topics' })).getAllByRole('link');
    expect(topics.map((link) => link.getAttribute('href'))).toEqual(['/help#about', '/help#agent', '/help#term']);
    expect(document.getElementById('agent')?.textContent).toContain('Earn with your team.');
    expect(api.fetchHelpCenter).toHaveBeenCalledWith('MS');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('scrolls to the entry a hash names once the content has arrived', async () => {
    await renderPage(<HelpPage />, '/help#agent', { route: '/help' });
    await screen.findByRole('heading', { level: 3, name: 'Affiliate programme' });
    // the scroll is an effect after the content's commit, which a busy worker may run a moment later
    await vi.waitFor(() => expect(scrolledTo).toEqual(['agent']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the help modal at the terms for #term, and closing it drops the hash', async () => {
    const { location } = await renderPage(<HelpPage />, '/help#term', { route: '/help' });
    const dialog = await screen.findByRole('dialog', { name: 'Help center' });
    expect(within(dialog).getByRole('heading', { level: 3 }).textContent).toBe('Terms and conditions');
    expect(within(dialog).getByText('Players must be 21 or older.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    });
    // the modal plays its closing transition, then the page drops the hash
    await waitFor(() => expect(location()).toBe('/help'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // the entries stay on the page
    expect(screen.getByRole('heading', { level: 3, name: 'Terms and conditions' })).toBeTruthy();
  });

  it('says when there is no help content', async () => {
    await renderPage(<HelpPage />, '/help', { api: fakeApi({ fetchHelpCenter: async () => ({ language: 'MS', categories: [] }) }) });
    expect((await screen.findByTestId('page-empty')).textContent).toBe('There is no help content yet.');
  });

  it('fails with a retry', async () => {
    let calls = 0;
    await renderPage(<HelpPage />, '/help', {
      api: fakeApi({
        fetchHelpCenter: async () => {
          calls += 1;
          if (calls === 1) throw { errorCode: 'system.error' };
          return helpCenter;
        },
      }),
    });
    const failure = await screen.findByRole('alert');
    await act(async () => {
      fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    });
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: 'About us' })).toBeTruthy();
  });

  it('reads the entry code from a hash, encoded or not', () => {
    expect(entryOfHash('#agent')).toBe('agent');
    expect(entryOfHash('#%61gent')).toBe('agent');
    expect(entryOfHash('')).toBe('');
    expect(entryOfHash('#%E0%A4%A')).toBe('');
  });
});

describe('help dialog', () => {
  it('loads the help centre and shows the entry it was opened at', async () => {
    const onClose = vi.fn();
    await renderPage(<HelpDialog entryCode="agent" onClose={onClose} />, '/');
    const dialog = await screen.findByRole('dialog', { name: 'Help center' });
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'Affiliate programme' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('says when the entry does not exist, and shows failures with a retry', async () => {
    await renderPage(<HelpDialog entryCode="missing" onClose={() => {}} />, '/');
    expect(await within(await screen.findByRole('dialog')).findByText('This help topic is not available.')).toBeTruthy();
    cleanup();
    await renderPage(<HelpDialog entryCode="term" onClose={() => {}} />, '/', {
      api: fakeApi({ fetchHelpCenter: () => Promise.reject({ errorCode: 'network.error' }) }),
    });
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
