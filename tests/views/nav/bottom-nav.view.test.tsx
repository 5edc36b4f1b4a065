/**
 * The bottom navigation through the real `vendorMenu` chart: items in order with cockfight after
 * slots, dropdowns with up to 30 vendors, hot and maintenance marks, arrows past 7 vendors, hover
 * with the 200 ms grace, the keyboard (ArrowDown/Enter, Escape), and where a chosen vendor leads.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toNavLanes } from '../../../src/api/games.api';
import BottomNavView from '../../../src/views/shell/nav/bottom-nav.view';
import { activateEnglish, i18n } from '../support/i18n';
import { card, fakeNavEnvironment, gamesNav, itemOf, lane, numberedCards, renderWithNav, settle, toggleOf, vendorLinksOf } from './nav.driver';
import type { NavFakeOptions } from './nav.driver';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

async function renderNav(options: NavFakeOptions = {}) {
  const fake = fakeNavEnvironment(options);
  await renderWithNav(<BottomNavView />, fake);
  return fake;
}

const itemNames = () =>
  within(gamesNav())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.classList.contains('bottom-nav__list'))
    .map((item) => item.querySelector('.bottom-nav__link')?.textContent);

const dropdownOf = (gameType: string) => screen.getByTestId(`vendor-dropdown-${gameType}`);

describe('bottom navigation', () => {
  it('is a nav landmark named Games: Home, the game types with cockfight right after slots, Promotions, Download', async () => {
    const fake = await renderNav();
    expect(itemNames()).toEqual([
      'Home',
      'Live Casino',
      'Sports',
      'Slots',
      'Cockfight',
      'Fishing',
      'Card Games',
      'Lottery',
      'Promotions',
      'Download',
    ]);
    expect(fake.env.loadLanes).toHaveBeenCalledWith('EN');
    const nav = gamesNav();
    expect(within(nav).getByRole('link', { name: 'Slots' }).getAttribute('href')).toBe('/rng');
    expect(within(nav).getByRole('link', { name: 'Lottery' }).getAttribute('href')).toBe('/lottery');
    expect(within(nav).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/down');
    // each toggle names the dropdown it controls
    const toggle = toggleOf('Slots');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(dropdownOf('RNG'));
  });

  it('shows Home, Promotions and Download only when the catalogue cannot be read', async () => {
    await renderNav({ lanes: new Error('offline') });
    expect(itemNames()).toEqual(['Home', 'Promotions', 'Download']);
  });

  it('opens a dropdown on hover with at most 30 vendors, scrolled by the arrows 7 at a time', async () => {
    await renderNav();
    fireEvent.pointerEnter(itemOf('Slots'), { pointerType: 'mouse' });
    expect(toggleOf('Slots').getAttribute('aria-expanded')).toBe('true');
    expect(dropdownOf('RNG').hidden).toBe(false);
    expect(vendorLinksOf('Slots').map((link) => link.textContent)).toEqual([
      'S1 Gaming',
      'S2 Gaming',
      'S3 Gaming',
      'S4 Gaming',
      'S5 Gaming',
      'S6 Gaming',
      'S7 Gaming',
    ]);

    const previous = screen.getByRole('button', { name: 'Previous providers' });
    const next = screen.getByRole('button', { name: 'Next providers' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    const seen = new Set(vendorLinksOf('Slots').map((link) => link.textContent));
    while (next.getAttribute('aria-disabled') !== 'true') {
      fireEvent.click(next);
      for (const link of vendorLinksOf('Slots')) seen.add(link.textContent);
    }
    // 35 vendors in the lane, 30 in the dropdown: the last page ends on the 30th
    expect(seen.size).toBe(30);
    expect(vendorLinksOf('Slots').at(-1)?.textContent).toBe('S30 Gaming');
    expect(previous.getAttribute('aria-disabled')).toBe('false');
  });

  it('opens on hover when the pointer comes from an element that was replaced under it', async () => {
    await renderNav();
    // Chrome's over event when the element under the pointer went away: no out event, and the
    // element it came from is an ancestor still on the page
    const link = within(gamesNav()).getByRole('link', { name: 'Slots' });
    act(() => {
      link.dispatchEvent(new MouseEvent('pointerover', { bubbles: true, relatedTarget: gamesNav() }));
    });
    expect(toggleOf('Slots').getAttribute('aria-expanded')).toBe('true');
    expect(dropdownOf('RNG').hidden).toBe(false);
  });

  it('stays closed after a vendor is chosen while the pointer moves within the item', async () => {
    await renderNav();
    fireEvent.pointerEnter(itemOf('Slots'), { pointerType: 'mouse' });
    fireEvent.click(vendorLinksOf('Slots')[0]);
    expect(dropdownOf('RNG').hidden).toBe(true);
    // the pointer never left the item: an over event from inside it is no new hover
    const link = within(gamesNav()).getByRole('link', { name: 'Slots' });
    act(() => {
      link.dispatchEvent(new MouseEvent('pointerover', { bubbles: true, relatedTarget: toggleOf('Slots') }));
    });
    expect(dropdownOf('RNG').hidden).toBe(true);
  });

  it('shows the arrows only with more than 7 vendors', async () => {
    await renderNav();
    fireEvent.pointerEnter(itemOf('Fishing'), { pointerType: 'mouse' });
    expect(vendorLinksOf('Fishing')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Next providers' })).toBeNull();

    fireEvent.pointerEnter(itemOf('Card Games'), { pointerType: 'mouse' });
    expect(dropdownOf('FISH').hidden).toBe(true);
    expect(vendorLinksOf('Card Games')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Next providers' })).toBeTruthy();
  });

  it('marks hot vendors and vendors under maintenance', async () => {
    await renderNav();
    fireEvent.pointerEnter(itemOf('Live Casino'), { pointerType: 'mouse' });
    const [evo, sexy] = vendorLinksOf('Live Casino');
    expect(within(evo).getByTestId('hot-badge').textContent).toBe('Hot');
    expect(within(evo).queryByText('Under maintenance')).toBeNull();
    expect(within(sexy).queryByTestId('hot-badge')).toBeNull();
    expect(within(sexy).getByText('Under maintenance')).toBeTruthy();
    expect(evo.querySelector('img')?.getAttribute('src')).toBe('/wps/assets/vendors/EVO.svg');
  });

  it('hides the dropdown 200 ms after the pointer left, and keeps it when the pointer comes back in time', async () => {
    await renderNav();
    vi.useFakeTimers();
    const item = itemOf('Slots');
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(199));
    expect(dropdownOf('RNG').hidden).toBe(false);
    expect(dropdownOf('RNG').dataset.closing).toBe('true');

    // back inside the grace: it stays
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1000));
    expect(dropdownOf('RNG').hidden).toBe(false);
    expect(dropdownOf('RNG').dataset.closing).toBeUndefined();

    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(200));
    expect(dropdownOf('RNG').hidden).toBe(true);
    expect(toggleOf('Slots').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens from the keyboard with focus on the first vendor, and Escape closes it and returns focus', async () => {
    await renderNav();
    const toggle = toggleOf('Slots');
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(vendorLinksOf('Slots')[0]);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dropdownOf('RNG').hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    // Enter on the toggle opens it too; ArrowDown on the game type's link as well
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(document.activeElement).toBe(vendorLinksOf('Slots')[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    const link = within(gamesNav()).getByRole('link', { name: 'Fishing' });
    fireEvent.keyDown(link, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(vendorLinksOf('Fishing')[0]);
  });

  it('starts the 200 ms grace when focus leaves the dropdown', async () => {
    await renderNav();
    const toggle = toggleOf('Fishing');
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    const links = vendorLinksOf('Fishing');
    // Tab moves through the vendors: the dropdown stays open while focus is inside
    links[1].focus();
    expect(dropdownOf('FISH').dataset.closing).toBeUndefined();
    vi.useFakeTimers();
    act(() => within(gamesNav()).getByRole('link', { name: 'Promotions' }).focus());
    expect(dropdownOf('FISH').dataset.closing).toBe('true');
    act(() => vi.advanceTimersByTime(200));
    expect(dropdownOf('FISH').hidden).toBe(true);
  });

  it('opens the chosen vendor: a remembered slot vendor on its tab, cockfight and live pages', async () => {
    const fake = await renderNav();
    fireEvent.pointerEnter(itemOf('Slots'), { pointerType: 'mouse' });
    const first = vendorLinksOf('Slots')[0];
    expect(first.getAttribute('href')).toBe('/rng?page=S1');
    fireEvent.click(first);
    expect(fake.env.navigate.mock.lastCall?.[0]).toBe('/rng?page=S1');
    expect(fake.env.storeVendor).toHaveBeenLastCalledWith('RNG', 'S1');
    expect(dropdownOf('RNG').hidden).toBe(true);

    fireEvent.pointerEnter(itemOf('Cockfight'), { pointerType: 'mouse' });
    fireEvent.click(vendorLinksOf('Cockfight')[0]);
    expect(fake.env.navigate.mock.lastCall?.[0]).toBe('/cockfight');

    fireEvent.pointerEnter(itemOf('Sports'), { pointerType: 'mouse' });
    fireEvent.click(within(screen.getByRole('list', { name: 'Sports providers' })).getByRole('link', { name: 'FB Sports' }));
    expect(fake.env.navigate.mock.lastCall?.[0]).toBe('/fbsports');

    fireEvent.pointerEnter(itemOf('Live Casino'), { pointerType: 'mouse' });
    fireEvent.click(vendorLinksOf('Live Casino')[0]);
    expect(fake.env.navigate.mock.lastCall?.[0]).toBe('/live');
    expect(fake.env.storeVendor).toHaveBeenLastCalledWith('LIVE', 'EVO');
    // only slot and live choices were remembered
    expect(fake.env.storeVendor).toHaveBeenCalledTimes(2);
  });

  it('leaves a click with a modifier key to the browser (a new tab)', async () => {
    const fake = await renderNav();
    fireEvent.pointerEnter(itemOf('Slots'), { pointerType: 'mouse' });
    fireEvent.click(vendorLinksOf('Slots')[0], { ctrlKey: true });
    expect(fake.env.navigate).not.toHaveBeenCalled();
  });

  it('opens a tapped toggle on touch screens, where there is no hover', async () => {
    await renderNav();
    fireEvent.pointerEnter(itemOf('Slots'), { pointerType: 'touch' });
    expect(dropdownOf('RNG').hidden).toBe(true);
    fireEvent.click(toggleOf('Slots'), { detail: 1 });
    expect(dropdownOf('RNG').hidden).toBe(false);
    fireEvent.click(toggleOf('Slots'), { detail: 1 });
    expect(dropdownOf('RNG').hidden).toBe(true);
  });

  it('reads the lanes again in the new language after a language switch', async () => {
    const fake = fakeNavEnvironment({ lanes: [lane('RNG', 'Slots', [card('PG')])] });
    await renderWithNav(<BottomNavView />, fake);
    expect(fake.env.loadLanes).toHaveBeenLastCalledWith('EN');
    fake.setLanguage('MS');
    fake.env.loadLanes.mockResolvedValue(toNavLanes([lane('RNG', 'Slot', numberedCards('S', 2))]));
    await act(async () => i18n.loadAndActivate({ locale: 'ms', messages: {} }));
    await settle();
    expect(fake.env.loadLanes).toHaveBeenLastCalledWith('MS');
    expect(within(gamesNav()).getByRole('link', { name: 'Slot' })).toBeTruthy();
    fireEvent.pointerEnter(itemOf('Slot'), { pointerType: 'mouse' });
    expect(vendorLinksOf('Slot')).toHaveLength(2);
    activateEnglish();
  });
});
