/** The "transfer to upline" page at the edge: its chart over the sealed gateway call and a fresh idempotency key per attempt. */
import { provideTransferUpline } from '../../machines/transfer-upline';
import type { TransferUplineCalls } from '../../machines/transfer-upline';
import { transferUpline } from '../api/transfer.api';
import { randomIdempotencyKey } from '../lib/idempotency-key';
import { useMemberCentrePageEdge } from './member-centre.edge';

export type TransferUplineEnvironment = TransferUplineCalls;
export const createTransferUplineEdge = (env: TransferUplineEnvironment) => ({ env, logic: provideTransferUpline(env) });
export type TransferUplineEdge = ReturnType<typeof createTransferUplineEdge>;
export const browserTransferUplineEdge: TransferUplineEdge = createTransferUplineEdge({ transferUpline, newIdempotencyKey: randomIdempotencyKey });
export const useTransferUplineEdge = (): TransferUplineEdge => useMemberCentrePageEdge('transferUpline', browserTransferUplineEdge);
