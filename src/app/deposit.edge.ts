/** The deposit page at the edge: its chart and proof field over the gateway's calls and the way to a provider's checkout page. */
import { provideDeposit } from '../../machines/deposit';
import type { DepositCalls } from '../../machines/deposit';
import * as api from '../api/deposit.api';
import { uploadImage } from '../api/upload.api';
import { randomIdempotencyKey } from '../lib/idempotency-key';
import { createImageUploadField } from './image-upload-field.edge';
import type { UploadImage } from './image-upload-field.edge';
import { useMemberCentrePageEdge } from './member-centre.edge';

export type DepositEnvironment = DepositCalls & { uploadImage: UploadImage };

export const createDepositEdge = (env: DepositEnvironment) => ({
  env,
  /** one page's chart, with its own registry of the proof's picked files (gone with the page) */
  page: () => {
    const proof = createImageUploadField((bytes, kind) => env.uploadImage(bytes, kind));
    return { logic: provideDeposit(env, proof.logic), pickFiles: proof.pickFiles };
  },
});

export type DepositEdge = ReturnType<typeof createDepositEdge>;
const openCheckout = (url: string) => window.location.assign(url);
export const browserDepositEdge: DepositEdge = createDepositEdge({ ...api, uploadImage, newIdempotencyKey: randomIdempotencyKey, openCheckout });
export const useDepositEdge = (): DepositEdge => useMemberCentrePageEdge('deposit', browserDepositEdge);
