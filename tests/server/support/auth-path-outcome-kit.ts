/** What the outcome checks of the auth-path proof share: the session a path ended with, or none. */
import { expect } from 'vitest';
import type { Replay } from './auth-path-replay';

/** A token route outside the must-change allow list, standing for every route added later. */
export const TOKEN_ONLY_ROUTE = '/wps/test/token-only';

export async function memberInfo(replay: Replay) {
  expect(replay.visitor.token, `${replay.path.id}: the visitor holds a token`).not.toBeNull();
  const response = await replay.visitor.send('GET', '/wps/member/info', { token: true });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { value: { type: number; mustChangePassword: boolean; account: string } }).value;
}

export const signedInAs = (type: number) => async (replay: Replay) => {
  const info = await memberInfo(replay);
  expect(info).toMatchObject({ type, mustChangePassword: false, account: replay.account!.username });
  // an unrestricted session reaches token routes beyond the must-change allow list
  expect((await replay.visitor.send('GET', TOKEN_ONLY_ROUTE, { token: true })).statusCode).toBe(200);
};

export const noSession = async (replay: Replay) => {
  expect(replay.visitor.token, `${replay.path.id}: no token was handed out`).toBeNull();
};

/** The account's password as the path left it logs in; `other` (the one it replaced) does not. */
export async function passwordIs(replay: Replay, other: string) {
  const account = replay.account!;
  const fresh = await replay.visitor.login(account.username, account.password, null);
  expect(fresh.json(), `${account.username}: the current password`).toMatchObject({ success: true });
  const stale = await replay.visitor.login(account.username, other, null);
  expect(stale.json(), `${account.username}: the replaced password`).toMatchObject({ success: false, errorCode: 'login.failed' });
}
