/**
 * The notice bar and its dialog through the real `noticeBar` chart: titles as buttons, the dialog
 * opened at the clicked notice with previous/next and close, the notice HTML sanitised (a script
 * or an event handler attribute in the content never reaches the DOM), hover pausing the scroll,
 * the empty bar hidden and a failed load offering a retry.
 */
import { act, cleanup, fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BannerArea } from '../../../src/views/banners/banner-area';
import { NoticeBarView } from '../../../src/views/banners/notice-bar.view';
import { announcements, notice, fakeEnvironment, renderBanners } from './banners.driver';

afterEach(() => {
  cleanup();
  delete (window as { pwned?: boolean }).pwned;
});

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

const hostile = notice(2, {
  title: 'Maintenance',
  content:
    '<p id="body">Tuesday <strong>02:00</strong></p><script>window.pwned = true</script>' +
    '<img src="x" onerror="window.pwned = true"><a href="javascript:window.pwned = true">more</a>',
});
const notices = [notice(1, { title: 'Welcome' }), hostile, notice(3, { title: 'New games', content: '<ul><li>Fortune Gems 3</li></ul>' })];

describe('notice bar', () => {
  it('lists the titles and opens the dialog at the clicked notice, with its HTML sanitised', async () => {
    await renderBanners(<NoticeBarView />, fakeEnvironment({ answers: [announcements({ player: notices })] }));
    const bar = await screen.findByTestId('notice-bar');
    const titles = within(bar).getAllByRole('button');
    expect(titles.map((b) => b.textContent)).toEqual(['Welcome', 'Maintenance', 'New games']);

    await click(titles[1]);
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance' });
    expect(within(dialog).getByText('02:00').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.innerHTML).not.toContain('javascript:');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('x');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
    expect(within(dialog).getByText('Notice 2 of 3')).toBeTruthy();
  });

  it('steps to the previous and next notices and closes', async () => {
    await renderBanners(<NoticeBarView />, fakeEnvironment({ answers: [announcements({ player: notices })] }));
    const bar = await screen.findByTestId('notice-bar');
    await click(within(bar).getByRole('button', { name: 'New games' }));
    let dialog = await screen.findByRole('dialog', { name: 'New games' });
    expect((within(dialog).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await click(within(dialog).getByRole('button', { name: 'Previous' }));
    dialog = screen.getByRole('dialog', { name: 'Maintenance' });
    await click(within(dialog).getByRole('button', { name: 'Previous' }));
    dialog = screen.getByRole('dialog', { name: 'Welcome' });
    expect((within(dialog).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await click(within(dialog).getByRole('button', { name: 'Close' }));
    // the modal plays its closing transition, then tells the chart
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    // opened again from another title, it starts there
    await click(within(bar).getByRole('button', { name: 'Maintenance' }));
    expect(screen.getByRole('dialog', { name: 'Maintenance' })).toBeTruthy();
  });

  it('stops scrolling while the pointer is over the titles', async () => {
    await renderBanners(<NoticeBarView />, fakeEnvironment({ answers: [announcements({ player: notices })] }));
    const bar = await screen.findByTestId('notice-bar');
    const track = bar.querySelector('ul')!;
    expect(track.className).not.toContain('paused');
    await act(async () => {
      fireEvent.pointerEnter(track.parentElement!);
    });
    expect(track.className).toContain('notice-bar__track--paused');
    await act(async () => {
      fireEvent.pointerLeave(track.parentElement!);
    });
    expect(track.className).not.toContain('paused');
  });

  it('stops scrolling when the pointer comes from an element replaced under it', async () => {
    await renderBanners(<NoticeBarView />, fakeEnvironment({ answers: [announcements({ player: notices })] }));
    const bar = await screen.findByTestId('notice-bar');
    const track = bar.querySelector('ul')!;
    // Chrome's over event when the element under the pointer went away: no out event, and the
    // element it came from is an ancestor still on the page
    await act(async () => {
      within(bar)
        .getByRole('button', { name: 'Welcome' })
        .dispatchEvent(new MouseEvent('pointerover', { bubbles: true, relatedTarget: bar }));
    });
    expect(track.className).toContain('notice-bar__track--paused');
  });

  it('is not shown without notices', async () => {
    await renderBanners(<NoticeBarView />, fakeEnvironment({ answers: [announcements()] }));
    expect(screen.queryByTestId('notice-bar')).toBeNull();
  });

  it('offers a retry when the notices did not load, and shows them once they do', async () => {
    const fake = fakeEnvironment({ answers: [new Error('offline'), announcements({ player: notices })] });
    await renderBanners(<NoticeBarView />, fake);
    const bar = await screen.findByTestId('notice-bar');
    expect(within(bar).getByRole('alert').textContent).toContain('Network error');
    await click(within(bar).getByRole('button', { name: 'Retry' }));
    expect(within(await screen.findByTestId('notice-bar')).getByRole('button', { name: 'Welcome' })).toBeTruthy();
    expect(fake.env.loadAnnouncements).toHaveBeenCalledTimes(2);
  });

  it('is placed below the carousel on home and above it on other pages', async () => {
    const fake = fakeEnvironment({ answers: [announcements({ player: notices })] });
    const home = await renderBanners(<BannerArea />, fake, {}, '/');
    await screen.findByTestId('notice-bar');
    expect(home.container.querySelector('.banner-area')?.getAttribute('data-notice-position')).toBe('below');
    home.unmount();
    const live = await renderBanners(<BannerArea />, fake, {}, '/live');
    await screen.findByTestId('notice-bar');
    expect(live.container.querySelector('.banner-area')?.getAttribute('data-notice-position')).toBe('above');
  });
});
