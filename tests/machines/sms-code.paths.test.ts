/**
 * Graph paths of the server-side SMS code chart. Time travels inside events, so a few fixed instants
 * keep the graph finite: sends at T0, T0+2 min (after the 60 s resend wait) and T0+10 min; checks at
 * T0+1 min; clock ticks at T0+3 min (nothing expires), T0+20 min (a code expires) and T0+200 min
 * (old sends leave the window). Every step is also checked against the pure evaluator the gateway uses.
 */
import type { EventObject } from 'xstate';
import { evaluateSmsCode, SMS_CODE_POLICY, smsCodeMachine } from '../../machines/sms-code';
import type { SmsCodeContext, SmsCodeEvent, SmsCodeSnapshotJson } from '../../machines/sms-code';
import { runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const T0 = Date.parse('2026-03-02T08:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

let previous: SmsCodeSnapshotJson | null = null;

runPathSuite({
  machine: smsCodeMachine,
  events: {
    'code.send': [{ at: at(0) }, { at: at(2) }, { at: at(10) }],
    'code.matched': [{ at: at(1) }],
    'code.mismatched': [{ at: at(1) }],
    'clock.tick': [{ at: at(3) }, { at: at(20) }, { at: at(200) }],
  },
  assertStep: (snapshot, event: EventObject) => {
    const value = snapshot.value as SmsCodeSnapshotJson['value'];
    const context = snapshot.context as SmsCodeContext;
    expect(context.wrongTries).toBeLessThanOrEqual(SMS_CODE_POLICY.maxWrongTries);
    expect(context.recentSends.length).toBeLessThanOrEqual(SMS_CODE_POLICY.maxSendsPerWindow);
    if (value === 'exhausted') expect(context.wrongTries).toBe(SMS_CODE_POLICY.maxWrongTries);
    if (value === 'awaiting') expect(context.wrongTries).toBeLessThan(SMS_CODE_POLICY.maxWrongTries);
    if (value !== 'idle') expect(context.sentAt).not.toBeNull();
    if (event.type === 'code.send' && value === 'awaiting') {
      // a fresh code: full tries, 5 minutes of validity, resend after 60 s
      expect(context.wrongTries).toBe(0);
      expect(Date.parse(context.expiresAt!) - Date.parse(context.sentAt!)).toBe(5 * 60_000);
      expect(Date.parse(context.resendAvailableAt!) - Date.parse(context.sentAt!)).toBe(60_000);
    }
    // the gateway folds stored JSON with evaluateSmsCode: it must agree with the live actor
    if (event.type !== 'xstate.init' && previous) {
      const folded = evaluateSmsCode(previous, event as SmsCodeEvent);
      expect(folded.snapshotJson).toEqual({ value, context });
    }
    previous = { value, context };
  },
});
