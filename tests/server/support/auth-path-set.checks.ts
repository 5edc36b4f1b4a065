/**
 * The auth-path set itself and the report made of it, checked where the set is built once for the
 * proof (tests/server/auth-paths-proof.test.ts): exploring the charts takes some 20 s, so one
 * exploration serves all three.
 * - Every outcome compliance asks about is reached, paths are shortest and named uniquely, and
 *   every path's gateway calls are annotated.
 * - docs/compliance/auth-paths.md is what the generator makes of the charts now: a chart, world
 *   answer, annotation or mutation that changed without regenerating the report fails here. The
 *   committed report was generated at another time, so a generator that is not deterministic
 *   fails here too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AuthPathSet } from '../../../scripts/auth-paths/auth-paths';
import { invokeAnnotations } from '../../../scripts/auth-paths/annotations';
import { childChart } from '../../../scripts/auth-paths/client-charts';
import { REPORT_PATH } from '../../../scripts/auth-paths/generate-auth-paths';
import { renderReport } from '../../../scripts/auth-paths/render-report';

const REGENERATE = 'run `npm run auth-paths` and commit docs/compliance/auth-paths.md';

export function describeAuthPathSet(set: AuthPathSet): void {
  const byOutcome = (id: string) => set.paths.filter((p) => p.outcome.id === id);

  describe('the path set', () => {
    it('reaches every outcome the report lists', () => {
      const unreached = set.outcomes.filter((o) => byOutcome(o.id).length === 0).map((o) => o.id);
      expect(unreached, 'an outcome no path reaches: a chart or its world data changed').toEqual([]);
    });

    it('signs members in with a password, with a captcha only after escalation, and trials with no factor', () => {
      expect(byOutcome('member').map((p) => p.factors)).toEqual([['password'], ['password', 'captcha']]);
      expect(byOutcome('trial').map((p) => p.factors)).toEqual([[]]);
      const signIns = ['submitLogin', 'submitSmsLogin', 'startFreePlay', 'submitRegistration', 'resetByPhone', 'redeemProof'];
      for (const path of set.paths.filter((p) => p.outcome.kind === 'signed-in')) {
        const logins = path.steps.filter((s) => (s.answer?.kind === 'done' && signIns.includes(s.answer.invoke)) || s.event === 'code.matched');
        expect(logins, `${path.id}: one successful login`).toHaveLength(1);
      }
      expect(byOutcome('sms-code-verified').map((p) => p.factors)).toEqual([['smsCode']]);
    });

    it('signs up on both tabs and by invitation link, presenting all four factors', () => {
      expect(byOutcome('registered').map((p) => [p.id, p.factors])).toEqual([
        ['registered--mobile', ['password', 'captcha', 'humanCheck', 'smsCode']],
        ['registered--mobile--invited', ['password', 'captcha', 'humanCheck', 'smsCode']],
        ['registered--username', ['password', 'captcha', 'humanCheck', 'smsCode']],
      ]);
      // each registration solves two slider checks: one for the SMS send, one for the register call
      for (const path of byOutcome('registered'))
        expect(
          path.steps.filter((s) => s.answer?.invoke === 'verifyDrag'),
          path.id,
        ).toHaveLength(2);
      expect(
        byOutcome('registration-refused')
          .map((p) => p.distinct[0])
          .sort(),
      ).toEqual(['captcha.invalid', 'invitation_code_error', 'sms.code.invalid']);
    });

    it('signs in by SMS code and resets by phone only with a code a slider check paid for', () => {
      for (const id of ['sms-login', 'phone-reset', 'sms-login-refused']) {
        expect(
          byOutcome(id).map((p) => p.factors),
          id,
        ).toEqual([['humanCheck', 'smsCode']]);
      }
      expect(byOutcome('reset-link-used').map((p) => p.steps.at(-1)!.stateAfter)).toEqual(['session: guest.loggingIn']);
      expect(
        byOutcome('reset-refused')
          .map((p) => p.distinct[0])
          .sort(),
      ).toEqual(['password.reset.invalid', 'sms.code.invalid']);
    });

    it("signs in through Google and Telegram with the provider's proof alone, as a new or a linked player", () => {
      expect(byOutcome('social-login').map((p) => [p.id, p.factors])).toEqual([
        ['social-login--google--linkedSocialPlayer', ['provider']],
        ['social-login--google--newSocialPlayer', ['provider']],
        ['social-login--telegram--linkedSocialPlayer', ['provider']],
        ['social-login--telegram--newSocialPlayer', ['provider']],
      ]);
      expect(
        byOutcome('social-window-failed')
          .map((p) => p.distinct[0])
          .sort(),
      ).toEqual(['social.login.failed', 'social.popup.blocked', 'social.popup.closed']);
    });

    it('follows a slider challenge to its token being spent, refused, or expired', () => {
      const events = (id: string) => byOutcome(id).map((p) => p.steps.slice(1).map((s) => s.event));
      expect(events('human-check-used')).toEqual([['drag.accepted', 'token.use']]);
      expect(events('human-check-failed')).toEqual([['drag.rejected']]);
      expect(events('human-check-expired')).toEqual([['clock.tick']]);
      expect(events('human-check-token-expired')).toEqual([['drag.accepted', 'clock.tick']]);
    });

    it('locks after 10 failures and takes 3 locks to reach the longest one', () => {
      expect(byOutcome('escalation-locked').map((p) => [p.id, p.steps.filter((s) => s.event === 'attempt.failed').length])).toEqual([
        ['escalation-locked--lock-1', 10],
        ['escalation-locked--lock-2', 20],
        ['escalation-locked--lock-3', 30],
      ]);
      expect(
        byOutcome('escalation-captcha-required')[0]
          .steps.slice(1)
          .map((s) => s.event),
      ).toEqual(['attempt.failed', 'attempt.failed', 'attempt.failed']);
    });

    it('names every path uniquely and starts client paths with the status call', () => {
      expect(new Set(set.paths.map((p) => p.id)).size).toBe(set.paths.length);
      for (const path of set.paths.filter((p) => p.scope === 'client')) {
        // the root also starts its router, which listens to the browser: the status call is the one request
        const requests = path.steps[0].calls
          .filter((c) => !childChart(c.chart, c.invoke) && invokeAnnotations[`${c.chart}.${c.invoke}`]?.call)
          .map((c) => `${c.chart}.${c.invoke}`);
        expect(requests, path.id).toEqual(['systemStatus.loadSystemStatus']);
      }
    });

    it('annotates every call on every path', () => {
      // child charts are not calls: their own calls are annotated
      const calls = set.paths.flatMap((p) => p.steps.flatMap((s) => s.calls.filter((c) => !childChart(c.chart, c.invoke))));
      expect([...new Set(calls.map((c) => `${c.chart}.${c.invoke}`))].filter((key) => !invokeAnnotations[key])).toEqual([]);
    });
  });

  describe('the committed report', () => {
    it('exists', () => {
      expect(existsSync(REPORT_PATH), `docs/compliance/auth-paths.md is missing: ${REGENERATE}`).toBe(true);
    });

    it('is up to date with the charts, answers, annotations and mutations', () => {
      const committed = existsSync(REPORT_PATH) ? readFileSync(REPORT_PATH, 'utf8') : '';
      const generated = renderReport(set);
      if (committed === generated) return;
      const committedLines = committed.split('\n');
      const generatedLines = generated.split('\n');
      const line = generatedLines.findIndex((text, index) => text !== committedLines[index]);
      expect.fail(
        `docs/compliance/auth-paths.md is stale: ${REGENERATE}.\n` +
          `First difference at line ${line + 1}:\n  committed: ${committedLines[line] ?? '(end of file)'}\n  generated: ${generatedLines[line] ?? '(end of file)'}`,
      );
    });
  });
}
