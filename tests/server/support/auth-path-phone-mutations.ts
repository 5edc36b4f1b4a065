/**
 * Executors of the mutated phone-provider registrations (scripts/auth-paths/phone-mutations.ts): the
 * path's register call with the provider's ID token forged, expired, for another number, spent
 * already, of another merchant's project, or left out.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import type { RegisterRequest } from '../../../machines/registration';
import { afterPath, atCall, call, callOf, expectRefused } from './auth-path-mutation-kit';
import type { Executor } from './auth-path-mutation-kit';
import { phoneAuthCommand } from './auth-path-phone-drivers';
import type { Override, Replay } from './auth-path-replay';
import { registerBody } from './auth-path-signup-drivers';
import { newcomer } from './auth-path-visitor';
import { idTokenFor } from './phone-auth-steps';

const atRegister = callOf('registration.submitRegistration');

/** An ID token of the provider's shape and claims, signed with a key the provider never had. */
function forged(idToken: string): string {
  const [header, payload] = idToken.split('.');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const input = `${header}.${payload}`;
  return `${input}.${sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

function tokenOf(replay: Replay): string {
  if (!replay.phone.idToken) throw new Error(`${replay.path.id}: the register call comes before the provider gave a token`);
  return replay.phone.idToken;
}

/** The path's register call with its token (or its body) falsified. */
const registerWith = (override: (replay: Replay) => Promise<Override> | Override): Executor =>
  atCall(atRegister, async (replay, pending, spec) => expectRefused(await call(replay, pending, await override(replay)), spec));

/** A fresh captcha and slider check, so that only the token can be refused. */
async function freshChecks(replay: Replay) {
  await replay.visitor.fetchCaptcha();
  replay.sliderToken = await replay.visitor.passedSlider('register');
}

/** Another merchant with the path on under its own provider project. */
const OTHER_MERCHANT = 'other';
const OTHER_PROJECT = 'other-phone-auth';

async function otherMerchantToken(replay: Replay): Promise<string> {
  await replay.gw.database.db.query(
    `INSERT INTO merchants (code, name, settings) SELECT $1, 'Other', settings FROM merchants WHERE code = 'demo'
     AND NOT EXISTS (SELECT 1 FROM merchants WHERE code = $1)`,
    [OTHER_MERCHANT],
  );
  await phoneAuthCommand(replay.gw, 'on', '--project', OTHER_PROJECT, '--merchant', OTHER_MERCHANT);
  replay.cleanups.push(() => phoneAuthCommand(replay.gw, 'off', '--merchant', OTHER_MERCHANT));
  // the number's last code went out just now: the next one may be asked for a minute later
  replay.gw.clock.advance(61_000);
  return idTokenFor(replay.gw, replay.newcomer.mobileNum, OTHER_PROJECT);
}

export const phoneExecutors: Record<string, Executor> = {
  'phone-token-forged': registerWith((replay) => ({ phoneIdToken: forged(tokenOf(replay)) })),
  'phone-token-expired': registerWith(async (replay) => {
    // the ID token lives 5 minutes; the captcha and slider token are asked for again after the wait
    replay.gw.clock.advance(5 * 60_000 + 1_000);
    await freshChecks(replay);
    return { phoneIdToken: tokenOf(replay) };
  }),
  'phone-token-other-number': registerWith(() => ({ mobileNum: newcomer().mobileNum })),
  'phone-token-reused': afterPath(async (replay, spec) => {
    const request = replay.path.steps.flatMap((s) => s.calls).find((c) => c.invoke === 'submitRegistration')!.input as RegisterRequest;
    await freshChecks(replay);
    // the same number and token (the token binds the number); only the spent token can be refused
    const body = registerBody(replay, request, null, { phoneIdToken: tokenOf(replay) });
    expectRefused(
      await replay.visitor.register(request.mode, { ...body, username: request.mode === 'mobile' ? body.username : newcomer().username }),
      spec,
    );
  }),
  'phone-token-other-audience': registerWith(async (replay) => ({ phoneIdToken: await otherMerchantToken(replay) })),
  'phone-register-without-token': registerWith(() => ({ phoneIdToken: null })),
};
