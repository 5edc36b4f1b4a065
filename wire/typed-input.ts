/**
 * The form a typed number, code or name is read in before any rule looks at it: compatibility
 * forms made plain (full-width `０９１７` becomes `0917`), invisible characters and surrounding
 * space removed. The request schemas apply it, and the gateway's identifier keys
 * (server/identity/identifier-key.ts) build on the same two patterns, so the number a rule checked
 * is the number that is stored.
 */

/** Unicode Default_Ignorable_Code_Point: zero-width space and joiners, soft hyphen, bidi controls, variation selectors. */
export const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
/**
 * Characters a person cannot see or that reorder what they see: the ignorables above, bidi controls
 * (right-to-left marks, embeddings, overrides and isolates), other format characters and controls.
 * Not global: a test() of a global pattern keeps its position between calls.
 */
const HIDDEN = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Cf}\p{Cc}]/u;

/** True when a typed identifier holds a character that would hide or reorder part of it: refused, never removed, where it names a mailbox or an account. */
export function hasHiddenCharacters(value: string): boolean {
  return HIDDEN.test(value);
}

/** White space of any kind (no-break and ideographic spaces included) at either end. */
export const EDGE_SPACE = /^[\p{White_Space}]+|[\p{White_Space}]+$/gu;

/**
 * The form of a typed number or one-time code. Validation (digits only, length) runs on this form,
 * so `０９１７…` and `0917…` are the same number.
 */
export function typedDigits(value: string): string {
  return value.normalize('NFKC').replace(IGNORABLE, '').replace(EDGE_SPACE, '');
}

/** The form a typed name is kept in for display: compatibility forms made plain, surrounding space trimmed. */
export function typedText(value: string): string {
  return value.normalize('NFKC').replace(EDGE_SPACE, '');
}
