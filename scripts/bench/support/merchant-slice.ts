/** The generators write the merchant's side of their history on one slice of each merchant account. */
import type { Db } from '../../../server/db/db.types';
import type { MerchantAccountKind } from '../../../server/wallet/merchant-slices';

export async function firstSlice(db: Db, merchantId: number, kind: MerchantAccountKind): Promise<number> {
  const row = await db.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE merchant_id = $1 AND member_id IS NULL AND kind = $2 AND slice = 0',
    [merchantId, kind],
  );
  return row.rows[0].id;
}
