/**
 * The header's top bar through the real charts: the clock, the language picker (catalog, `hisLang`,
 * the gateway for members, keyboard), the affiliate link, live chat, the theme switch and the
 * guest buttons' sign-up gating.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as msMessages } from '../../../src/locales/ms/messages.po';
import { i18n } from '../support/i18n';
import { browserShellEnvironment } from '../../../src/app/shell.edge';
import { banner, click, FRIDAY_MORNING, press, renderHeader, requestsTo, stubGateway } from './header.driver';

// The banner area (carousel, notices, news popup) has tests of its own; the header's tests leave it out.
vi.mock('../../../src/views/banners/banner-area', () => ({ BannerArea: () => null }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('hisLang', 'EN');
  delete document.documentElement.dataset.theme;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const clockText = () => screen.getByTestId('site-clock');
const languageButton = () => within(screen.getByTestId('language-picker')).getByRole('button');

describe('header clock', () => {
  it('shows year/month/day (weekday) hours:minutes:seconds in a <time> that is not a live region', async () => {
    await renderHeader();
    const time = clockText();
    expect(time.tagName).toBe('TIME');
    expect(time.textContent).toBe('2025/03/07 (Friday) 09:05:03');
    expect(time.getAttribute('dateTime')).toBe('2025-03-07T09:05:03');
    // a clock announced every second would drown everything else a screen reader says
    expect(time.closest('[aria-live]')).toBeNull();
    expect(time.closest('[role="status"], [role="timer"], [role="alert"]')).toBeNull();
  });

  it("shows the merchant's time (UTC+8 here), not the visitor's zone", async () => {
    // the same instant read by a browser in New York: 2025-03-06 20:05:03 there
    await renderHeader({ reading: { epochMs: Date.UTC(2025, 2, 7, 1, 5, 3, 250), utcOffsetMinutes: -300 } });
    expect(clockText().textContent).toBe('2025/03/07 (Friday) 09:05:03');
  });

  it('ticks to the next second, names the weekday in the interface language and stops while the page is hidden', async () => {
    // 999 ms into the second: the chart reads again 1 ms later
    const { clock } = await renderHeader({ reading: { ...FRIDAY_MORNING, epochMs: Date.UTC(2025, 2, 7, 1, 5, 3, 999) } });
    clock.reading = { ...FRIDAY_MORNING, epochMs: Date.UTC(2025, 2, 7, 1, 5, 4, 0) };
    await waitFor(() => expect(clockText().textContent).toBe('2025/03/07 (Friday) 09:05:04'));

    act(() => i18n.loadAndActivate({ locale: 'ms', messages: msMessages }));
    expect(clockText().textContent).toBe('2025/03/07 (Jumaat) 09:05:04');

    act(() => clock.setVisible(false));
    expect(clockText().getAttribute('data-ticking')).toBe('false');
    act(() => clock.setVisible(true));
    expect(clockText().getAttribute('data-ticking')).toBe('true');
  });
});

describe('language picker', () => {
  it('offers the merchant languages by the names the gateway gives, English fallback said in the title', async () => {
    await renderHeader({
      status: { languages: ['MS', 'EN', 'CN', 'JA'], languageNames: { MS: 'Bahasa Melayu', EN: 'English', CN: '简体中文', JA: '日本語' } },
    });
    expect(languageButton().textContent).toContain('English');
    expect(languageButton().getAttribute('aria-expanded')).toBe('false');
    await click(languageButton());
    expect(languageButton().getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.getAttribute('data-key'))).toEqual(['MS', 'EN', 'CN', 'JA']);
    expect(screen.getByRole('menuitemradio', { name: /Bahasa Melayu/ }).getAttribute('lang')).toBe('ms');
    expect(screen.getByRole('menuitemradio', { name: /English/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: /日本語/ }).getAttribute('title')).toBe('Shown in English until this language is translated');
    expect(screen.getByRole('menuitemradio', { name: /简体中文/ }).getAttribute('title')).toBeNull();
  });

  it('switches a guest by keyboard: catalog loaded, hisLang stored, focus back on the button, no gateway call', async () => {
    const { gateway } = await renderHeader();
    languageButton().focus();
    await press(languageButton(), 'ArrowDown');
    const menu = screen.getByRole('menu');
    expect(document.activeElement).toBe(menu);
    // the current language (EN) is highlighted first; ArrowUp moves to MS
    expect(menu.getAttribute('aria-activedescendant')).toBe(screen.getByRole('menuitemradio', { name: /English/ }).id);
    await press(menu, 'ArrowUp');
    expect(menu.getAttribute('aria-activedescendant')).toBe(screen.getByRole('menuitemradio', { name: /Bahasa Melayu/ }).id);
    await press(menu, 'Enter');

    await waitFor(() => expect(i18n.locale).toBe('ms'));
    expect(localStorage.getItem('hisLang')).toBe('MS');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(languageButton());
    // the whole header re-renders in the new language (the picker's own label with its chart's answer)
    expect(within(banner()).getByRole('button', { name: 'Log masuk' })).toBeTruthy();
    await waitFor(() => expect(languageButton().textContent).toContain('Bahasa Melayu'));
    expect(requestsTo(gateway, '/wps/member/language')).toEqual([]);
  });

  it('saves a member’s choice on the gateway with the token, and switches back', async () => {
    const { gateway } = await renderHeader({ member: {} });
    await screen.findByTestId('account-name');
    await click(languageButton());
    await click(screen.getByRole('menuitemradio', { name: /简体中文/ }));
    await waitFor(() => expect(i18n.locale).toBe('zh'));
    expect(localStorage.getItem('hisLang')).toBe('CN');
    expect(within(banner()).getByRole('link', { name: '游戏' })).toBeTruthy();
    await waitFor(() => expect(requestsTo(gateway, '/wps/member/language')).toHaveLength(1));
    const [put] = requestsTo(gateway, '/wps/member/language');
    expect(put.method).toBe('PUT');
    expect(put.headers.get('Authorization')).toBe('token-1');
    expect(gateway.bodies).toContainEqual({ language: 'CN' });

    await click(languageButton());
    await click(screen.getByRole('menuitemradio', { name: /English/ }));
    await waitFor(() => expect(i18n.locale).toBe('en'));
    expect(localStorage.getItem('hisLang')).toBe('EN');
    await waitFor(() => expect(gateway.bodies).toContainEqual({ language: 'EN' }));
  });

  it('closes on Escape with the focus back on the button and nothing changed', async () => {
    await renderHeader();
    await click(languageButton());
    await press(screen.getByRole('menu'), 'Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(languageButton());
    expect(localStorage.getItem('hisLang')).toBe('EN');
  });

  it('keeps the language and says so when its catalog cannot be loaded', async () => {
    await renderHeader({ environment: { loadCatalog: () => Promise.reject(new Error('chunk failed')) } });
    await click(languageButton());
    await click(screen.getByRole('menuitemradio', { name: /简体中文/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('This language could not be loaded.');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(i18n.locale).toBe('en');
  });
});

describe('top bar links and guest buttons', () => {
  it('shows the affiliate link only when the help content has an agent entry', async () => {
    const { gateway } = await renderHeader();
    const link = await screen.findByTestId('affiliate-link');
    expect(link.getAttribute('href')).toBe('/help#agent');
    expect(new URL(requestsTo(gateway, '/wps/system/helpCenter')[0].url).searchParams.get('lang')).toBe('EN');
    cleanup();

    const answered = Promise.resolve(false);
    await renderHeader({ environment: { hasAgentHelpEntry: () => answered } });
    await act(async () => {
      await answered;
    });
    expect(screen.queryByTestId('affiliate-link')).toBeNull();
  });

  it('shows the bar whole once the affiliate check is over, so no link arrives after it', async () => {
    let answer: (found: boolean) => void = () => {};
    const check = new Promise<boolean>((resolve) => {
      answer = resolve;
    });
    let asked = false;
    const hasAgentHelpEntry = () => {
      asked = true;
      return check;
    };
    await renderHeader({ environment: { hasAgentHelpEntry }, topBarWaits: true });
    // the bar's chunk is in and its affiliate chart has asked; the stand-in keeps the bar's room and
    // nothing of the bar shows yet
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByTestId('top-bar')).toBeNull();
    expect(screen.queryByTestId('live-chat-link')).toBeNull();
    expect(document.querySelector('.topbar[aria-hidden="true"]')).not.toBeNull();
    await act(async () => {
      answer(true);
      await check;
    });
    // the clock, live chat and the affiliate link come in the same render
    const bar = await screen.findByTestId('top-bar');
    expect(within(bar).getByTestId('live-chat-link')).toBeTruthy();
    expect(within(bar).getByTestId('affiliate-link')).toBeTruthy();
    expect(within(bar).getByTestId('site-clock')).toBeTruthy();
  });

  it('finds no agent entry in help content without one, and fails with a code when the help center is missing', async () => {
    stubGateway({
      'GET /wps/system/helpCenter': () => ({
        value: { language: 'EN', categories: [{ code: 'about', title: 'About', entries: [{ code: 'term', title: 'Terms', content: '' }] }] },
      }),
    });
    await expect(browserShellEnvironment.hasAgentHelpEntry()).resolves.toBe(false);
    stubGateway({ 'GET /wps/system/helpCenter': () => ({ status: 404 }) });
    await expect(browserShellEnvironment.hasAgentHelpEntry()).rejects.toStrictEqual({ errorCode: 'not.found', value: null });
  });

  it('opens live chat through the edge with the header as origin, when the merchant has a desk', async () => {
    const { edge } = await renderHeader();
    await click(screen.getByTestId('live-chat-link'));
    expect(edge.openCustomerService).toHaveBeenCalledWith('header');
    cleanup();
    await renderHeader({ status: { customerService: [] } });
    expect(screen.queryByTestId('live-chat-link')).toBeNull();
  });

  it('switches to the dark theme and back, stored locally (light by default)', async () => {
    await renderHeader();
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await click(toggle);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('offers sign up only when DIRECTREG3 is on', async () => {
    await renderHeader({ status: { features: { DIRECTREG3: true } } });
    expect(within(banner()).getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(within(banner()).getByRole('button', { name: 'Log in' })).toBeTruthy();
    cleanup();
    await renderHeader({ status: { features: { DIRECTREG3: false } } });
    expect(within(banner()).queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(within(banner()).getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
