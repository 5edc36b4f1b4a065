/**
 * Opens customer service in a 440x750 popup. The popup is opened synchronously inside the click
 * (popup blockers allow only that), then pointed at the link once the decryption chunk has loaded;
 * on any failure it is closed again (SPEC §4).
 */
import type { CustomerServiceEntry } from './customer-service';

export const CUSTOMER_SERVICE_FEATURES = 'width=440,height=750';

export function openCustomerService(entries: readonly CustomerServiceEntry[]): void {
  if (entries.length === 0) return;
  const popup = window.open('', 'service', CUSTOMER_SERVICE_FEATURES);
  import('./customer-service')
    .then(({ customerServiceUrl }) => {
      const url = customerServiceUrl(entries);
      if (!url) throw new Error('customerService.missing');
      if (popup && !popup.closed) {
        popup.opener = null;
        popup.location.href = url;
      } else {
        // blocked popup: fall back to a new tab
        window.open(url, '_blank', 'noopener');
      }
    })
    .catch(() => popup?.close());
}
