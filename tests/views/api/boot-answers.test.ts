/**
 * Answers inlined in the page (server/http/boot-page.ts): the first identical public call takes
 * its answer from the page without a request, once; a call in another language, with the token or
 * after the first goes to the gateway. And the stand-in for home (its script as the gateway sends
 * it) leaves when the app is ready.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SHELL_SCRIPT, LONGEST_STAND_IN_MS } from '../../../server/http/boot-shell.script';

const statusAnswer = { success: true, value: { maintenance: false, info: { defaultLanguage: 'MS' } } };

function putAnswers(language: string, answers: Record<string, unknown>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'boot-answers';
  script.textContent = JSON.stringify({ language, answers });
  document.body.append(script);
}

function stubFetch() {
  const seen: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    seen.push(String(input));
    return new Response(JSON.stringify({ success: true, value: { fromGateway: true } }), { headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('boot answers', () => {
  it('answer the first identical public call from the page, then the gateway answers', async () => {
    putAnswers('MS', { '/wps/system/status?url=site.test': statusAnswer });
    const seen = stubFetch();
    const { callApi } = await import('../../../src/api/client');
    await expect(callApi('/wps/system/status', { query: { url: 'site.test' } })).resolves.toEqual(statusAnswer.value);
    expect(seen).toEqual([]);
    // the script is read once and removed from the page
    expect(document.getElementById('boot-answers')).toBeNull();
    await expect(callApi('/wps/system/status', { query: { url: 'site.test' } })).resolves.toEqual({ fromGateway: true });
    expect(seen).toHaveLength(1);
  });

  it('match a call whatever the order and encoding of its query', async () => {
    putAnswers('MS', { '/wps/relay/X?language=MS&types=B,PL': { success: true, value: 'inlined' } });
    const seen = stubFetch();
    const { callApi } = await import('../../../src/api/client');
    await expect(callApi('/wps/relay/X', { query: { types: 'B,PL', language: 'MS' } })).resolves.toBe('inlined');
    expect(seen).toEqual([]);
  });

  it('are not used in another language than the one they were made in', async () => {
    localStorage.setItem('hisLang', 'EN');
    putAnswers('MS', { '/wps/system/status?url=site.test': statusAnswer });
    const seen = stubFetch();
    const { callApi } = await import('../../../src/api/client');
    await expect(callApi('/wps/system/status', { query: { url: 'site.test' } })).resolves.toEqual({ fromGateway: true });
    expect(seen).toHaveLength(1);
  });

  it('are never used for a call that sends the token', async () => {
    sessionStorage.setItem('token', 'member-token');
    putAnswers('MS', { '/wps/member/info?': { success: true, value: 'inlined' } });
    const seen = stubFetch();
    const { callApi } = await import('../../../src/api/client');
    await expect(callApi('/wps/member/info', { token: true })).resolves.toEqual({ fromGateway: true });
    expect(seen).toHaveLength(1);
  });

  it('carry a refusal as a refusal', async () => {
    putAnswers('MS', { '/wps/relay/Y?': { success: false, errorCode: 'function.not.available', value: null } });
    stubFetch();
    const { callApi } = await import('../../../src/api/client');
    await expect(callApi('/wps/relay/Y')).rejects.toMatchObject({ errorCode: 'function.not.available' });
  });
});

describe('stand-in for the top of home', () => {
  function page() {
    document.body.innerHTML = '<div id="boot-shell" aria-hidden="true"></div><div id="root" data-booting=""></div>';
    return document.getElementById('root')!;
  }
  const runStandInScript = () => new Function(BOOT_SHELL_SCRIPT)();
  /** the header's actions: a guest's buttons, or busy while a stored session's account loads */
  const actions = (busy = false) => `<div class="header__actions" aria-busy="${busy}"></div>`;
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

  it('stays while the banner area still shows its stand-in box, and leaves with it in one frame', async () => {
    const root = page();
    runStandInScript();
    root.innerHTML = `<div class="shell">${actions()}<div class="banner-area"><div data-placeholder=""></div></div></div>`;
    await nextFrame();
    expect(document.getElementById('boot-shell')).not.toBeNull();
    expect(root.hasAttribute('data-booting')).toBe(true);
    root.querySelector('[data-placeholder]')!.remove();
    await vi.waitFor(() => expect(document.getElementById('boot-shell')).toBeNull());
    expect(root.hasAttribute('data-booting')).toBe(false);
    expect(document.documentElement.dataset.standIn).toBe('ready');
  });

  it('stays while the top bar of the header is still a stand-in, whose height on a phone it cannot know', async () => {
    const root = page();
    runStandInScript();
    root.innerHTML = `<div class="shell"><div class="topbar" data-placeholder=""></div>${actions()}<div class="banner-area"></div></div>`;
    await nextFrame();
    expect(document.getElementById('boot-shell')).not.toBeNull();
    root.querySelector('.topbar')!.removeAttribute('data-placeholder');
    await vi.waitFor(() => expect(document.getElementById('boot-shell')).toBeNull());
    expect(document.documentElement.dataset.standIn).toBe('ready');
  });

  it("stays over the app's loading screen while a stored session is restored", async () => {
    const root = page();
    runStandInScript();
    root.innerHTML = '<div class="screen" aria-busy="true"></div>';
    await nextFrame();
    expect(document.getElementById('boot-shell')).not.toBeNull();
    root.innerHTML = `<div class="shell">${actions()}<div class="banner-area"></div></div>`;
    await vi.waitFor(() => expect(document.getElementById('boot-shell')).toBeNull());
    expect(document.documentElement.dataset.standIn).toBe('ready');
  });

  it("stays while the header's account is loading: the account area would add a row to a phone's header", async () => {
    const root = page();
    runStandInScript();
    root.innerHTML = `<div class="shell">${actions(true)}<div class="banner-area"></div></div>`;
    await nextFrame();
    expect(document.getElementById('boot-shell')).not.toBeNull();
    root.querySelector('.header__actions')!.setAttribute('aria-busy', 'false');
    await vi.waitFor(() => expect(document.getElementById('boot-shell')).toBeNull());
    expect(document.documentElement.dataset.standIn).toBe('ready');
  });

  it('leaves at once for a screen without the shell (maintenance)', async () => {
    const root = page();
    runStandInScript();
    root.innerHTML = '<section class="screen">Under maintenance</section>';
    await vi.waitFor(() => expect(document.getElementById('boot-shell')).toBeNull());
  });

  it('leaves after the longest wait however the start goes', async () => {
    vi.useFakeTimers();
    const root = page();
    runStandInScript();
    root.innerHTML = '<div class="shell"><div class="banner-area"><div data-placeholder=""></div></div></div>';
    await vi.advanceTimersByTimeAsync(LONGEST_STAND_IN_MS - 100);
    expect(document.getElementById('boot-shell')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(document.getElementById('boot-shell')).toBeNull();
    expect(root.hasAttribute('data-booting')).toBe(false);
    expect(document.documentElement.dataset.standIn).toBe('waited');
  });
});
