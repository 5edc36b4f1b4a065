/**
 * The deposit page's part of the address: `depositId`, with which the payment provider sends the
 * member back (`/?mc=depositv2&depositId=<id>`). The deposit chart keeps it equal to the deposit it
 * shows (machines/deposit, through the router), so a reload or a shared link opens the same result.
 */

/** A deposit id as the gateway writes them (digits); anything else names no deposit. */
const DEPOSIT_ID = /^\d{1,12}$/;

export function depositIdOf(search: string): string | null {
  const id = new URLSearchParams(search).get('depositId');
  return id !== null && DEPOSIT_ID.test(id) ? id : null;
}
