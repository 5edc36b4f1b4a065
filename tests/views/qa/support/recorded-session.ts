/**
 * A scripted visit recorded with the real charts and fake edges: three wrong passwords (the third
 * asks for a captcha), a correct sign-in with the captcha, then a password change. The secrets it
 * types are exported so tests can prove none of them reaches the trace.
 */
import { createActor, waitFor } from 'xstate';
import { selectLoginView } from '../../../../machines/login';
import { selectChangePasswordRef, selectLoginRef } from '../../../../machines/session';
import { selectSessionRef } from '../../../../machines/system-status';
import type { Trace } from '../../../../machines/tooling';
import { createTraceRecorder } from '../../../../src/qa/trace-recorder';
import type { TraceRecorder } from '../../../../src/qa/trace-recorder';
import { createFakes, loginFailure, success } from '../../support/drivers';

export const secrets = {
  wrongPasswords: ['Wrong-pass-1', 'Wrong-pass-2', 'Wrong-pass-3'],
  password: 'Player2026!',
  captcha: 'K7wq',
  newPassword: 'Fresh2027?',
  token: 'tok-3f9a1c0e5b7d',
};

export interface RecordedVisit {
  recorder: TraceRecorder;
  trace: Trace;
}

/** Records the visit into `recorder` (a fresh one with a stepping clock by default). */
export async function recordVisit(options: { recorder?: TraceRecorder; withPasswordChange?: boolean } = {}): Promise<RecordedVisit> {
  let clock = 0;
  const recorder = options.recorder ?? createTraceRecorder({ now: () => (clock += 5), startedAt: new Date('2026-01-01T00:00:00Z') });
  let attempts = 0;
  const { root } = createFakes({
    submitLogin: async (request) => {
      attempts += 1;
      if (attempts <= 3) throw loginFailure('login.failed', attempts >= 3);
      if (request.password !== secrets.password || request.captcha !== secrets.captcha) throw loginFailure('login.failed', true);
      return { ...success, token: secrets.token };
    },
  });
  const rootActor = createActor(root, { inspect: (e) => recorder.inspect(e) }).start();
  const session = await waitFor(rootActor, (s) => selectSessionRef(s) !== undefined).then((s) => selectSessionRef(s)!);
  await waitFor(session, (s) => s.matches({ guest: 'idle' }));
  session.send({ type: 'login.open' });
  const login = await waitFor(session, (s) => selectLoginRef(s) !== undefined).then((s) => selectLoginRef(s)!);
  await waitFor(login, (s) => s.matches({ active: { form: 'editing' } }));

  for (const wrong of secrets.wrongPasswords) {
    login.send({ type: 'field.change', field: 'username', value: 'demo_player' });
    login.send({ type: 'field.change', field: 'password', value: wrong });
    login.send({ type: 'form.submit' });
    await waitFor(login, (s) => s.matches({ active: { form: 'editing' } }));
  }
  // the captcha child's image is up and past its cooldown
  await waitFor(login, (s) => selectLoginView(s).captchaImage !== null && selectLoginView(s).canRefreshCaptcha);
  login.send({ type: 'field.change', field: 'password', value: secrets.password });
  login.send({ type: 'field.change', field: 'captcha', value: secrets.captcha });
  login.send({ type: 'form.submit' });
  await waitFor(session, (s) => s.matches({ signedIn: 'member' }));

  if (options.withPasswordChange) {
    session.send({ type: 'password.change' });
    const change = await waitFor(session, (s) => selectChangePasswordRef(s) !== undefined).then((s) => selectChangePasswordRef(s)!);
    change.send({ type: 'field.change', field: 'oldPassword', value: secrets.password });
    change.send({ type: 'field.change', field: 'newPassword', value: secrets.newPassword });
    change.send({ type: 'field.change', field: 'confirmNewPassword', value: secrets.newPassword });
    change.send({ type: 'form.submit' });
    await waitFor(session, (s) => s.matches({ signedIn: 'member' }));
  }
  await new Promise((r) => setTimeout(r, 0));
  rootActor.stop();
  return { recorder, trace: recorder.trace() };
}
