/**
 * The betting record's part of the address: `bet`, the order number of the bet whose detail shows.
 * Opening a detail adds it, closing drops it, so back closes the detail and a link opens it.
 */
const ORDER_NO = /^[GL]\d{1,12}$/;

export function betOf(search: string): string | null {
  const orderNo = new URLSearchParams(search).get('bet');
  return orderNo !== null && ORDER_NO.test(orderNo) ? orderNo : null;
}

export function withBet(search: string, orderNo: string | null): string {
  const params = new URLSearchParams(search);
  if (orderNo === null) params.delete('bet');
  else params.set('bet', orderNo);
  const query = params.toString();
  return query ? `?${query}` : '';
}
