/**
 * How a mutated path is run: replay the path up to the call it falsifies (or to its end), send the
 * falsified request, and require the documented refusal: status, error code, no token handed out.
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AuthPath, MutationSpec } from '../../../scripts/auth-paths/auth-path.types';
import { callDrivers, drivers } from './auth-path-drivers';
import { withReplay } from './auth-path-replay';
import type { Override, PendingCall, Replay } from './auth-path-replay';
import type { TestGateway } from './test-gateway';

export type Executor = (gw: TestGateway, path: AuthPath, spec: MutationSpec) => Promise<void>;

export function expectRefused(response: LightMyRequestResponse, spec: MutationSpec) {
  expect(response.statusCode, `${spec.id}: ${response.body}`).toBe(spec.rejectedWith.status);
  const body = response.json() as { success: boolean; errorCode: string; value?: { token?: string } | null };
  expect(body).toMatchObject({ success: false, errorCode: spec.rejectedWith.errorCode });
  expect(body.value?.token, `${spec.id}: no token handed out`).toBeUndefined();
}

/** The path's own call, falsified by `override`. */
export const call = (replay: Replay, pending: PendingCall, override: Override) =>
  callDrivers[pending.key](replay, pending, override) as Promise<LightMyRequestResponse>;

/** Replays until the first call matching `at`, runs `instead` in its place, and fails if none came. */
export function atCall(
  at: (pending: PendingCall) => boolean,
  instead: (replay: Replay, pending: PendingCall, spec: MutationSpec) => Promise<void>,
): Executor {
  return async (gw, path, spec) => {
    let reached = false;
    const beforeCall = async (pending: PendingCall, replay: Replay) => {
      if (!at(pending)) return false;
      reached = true;
      await instead(replay, pending, spec);
      return true;
    };
    await withReplay(gw, path, drivers, { beforeCall }, async () => {
      expect(reached, `${spec.id}: the path makes the call this mutation falsifies`).toBe(true);
    });
  };
}

/** The first call of the path with this key. */
export const callOf = (key: string) => (pending: PendingCall) => pending.key === key;

/** Replays the whole path, then runs `then` (before the world is restored). */
export const afterPath =
  (then: (replay: Replay, spec: MutationSpec) => Promise<void>): Executor =>
  (gw, path, spec) =>
    withReplay(gw, path, drivers, {}, async (done) => {
      expect(done, `${spec.id}: the path completed`).not.toBeNull();
      await then(done!, spec);
    });
