/**
 * The QA panel over a live system (real charts, fake edges, the real recorder): live actors and
 * their highlighted states, the growing event log, the trace download, and stepping through a
 * loaded trace.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor as waitForActor } from 'xstate';
import { selectLoginRef } from '../../../machines/session';
import { selectSessionRef } from '../../../machines/system-status';
import { QaPanel } from '../../../src/qa/panel/qa-panel';
import { createTraceRecorder } from '../../../src/qa/trace-recorder';
import { createFakes } from '../support/drivers';
import { recordVisit } from './support/recorded-session';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function liveLogin() {
  const recorder = createTraceRecorder();
  const { root } = createFakes();
  const rootActor = createActor(root, { inspect: (e) => recorder.inspect(e) }).start();
  const session = await waitForActor(rootActor, (s) => selectSessionRef(s) !== undefined).then((s) => selectSessionRef(s)!);
  await waitForActor(session, (s) => s.matches({ guest: 'idle' }));
  session.send({ type: 'login.open' });
  const login = await waitForActor(session, (s) => selectLoginRef(s) !== undefined).then((s) => selectLoginRef(s)!);
  await waitForActor(login, (s) => s.matches({ active: { form: 'editing' } }));
  return { recorder, rootActor, session, login };
}

const stateBox = (id: string) => document.querySelector(`[data-state-id="${id}"]`);

function loadTraceFile(json: string, name = 'trace.json') {
  fireEvent.click(screen.getByRole('button', { name: 'Loaded trace' }));
  const input = screen.getByLabelText('Load trace');
  fireEvent.change(input, { target: { files: [new File([json], name, { type: 'application/json' })] } });
}

describe('QA panel', () => {
  it('starts closed and opens from its toggle', async () => {
    const { recorder, rootActor } = await liveLogin();
    render(<QaPanel recorder={recorder} />);
    const toggle = screen.getByRole('button', { name: 'QA' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close QA panel' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('table', { name: 'Live actors' })).toBeTruthy();
    rootActor.stop();
  });

  it('lists the live actors with their state values and highlights the active states of each chart', async () => {
    const { recorder, rootActor, login } = await liveLogin();
    render(<QaPanel recorder={recorder} initiallyOpen />);
    const table = screen.getByRole('table', { name: 'Live actors' });
    const loginRow = within(table).getByRole('rowheader', { name: 'systemStatus/session/login' }).closest('tr')!;
    expect(loginRow.textContent).toContain('active.{mode.password, form.editing, captcha.hidden}');
    expect(within(table).getByRole('rowheader', { name: 'systemStatus/session' }).closest('tr')!.textContent).toContain('guest.loggingIn');

    expect(screen.getByRole('figure', { name: 'systemStatus/session/login chart' })).toBeTruthy();
    expect(stateBox('login.active.form.editing')?.getAttribute('aria-current')).toBe('true');
    expect(stateBox('login.active.captcha.hidden')?.getAttribute('aria-current')).toBe('true');
    expect(stateBox('login.active.form.submitting')?.getAttribute('aria-current')).toBeNull();
    expect(stateBox('session.guest.loggingIn')?.getAttribute('aria-current')).toBe('true');

    // the highlight follows the chart
    await act(async () => {
      login.send({ type: 'field.change', field: 'username', value: 'demo_player' });
      login.send({ type: 'field.change', field: 'password', value: 'Player2026!' });
      login.send({ type: 'form.submit' });
    });
    await waitFor(() => expect(screen.getByRole('table', { name: 'Live actors' }).textContent).toContain('signedIn.member'));
    expect(stateBox('session.signedIn.member')?.getAttribute('aria-current')).toBe('true');
    expect(stateBox('session.guest')?.getAttribute('aria-current')).toBeNull();
    rootActor.stop();
  });

  it('grows the event log with timestamps, showing typed secrets masked', async () => {
    const { recorder, rootActor, login } = await liveLogin();
    render(<QaPanel recorder={recorder} initiallyOpen />);
    const log = screen.getByRole('list', { name: 'Event log' });
    const before = within(log).getAllByRole('listitem').length;
    expect(before).toBeGreaterThan(0);
    await act(async () => {
      login.send({ type: 'field.change', field: 'password', value: 'Secret99' });
    });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(before + 1));
    const last = within(log).getAllByRole('listitem').at(-1)!;
    expect(last.textContent).toMatch(/^\+\d+ ms login field\.change/);
    expect(last.textContent).toContain('Aaaaaa00');
    expect(log.textContent).not.toContain('Secret99');
    rootActor.stop();
  });

  it('downloads the recorded trace as a JSON file', async () => {
    const { recorder, rootActor } = await liveLogin();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:trace';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^trace-.*\.json$/);
      expect(this.href).toBe('blob:trace');
    });
    render(<QaPanel recorder={recorder} initiallyOpen />);
    fireEvent.click(screen.getByRole('button', { name: 'Download trace' }));
    expect(click).toHaveBeenCalledTimes(1);
    const trace = JSON.parse(await blobs[0].text());
    expect(trace).toMatchObject({ format: 1, actors: expect.any(Array), events: expect.any(Array), snapshots: expect.any(Array) });
    expect(trace.actors.map((a: { machineId: string }) => a.machineId)).toEqual(['systemStatus', 'router', 'centreHost', 'session', 'login']);
    rootActor.stop();
  });

  it('steps forwards and backwards through a loaded trace, highlighting the replayed state', async () => {
    const { trace } = await recordVisit();
    const { recorder } = await liveLogin();
    render(<QaPanel recorder={recorder} initiallyOpen />);
    loadTraceFile(JSON.stringify(trace));
    const position = await screen.findByText(/^Step 1 of \d+/);
    const total = Number(/of (\d+)/.exec(position.textContent!)![1]);
    expect(screen.getByText(`All ${total} steps replay as recorded.`)).toBeTruthy();
    // the root's router starts first, at the address the page was opened at (its centre host's start, then its own)
    expect(position.textContent).toContain('centreHost xstate.init → hosting');
    expect(screen.getByRole('button', { name: 'Previous step' })).toHaveProperty('disabled', true);
    const next = screen.getByRole('button', { name: 'Next step' });
    for (let i = 0; i < total && !/router xstate\.init/.test(screen.getByText(/^Step \d+ of/).textContent!); i++) fireEvent.click(next);
    expect(screen.getByText(/^Step \d+ of/).textContent).toContain('router xstate.init → showing');
    expect(stateBox('router.showing')?.getAttribute('aria-current')).toBe('true');

    // forwards to the first submit of the login form
    for (let i = 0; i < total && !/login form\.submit/.test(screen.getByText(/^Step \d+ of/).textContent!); i++) fireEvent.click(next);
    const atSubmit = screen.getByText(/^Step \d+ of/).textContent!;
    expect(atSubmit).toContain('active.{mode.password, form.submitting, captcha.hidden}');
    expect(stateBox('login.active.form.submitting')?.getAttribute('aria-current')).toBe('true');
    expect(stateBox('login.active.form.editing')?.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('table', { name: /^Actors at step/ }).textContent).toContain('systemStatus/session/login');

    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByText(/^Step \d+ of/).textContent).toContain('login field.change');
    expect(stateBox('login.active.form.editing')?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(next);
    expect(screen.getByText(/^Step \d+ of/).textContent).toBe(atSubmit);
  });

  it('marks the steps where the current charts decide differently from the recording', async () => {
    const { trace } = await recordVisit();
    const firstSubmit = trace.snapshots.find((s) => s.eventIndex !== null && trace.events[s.eventIndex].event.type === 'form.submit')!;
    firstSubmit.value = { active: { form: 'editing', captcha: 'hidden' } };
    const { recorder } = await liveLogin();
    render(<QaPanel recorder={recorder} initiallyOpen />);
    loadTraceFile(JSON.stringify(trace));
    expect(await screen.findByText(/^First divergence at step \d+\.$/)).toBeTruthy();
  });

  it('explains a file that is not a trace it can replay', async () => {
    const { recorder } = await liveLogin();
    render(<QaPanel recorder={recorder} initiallyOpen />);
    loadTraceFile(JSON.stringify({ format: 2 }), 'old.json');
    expect((await screen.findByRole('alert')).textContent).toContain('old.json: unsupported trace format 2');
  });
});
