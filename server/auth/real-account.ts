/**
 * The guard of the pages a free-play account may not open (the security centre, favourites): a
 * 403 `in_need_true_account` (SPEC §4, §5) unless the signed-in member is a registered account.
 * Money routes answer the same code in a 200 envelope, as the platform's clients expect there.
 */
import type { Queryable } from '../db/db.types';
import { ApiError } from '../http/envelope';
import { findRealMember } from './member.service';

export const REAL_ACCOUNT_REQUIRED = 'in_need_true_account';

export async function requireRealAccount(db: Queryable, memberId: number): Promise<void> {
  if (!(await findRealMember(db, memberId))) throw new ApiError(403, REAL_ACCOUNT_REQUIRED, 'Please register an account first');
}
