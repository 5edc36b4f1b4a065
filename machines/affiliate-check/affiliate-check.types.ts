/**
 * Invitation (affiliate) code of a registration (SPEC §4): the code on the visitor's link is
 * checked once; a valid one hides the input and is the one the submit uses; an invalid one, or
 * none, shows the input. A code typed there is checked at submit; an invalid one is refused.
 */

export interface AffiliateCheckInput {
  /** the code of the visitor's link (`?affiliateCode=`, `?r=`), null without one */
  linkCode: string | null;
}

/** What `verifyAffiliateCode` asks the gateway; it rejects with `{ errorCode: 'invitation_code_error' }` for an unknown code. */
export interface AffiliateCodeRequest {
  code: string;
}

export interface AffiliateCheckContext {
  linkCode: string | null;
  /** the link's code has had its answer (valid or not) */
  linkChecked: boolean;
  /** the code last typed and sent for checking */
  typedCode: string;
  /** the code the submit uses once checked: the link's or the typed one */
  code: string | null;
  errorCode: string | null;
}

export type AffiliateCheckEvent = { type: 'affiliate.verify'; code: string };

/** The chart reduced to what its owner decides on; readable from a plain `{ value, context }`. */
export type AffiliateStatus = 'checkingLink' | 'linkAccepted' | 'editing' | 'verifying' | 'accepted' | 'rejected' | 'failed';

export interface AffiliateCheckView {
  status: AffiliateStatus;
  inputShown: boolean;
  code: string | null;
  errorCode: string | null;
}
