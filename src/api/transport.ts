/**
 * The SPA's HTTP transport: ofetch with the gateway headers on every request (CONTRACT §2), a
 * timeout, and no retry of its own (retrying is a chart decision: retry events, delays). Loaded
 * lazily by client.ts with the first call that goes to the network.
 */
import { ofetch } from 'ofetch';
import { readLanguageCode, readMerchantCode } from './request-context';

const REQUEST_TIMEOUT_MS = 30_000;

export const http = ofetch.create({
  timeout: REQUEST_TIMEOUT_MS,
  retry: false,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    const merchant = readMerchantCode();
    if (merchant) headers.set('Merchant', merchant);
    headers.set('Language', readLanguageCode());
    headers.set('Device', 'web');
    headers.set('X-Gateway-Version', '3');
    options.headers = headers;
  },
});
