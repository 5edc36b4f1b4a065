/**
 * Server-side charts that take part in authentication, explored on their own: the gateway keeps
 * their snapshot per subject and folds one event into it per request. Time travels inside the
 * events, so the world carries a clock (`minutes` since the path started) and the graph identity
 * measures times relative to it, which keeps the graph finite while time only moves forward.
 */
import { humanCheckMachine } from '../../machines/human-check';
import type { HumanCheckContext } from '../../machines/human-check';
import { loginEscalationMachine } from '../../machines/login-escalation';
import type { LoginEscalationContext } from '../../machines/login-escalation';
import { smsCodeMachine } from '../../machines/sms-code';
import type { SmsCodeContext } from '../../machines/sms-code';
import type { ChartSpec, Facts } from './auth-path.types';

/** The instant a server path starts; the proof's gateway clock starts at the same instant. */
export const SERVER_EPOCH = Date.parse('2026-03-02T08:00:00.000Z');

export const SERVER_INITIAL_FACTS: Facts = { minutes: 0 };

/**
 * How far a `clock.tick` moves time: just past the 15-minute window and first lock, and one hour,
 * the longest lock (a locked chart ignores ticks before its lock ends, so a short step alone could
 * never reach the end of a 30- or 60-minute lock).
 */
export const TICK_MINUTES = [16, 60] as const;

/** SMS codes: one minute (a resend becomes allowed) and six (a 5-minute code expires). */
export const SMS_TICK_MINUTES = [1, 6] as const;

/** Slider challenges: three minutes, past both the 2 minutes to solve one and the 2 minutes to spend its token. */
export const HUMAN_CHECK_TICK_MINUTES = [3] as const;

const at = (minutes: number) => new Date(SERVER_EPOCH + minutes * 60_000).toISOString();
const now = (facts: Facts) => Number(facts.minutes ?? 0);
const minutesBetween = (later: number, iso: string) => Math.round((later - Date.parse(iso)) / 60_000);
const current = (facts: Facts) => SERVER_EPOCH + now(facts) * 60_000;
/** Minutes until an instant, -1 once it has passed: enough for every guard of these charts. */
const minutesLeft = (facts: Facts, iso: string | null) => (iso === null ? null : Math.max(-1, -minutesBetween(current(facts), iso)));
const at_ = (minutes: number) => (facts: Facts) => ({ at: at(now(facts) + minutes) });
const ticks = (steps: readonly number[]) =>
  steps.map((minutes) => ({
    label: `${minutes} minutes later`,
    payload: at_(minutes),
    next: (facts: Facts) => ({ ...facts, minutes: now(facts) + minutes }),
  }));

export const serverCharts: Record<string, ChartSpec> = {
  loginEscalation: {
    machine: loginEscalationMachine,
    subject: 'one snapshot per merchant and lower-cased username (existing or not), folded by every password login attempt',
    events: {
      'attempt.failed': [{ label: 'wrong password', payload: (facts) => ({ at: at(now(facts)) }) }],
      'attempt.succeeded': [{ label: 'right password', payload: (facts) => ({ at: at(now(facts)) }) }],
      'clock.tick': ticks(TICK_MINUTES),
    },
    // ages of failures and the time left on a lock, not absolute instants
    identity: (snapshot, facts) => {
      const context = snapshot.context as LoginEscalationContext;
      return {
        value: snapshot.value,
        failureAges: context.failures.map((f) => minutesBetween(current(facts), f)),
        lockCount: context.lockCount,
        lockLeft: minutesLeft(facts, context.lockedUntil),
      };
    },
  },
  // per merchant, purpose and phone number: the code an SMS login (type 'sms') presents
  smsCode: {
    machine: smsCodeMachine,
    subject:
      'one snapshot per merchant, purpose and phone number; the paths use purpose noLogin (SMS login) with MOBILEVERCODELOGIN3 on and HUMANCHECK3 off, so that only the code is under test (the slider check has the humanCheck paths, and the client paths send every code after one)',
    events: {
      'code.send': [{ label: 'code sent', payload: at_(0) }],
      'code.matched': [{ label: 'right code', payload: at_(0) }],
      'code.mismatched': [{ label: 'wrong code', payload: at_(0) }],
      'clock.tick': ticks(SMS_TICK_MINUTES),
    },
    // sends are counted, not timed: the paths never come near the hourly send limit
    identity: (snapshot, facts) => {
      const context = snapshot.context as SmsCodeContext;
      return {
        value: snapshot.value,
        wrongTries: context.wrongTries,
        sends: context.recentSends.length,
        codeLeft: minutesLeft(facts, context.expiresAt),
        resendLeft: minutesLeft(facts, context.resendAvailableAt),
      };
    },
  },
  // per slider challenge: the one drag it allows and the one call its token pays for
  humanCheck: {
    machine: humanCheckMachine,
    input: { issuedAt: at(0) },
    subject:
      'one snapshot per slider challenge (a human_checks row), issued by GET /wps/humancheck/challenge; the paths use purpose sms and spend the token on a registration code for a new number',
    events: {
      'drag.accepted': [{ label: 'on the target', payload: at_(0) }],
      'drag.rejected': [{ label: 'off the target', payload: (facts) => ({ at: at(now(facts)), reason: 'offset' }) }],
      'token.use': [{ label: 'token presented', payload: at_(0) }],
      'clock.tick': ticks(HUMAN_CHECK_TICK_MINUTES),
    },
    identity: (snapshot, facts) => {
      const context = snapshot.context as HumanCheckContext;
      return {
        value: snapshot.value,
        challengeLeft: minutesLeft(facts, context.expiresAt),
        tokenLeft: minutesLeft(facts, context.tokenExpiresAt),
      };
    },
  },
};
