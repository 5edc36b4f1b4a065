/**
 * The merchant setting that switches the phone-provider path on, with the provider project whose
 * ID tokens the merchant accepts (their audience) and the project's daily SMS quota. Read on every
 * call that needs it (one primary-key row), so an operator's switch applies at once.
 */
import type { Queryable } from '../db/db.types';

export interface PhoneAuthSetting {
  merchantId: number;
  enabled: boolean;
  projectId: string;
  dailySmsQuota: number;
}

/** Project ids as hosted providers allow them: 6-30 lower-case letters, digits and hyphens. */
export const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

export const DEFAULT_DAILY_SMS_QUOTA = 1000;

interface Row {
  merchant_id: number;
  enabled: boolean;
  project_id: string;
  daily_sms_quota: number;
}

const toSetting = (row: Row | undefined): PhoneAuthSetting | null =>
  row ? { merchantId: row.merchant_id, enabled: row.enabled, projectId: row.project_id, dailySmsQuota: row.daily_sms_quota } : null;

export async function phoneAuthOfMerchant(db: Queryable, merchantId: number): Promise<PhoneAuthSetting | null> {
  const found = await db.query<Row>('SELECT merchant_id, enabled, project_id, daily_sms_quota FROM phone_auth_settings WHERE merchant_id = $1', [
    merchantId,
  ]);
  return toSetting(found.rows[0]);
}

export async function phoneAuthOfProject(db: Queryable, projectId: string): Promise<PhoneAuthSetting | null> {
  if (!PROJECT_ID.test(projectId)) return null;
  const found = await db.query<Row>('SELECT merchant_id, enabled, project_id, daily_sms_quota FROM phone_auth_settings WHERE project_id = $1', [
    projectId,
  ]);
  return toSetting(found.rows[0]);
}

/** What GET /wps/system/status tells the SPA: whether the path is on and, only then, the project. */
export async function publicPhoneAuth(db: Queryable, merchantId: number): Promise<{ enabled: boolean; projectId: string | null }> {
  const setting = await phoneAuthOfMerchant(db, merchantId);
  return setting?.enabled ? { enabled: true, projectId: setting.projectId } : { enabled: false, projectId: null };
}

/**
 * Switches the path on or off. Switching on keeps the merchant's project unless another is given;
 * a merchant without one gets `projectId` (required then). Answers the setting now in force.
 */
export async function savePhoneAuth(
  db: Queryable,
  input: { merchantId: number; enabled: boolean; projectId: string | null; dailySmsQuota: number | null; now: Date },
): Promise<PhoneAuthSetting> {
  const found = await db.query<Row>(
    `INSERT INTO phone_auth_settings (merchant_id, enabled, project_id, daily_sms_quota, updated_at)
     VALUES ($1, $2, $3, coalesce($4, ${DEFAULT_DAILY_SMS_QUOTA}), $5)
     ON CONFLICT (merchant_id) DO UPDATE SET enabled = $2, project_id = coalesce($6, phone_auth_settings.project_id),
       daily_sms_quota = coalesce($4, phone_auth_settings.daily_sms_quota), updated_at = $5
     RETURNING merchant_id, enabled, project_id, daily_sms_quota`,
    [input.merchantId, input.enabled, input.projectId ?? '', input.dailySmsQuota, input.now, input.projectId],
  );
  return toSetting(found.rows[0])!;
}
