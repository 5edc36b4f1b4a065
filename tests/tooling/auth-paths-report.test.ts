/**
 * The auth-path set itself: every outcome compliance asks about is reached, paths are shortest and
 * named uniquely, every path's gateway calls are annotated, and the generator is deterministic.
 */
import { describe, expect, it } from 'vitest';
import { buildAuthPaths, computeAuthPaths } from '../../scripts/auth-paths/auth-paths';
import { invokeAnnotations } from '../../scripts/auth-paths/annotations';
import { renderReport } from '../../scripts/auth-paths/render-report';

const set = buildAuthPaths();
const byOutcome = (id: string) => set.paths.filter((p) => p.outcome.id === id);

describe('auth paths', () => {
  it('reaches every outcome the report lists', () => {
    const unreached = set.outcomes.filter((o) => byOutcome(o.id).length === 0).map((o) => o.id);
    expect(unreached, 'an outcome no path reaches: a chart or its world data changed').toEqual([]);
  });

  it('signs members in with a password, with a captcha only after escalation, and trials with no factor', () => {
    expect(byOutcome('member').map((p) => p.factors)).toEqual([['password'], ['password', 'captcha']]);
    expect(byOutcome('trial').map((p) => p.factors)).toEqual([[]]);
    for (const path of set.paths.filter((p) => p.outcome.kind === 'signed-in')) {
      const logins = path.steps.filter(
        (s) => (s.answer?.kind === 'done' && ['submitLogin', 'startFreePlay'].includes(s.answer.invoke)) || s.event === 'code.matched',
      );
      expect(logins, `${path.id}: one successful login`).toHaveLength(1);
    }
    expect(byOutcome('sms-code-verified').map((p) => p.factors)).toEqual([['smsCode']]);
  });

  it('locks after 10 failures and takes 3 locks to reach the longest one', () => {
    expect(byOutcome('escalation-locked').map((p) => [p.id, p.steps.filter((s) => s.event === 'attempt.failed').length])).toEqual([
      ['escalation-locked--lock-1', 10],
      ['escalation-locked--lock-2', 20],
      ['escalation-locked--lock-3', 30],
    ]);
    expect(byOutcome('escalation-captcha-required')[0].steps.slice(1).map((s) => s.event)).toEqual(['attempt.failed', 'attempt.failed', 'attempt.failed']);
  });

  it('names every path uniquely and starts client paths with the status call', () => {
    expect(new Set(set.paths.map((p) => p.id)).size).toBe(set.paths.length);
    for (const path of set.paths.filter((p) => p.scope === 'client')) {
      expect(path.steps[0].calls.map((c) => `${c.chart}.${c.invoke}`), path.id).toEqual(['systemStatus.loadSystemStatus']);
    }
  });

  it('annotates every call on every path', () => {
    const calls = set.paths.flatMap((p) => p.steps.flatMap((s) => s.calls.map((c) => `${c.chart}.${c.invoke}`)));
    const charts = ['systemStatus.session', 'session.login', 'session.changePassword'];
    expect([...new Set(calls)].filter((key) => !invokeAnnotations[key] && !charts.includes(key))).toEqual([]);
  });

  it('is deterministic: a fresh exploration renders the same report', () => {
    expect(renderReport(computeAuthPaths())).toBe(renderReport(set));
  });
});
