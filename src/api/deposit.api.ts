/**
 * Deposit calls (wire/deposit.schemas.ts): the channels, a PG payment, an MT transfer with its
 * proof, one deposit and its cancel (the proof image's upload is upload.api.ts's). Each rejects with
 * `{ errorCode, value }`; a submit refused by field (`request_param_err`) also carries `fields`,
 * the gateway's short problem per field, which the deposit chart shows under them.
 */
import type { DepositMethods, DepositRecord, PaymentRequest, PaymentStarted, TransferRequest, TransferSubmitted } from '../../machines/deposit';
import type {
  DepositByLaunchUrlValue,
  DepositMethodsValue,
  DepositRecord as DepositRecordWire,
  ManualTransferValue,
} from '../../wire/deposit.schemas';
import { apiFailure, callApi, refusedFieldsOf, withPlainFailure } from './client';

/** The wire's channels are the chart's: a field the chart reads that the wire lost fails to compile here. */
export async function loadDepositMethods(): Promise<DepositMethods> {
  const value: DepositMethods = await callApi<DepositMethodsValue>('/wps/relay/MCSFE_getDepositMethods', { token: true });
  return value;
}

/**
 * Only a path of this site or an http(s) address is followed: anything else (a `javascript:` URL from
 * a gateway that is not ours) is refused before the browser is sent there.
 */
const CHECKOUT_URL = /^(\/(?!\/)|https?:\/\/)/;

export function depositByLaunchUrl(request: PaymentRequest): Promise<PaymentStarted> {
  return withPlainFailure(async () => {
    const value = await callApi<DepositByLaunchUrlValue>('/wps/relay/MCSFE_depositByLaunchUrl', { method: 'POST', token: true, body: request });
    if (!CHECKOUT_URL.test(value.redirectUrl)) throw apiFailure('deposit.redirect.invalid');
    return { depositId: value.depositId, redirectUrl: value.redirectUrl };
  }, refusedFieldsOf);
}

export function manualTransfer(request: TransferRequest): Promise<TransferSubmitted> {
  return withPlainFailure(async () => {
    const value = await callApi<ManualTransferValue>('/wps/relay/MCSFE_manualTransferByRemark', { method: 'POST', token: true, body: request });
    return { depositId: value.depositId };
  }, refusedFieldsOf);
}

/** The wire's record as the chart reads it (the bank code is the gateway's business). */
export async function loadDeposit(depositId: string): Promise<DepositRecord> {
  const { bankCode: _bankCode, ...record } = await callApi<DepositRecordWire>('/wps/relay/MCSFE_getDepositDetail', {
    token: true,
    query: { depositId },
  });
  // the page links back to the checkout page: only an address it may follow
  return { ...record, redirectUrl: record.redirectUrl !== null && CHECKOUT_URL.test(record.redirectUrl) ? record.redirectUrl : null };
}

export async function cancelDeposit(depositId: string): Promise<void> {
  await callApi<unknown>('/wps/relay/MCSFE_cancelDeposit', { method: 'POST', token: true, body: { depositId } });
}
