/**
 * One profile field of the security centre (research §3.2; wire/security-center.schemas.ts): the
 * nickname, changed at will, or the real name (payee name) and the birthday, each set once. These
 * are the chart's shapes; src/api maps the wire onto them.
 */
import type { FormContext } from '../shared';

export type ProfileFieldName = 'nickname' | 'payeeName' | 'birthday';

/** Fields the gateway takes once: customer service corrects them, the member cannot. */
export const SET_ONCE_FIELDS: readonly ProfileFieldName[] = ['payeeName', 'birthday'];

/**
 * Why the value is refused: `required`, `length` (outside the field's limits), `format` (characters
 * the field does not take), `date` (not a calendar date from 1900 on), `underAge` (younger than
 * 21), or `refused` with the gateway's own text.
 */
export type ProfileFieldErrorCode = 'required' | 'length' | 'format' | 'date' | 'underAge' | 'refused';

export interface ProfileFieldError {
  code: ProfileFieldErrorCode;
  /** the gateway's text for `refused`, else null */
  text: string | null;
}

export interface ProfileFieldInput {
  field: ProfileFieldName;
  /** what the field holds now ('' when not set) */
  value: string;
  /** today as `YYYY-MM-DD` (UTC, as the gateway counts ages): the clock is the edge's */
  today: string;
}

/** What `saveProfileField` sends, and what it resolves with (the value as the gateway kept it). */
export interface ProfileFieldValue {
  field: ProfileFieldName;
  value: string;
}

/** A refused save as src/api hands it over; `request_param_err` also names the field's problem. */
export interface ProfileFieldFailure {
  errorCode: string;
  fields?: Record<string, string>;
}

export interface ProfileFieldContext extends FormContext<'value', ProfileFieldError> {
  field: ProfileFieldName;
  today: string;
}

export type ProfileFieldEvent =
  | { type: 'field.change'; field: 'value'; value: string }
  | { type: 'form.submit' }
  /** a set-once field: the member confirms it cannot be changed later */
  | { type: 'form.confirm' }
  /** a set-once field: back from the confirmation to the value */
  | { type: 'form.back' };

export interface ProfileFieldView {
  field: ProfileFieldName;
  value: string;
  error: ProfileFieldError | null;
  errorCode: string | null;
  setOnce: boolean;
  confirming: boolean;
  saving: boolean;
  canSubmit: boolean;
}
