/**
 * Test-only solver for the slider human check: fetches a challenge, reads its target offset from
 * the database (never from an endpoint: the gateway has none that reveals it) and drags like a
 * hand would, with uneven steps over about half a second.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestGateway } from './test-gateway';

export interface DragSample {
  x: number;
  t: number;
}

/** A human-looking drag from 0 to `target`: ease-out steps, jittered timing. */
export function humanDrag(target: number, durationMs = 520): DragSample[] {
  const samples: DragSample[] = [];
  const n = 18;
  for (let i = 0; i <= n; i++) {
    const p = i / n;
    samples.push({ x: Math.round(target * (1 - (1 - p) ** 3) * 10) / 10, t: Math.round(durationMs * p + (i % 3) * 7) });
  }
  samples[samples.length - 1] = { x: target, t: durationMs + 20 };
  return samples;
}

export async function challenge(g: TestGateway, purpose: 'register' | 'sms'): Promise<{ challengeId: string; targetX: number }> {
  const response = await g.app.inject({ method: 'GET', url: `/wps/humancheck/challenge?purpose=${purpose}` });
  const { challengeId } = response.json().value as { challengeId: string };
  const row = await g.app.ctx.db.query<{ target_x: number }>('SELECT target_x FROM human_checks WHERE id = $1', [challengeId]);
  return { challengeId, targetX: row.rows[0].target_x };
}

export function verify(g: TestGateway, body: { challengeId: string; x: number; trace: DragSample[] }): Promise<LightMyRequestResponse> {
  return g.app.inject({ method: 'POST', url: '/wps/humancheck/verify', payload: body });
}

/** A token from a passed check. */
export async function solveHumanCheck(g: TestGateway, purpose: 'register' | 'sms'): Promise<string> {
  const { challengeId, targetX } = await challenge(g, purpose);
  const response = await verify(g, { challengeId, x: targetX, trace: humanDrag(targetX) });
  const body = response.json();
  if (!body.success) throw new Error(`human check not passed: ${JSON.stringify(body)}`);
  return body.value.token as string;
}
