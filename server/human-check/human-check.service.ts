/**
 * Slider human checks, decided by the `humanCheck` chart stored per challenge: issue a challenge
 * (pictures out, target offset kept), judge its one drag, and spend the token a pass yields, once,
 * for the purpose it was issued for. Each step locks the challenge's row in a transaction.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { evaluateHumanCheck, issueHumanCheck } from '../../machines/human-check/index';
import type { HumanCheckEvent, HumanCheckSnapshotJson } from '../../machines/human-check/index';
import type { Db, Queryable } from '../db/db.types';
import { judgeDrag } from './drag-judge';
import type { DragSample } from './drag-judge';
import { SLIDER } from './slider-image';
import type { SliderRenderer } from './slider-image';

export type HumanCheckPurpose = 'register' | 'sms';

export interface HumanCheckChallenge {
  challengeId: string;
  /** base64 PNGs without a data: prefix, like the captcha */
  background: string;
  piece: string;
  width: number;
  height: number;
  pieceWidth: number;
}

export type DragOutcome = { kind: 'passed'; token: string; expiresAt: string } | { kind: 'failed' } | { kind: 'expired' };

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueChallenge(
  db: Queryable,
  render: SliderRenderer,
  input: { purpose: HumanCheckPurpose; now: Date },
): Promise<HumanCheckChallenge> {
  const target = { x: randomInt(SLIDER.piece + 20, SLIDER.width - SLIDER.piece - 10), y: randomInt(4, SLIDER.height - SLIDER.piece - 4) };
  const pictures = await render(target);
  const challengeId = randomBytes(18).toString('base64url');
  await db.query('INSERT INTO human_checks (id, purpose, target_x, target_y, snapshot, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    challengeId,
    input.purpose,
    target.x,
    target.y,
    JSON.stringify(issueHumanCheck(input.now.toISOString())),
    input.now,
  ]);
  // finished challenges are useless after a day; clear them now and then instead of on a timer
  if (Math.random() < 0.02) await db.query('DELETE FROM human_checks WHERE created_at < $1', [new Date(input.now.getTime() - 86_400_000)]);
  return {
    challengeId,
    background: pictures.background.toString('base64'),
    piece: pictures.piece.toString('base64'),
    width: SLIDER.width,
    height: SLIDER.height,
    pieceWidth: SLIDER.piece,
  };
}

interface Row {
  id: string;
  purpose: HumanCheckPurpose;
  target_x: number;
  snapshot: HumanCheckSnapshotJson;
}

async function save(tx: Queryable, id: string, snapshot: HumanCheckSnapshotJson, hash?: string) {
  if (hash) await tx.query('UPDATE human_checks SET snapshot = $2, token_hash = $3 WHERE id = $1', [id, JSON.stringify(snapshot), hash]);
  else await tx.query('UPDATE human_checks SET snapshot = $2 WHERE id = $1', [id, JSON.stringify(snapshot)]);
}

/** Ticks the clock, then applies `event`; returns the result after both. */
function fold(row: Row, now: Date, event: HumanCheckEvent) {
  const ticked = evaluateHumanCheck(row.snapshot, { type: 'clock.tick', at: now.toISOString() });
  return { ticked, next: evaluateHumanCheck(ticked.snapshotJson, event) };
}

export async function judgeChallenge(db: Db, input: { challengeId: string; x: number; trace: DragSample[]; now: Date }): Promise<DragOutcome> {
  const at = input.now.toISOString();
  return db.transaction(async (tx) => {
    const found = await tx.query<Row>('SELECT id, purpose, target_x, snapshot FROM human_checks WHERE id = $1 FOR UPDATE', [input.challengeId]);
    const row = found.rows[0];
    if (!row) return { kind: 'expired' } as const;
    const verdict = judgeDrag(row.target_x, input.x, input.trace);
    const event: HumanCheckEvent = verdict.ok ? { type: 'drag.accepted', at } : { type: 'drag.rejected', at, reason: verdict.reason };
    const { ticked, next } = fold(row, input.now, event);
    if (!next.accepted) {
      await save(tx, row.id, ticked.snapshotJson);
      return { kind: 'expired' } as const;
    }
    if (!verdict.ok) {
      await save(tx, row.id, next.snapshotJson);
      return { kind: 'failed' } as const;
    }
    const token = randomBytes(32).toString('base64url');
    await save(tx, row.id, next.snapshotJson, tokenHash(token));
    return { kind: 'passed', token, expiresAt: next.snapshotJson.context.tokenExpiresAt! } as const;
  });
}

/** Spends a token inside the caller's transaction: true once, for its purpose, within its time. */
export async function spendToken(tx: Queryable, input: { token: string; purpose: HumanCheckPurpose; now: Date }): Promise<boolean> {
  if (!input.token) return false;
  const found = await tx.query<Row>('SELECT id, purpose, target_x, snapshot FROM human_checks WHERE token_hash = $1 FOR UPDATE', [
    tokenHash(input.token),
  ]);
  const row = found.rows[0];
  if (!row || row.purpose !== input.purpose) return false;
  const { ticked, next } = fold(row, input.now, { type: 'token.use', at: input.now.toISOString() });
  await save(tx, row.id, next.accepted ? next.snapshotJson : ticked.snapshotJson);
  return next.accepted;
}
