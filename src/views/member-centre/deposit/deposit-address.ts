/**
 * The deposit page's part of the address: `depositId`, with which the payment provider sends the
 * member back (`/?mc=depositv2&depositId=<id>`). The page keeps it equal to the deposit it shows,
 * so a reload or a shared link opens the same result, and the form drops it.
 */

/** A deposit id as the gateway writes them (digits); anything else names no deposit. */
const DEPOSIT_ID = /^\d{1,12}$/;

export function depositIdOf(search: string): string | null {
  const id = new URLSearchParams(search).get('depositId');
  return id !== null && DEPOSIT_ID.test(id) ? id : null;
}

export function withDepositId(search: string, depositId: string | null): string {
  const params = new URLSearchParams(search);
  if (depositId === null) params.delete('depositId');
  else params.set('depositId', depositId);
  const query = params.toString();
  return query ? `?${query}` : '';
}
