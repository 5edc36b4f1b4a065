/**
 * The member centre's security centre (`securityCenter`; research §3.2): the security config
 * (account, profile, masked phone and e-mail, the payment password's state, the accounts' limit),
 * with a section per concern. The profile's fields are edited one at a time; the payment password
 * and the bank accounts are sections with charts of their own. These are the chart's shapes.
 */
import type { ContactKind } from '../contact-binding';
import type { PaymentPasswordState } from '../payment-password';
import type { ProfileFieldName } from '../profile-field';

export interface SecurityConfig {
  account: string;
  nickname: string;
  /** the real name; null until set */
  payeeName: string | null;
  /** `YYYY-MM-DD`; null until set */
  birthday: string | null;
  /** masked (`+63 917***4567`); null when none is bound */
  mobile: string | null;
  /** masked (`j***@example.com`); null when none is bound */
  email: string | null;
  paymentPassword: PaymentPasswordState;
  bankCards: { count: number; maxCardCount: number };
}

export interface SecurityCenterInput {
  /** today as `YYYY-MM-DD` (UTC, as the gateway counts ages): the clock is the edge's */
  today: string;
}

export interface SecurityCenterContext {
  config: SecurityConfig | null;
  today: string;
  /** the profile field being edited */
  editing: ProfileFieldName | null;
  /** the profile field saved last, for the page to say so */
  saved: ProfileFieldName | null;
  /** the contact (mobile number or e-mail) being bound or changed */
  contact: ContactKind | null;
  /** the contact bound last, for the page to say so */
  contactSaved: ContactKind | null;
  errorCode: string | null;
}

export type SecurityCenterEvent =
  | { type: 'config.retry' }
  /** opens a profile field's form: the nickname always, the real name and birthday while not set */
  | { type: 'profile.edit'; field: ProfileFieldName }
  | { type: 'profile.close' }
  /** opens the form that binds (nothing bound) or changes the mobile number or the e-mail address */
  | { type: 'contact.edit'; kind: ContactKind }
  | { type: 'contact.close' };

export interface SecurityCenterView {
  status: 'loading' | 'failed' | 'ready';
  config: SecurityConfig | null;
  editing: ProfileFieldName | null;
  saved: ProfileFieldName | null;
  /** which profile fields may be edited now */
  editable: Record<ProfileFieldName, boolean>;
  /** the contact whose form is open */
  contact: ContactKind | null;
  contactSaved: ContactKind | null;
  errorCode: string | null;
}
