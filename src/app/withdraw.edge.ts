/** The withdraw page at the edge: its chart and the withdrawal confirmation with its proof field, over the gateway's calls. */
import { provideWithdraw } from '../../machines/withdraw';
import type { WithdrawCalls } from '../../machines/withdraw';
import { provideWithdrawalConfirmation } from '../../machines/withdrawal-confirmation';
import type { WithdrawalConfirmationCalls } from '../../machines/withdrawal-confirmation';
import { uploadImage } from '../api/upload.api';
import * as api from '../api/withdraw.api';
import { randomIdempotencyKey } from '../lib/idempotency-key';
import { createImageUploadField } from './image-upload-field.edge';
import type { UploadImage } from './image-upload-field.edge';
import { useMemberCentrePageEdge } from './member-centre.edge';

export type WithdrawEnvironment = WithdrawCalls & WithdrawalConfirmationCalls & { uploadImage: UploadImage };

export const createWithdrawEdge = (env: WithdrawEnvironment) => ({
  env,
  /** one page's charts, with its own registry of the proof's picked files (gone with the page) */
  page: () => {
    const proof = createImageUploadField((bytes, kind) => env.uploadImage(bytes, kind));
    return { withdraw: provideWithdraw(env), confirmation: provideWithdrawalConfirmation(env, proof.logic), pickFiles: proof.pickFiles };
  },
});

export type WithdrawEdge = ReturnType<typeof createWithdrawEdge>;
export const browserWithdrawEdge: WithdrawEdge = createWithdrawEdge({ ...api, uploadImage, newIdempotencyKey: randomIdempotencyKey });
export const useWithdrawEdge = (): WithdrawEdge => useMemberCentrePageEdge('withdraw', browserWithdrawEdge);
