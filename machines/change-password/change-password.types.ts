/** Change password: the dialog a signed-in member opens, or the forced step after login. */

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export type ChangePasswordValues = Record<ChangePasswordField, string>;

/** Field error codes; views map them to messages. */
export type ChangePasswordFieldError = 'required' | 'password.format' | 'password.same' | 'inconsistent_twice';

export type ChangePasswordFieldErrors = Partial<Record<ChangePasswordField, ChangePasswordFieldError>>;

export interface ChangePasswordInput {
  /** true when the server requires a new password before anything else (must-change session) */
  forced: boolean;
}

/** What `submitPasswordChange` sends; it rejects with `{ errorCode }` (e.g. `password.old.invalid`). */
export interface PasswordChangeRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ChangePasswordContext {
  values: ChangePasswordValues;
  fieldErrors: ChangePasswordFieldErrors;
  errorCode: string | null;
  forced: boolean;
}

export type ChangePasswordEvent = { type: 'field.change'; field: ChangePasswordField; value: string } | { type: 'form.submit' };

export interface ChangePasswordView {
  values: ChangePasswordValues;
  fieldErrors: ChangePasswordFieldErrors;
  errorCode: string | null;
  busy: boolean;
  forced: boolean;
  canSubmit: boolean;
}
