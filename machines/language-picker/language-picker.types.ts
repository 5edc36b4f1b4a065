/**
 * The header's language picker (SPEC §1, §2, §4 "Language change"): the offered codes and the
 * default come from configuration; the choice is kept under `hisLang`, its message catalog loads
 * lazily, and a signed-in member's language is also updated on the gateway.
 */

export interface LanguagePickerInput {
  /** the ~40 offered codes, in menu order (upper case: MS, EN, CN, ...) */
  offered: readonly string[];
  /** the configured default (SPEC: MS) */
  defaultCode: string;
  /** what `hisLang` holds, null when nothing was stored */
  stored?: string | null;
  signedIn?: boolean;
}

/** Input of `loadCatalog` (load and activate the catalog) and `updateServerLanguage`. */
export interface LanguageRequest {
  code: string;
}

export interface LanguagePickerContext {
  offered: string[];
  /** the language in use (its catalog is active) */
  current: string;
  /** the chosen language whose catalog is loading */
  pending: string | null;
  /** the menu row the keyboard is on */
  highlighted: number;
  signedIn: boolean;
  /** `language.catalog.failed` (the choice was not applied) or `language.server.failed` (applied here only) */
  errorCode: string | null;
}

export type LanguagePickerEvent =
  /** the picker button (click, Enter or Space) */
  | { type: 'menu.toggle' }
  /** ArrowDown on the closed picker */
  | { type: 'menu.open' }
  /** Escape, a click outside or focus leaving */
  | { type: 'menu.close' }
  /** ArrowDown / ArrowUp in the open menu (wrapping) */
  | { type: 'menu.highlightNext' }
  | { type: 'menu.highlightPrev' }
  /** Enter in the open menu */
  | { type: 'menu.chooseHighlighted' }
  /** a click on a language */
  | { type: 'language.choose'; code: string }
  | { type: 'language.dismissError' }
  /** the edge: a member signed in or out */
  | { type: 'session.changed'; signedIn: boolean };

export interface LanguagePickerView {
  current: string;
  /** the offered codes (the context's array, stable between snapshots) */
  offered: readonly string[];
  menuOpen: boolean;
  /** the keyboard row while open, -1 when closed */
  highlightedIndex: number;
  /** the chosen language's catalog is loading */
  switching: boolean;
  pendingCode: string | null;
  /** another language may be chosen now */
  canChoose: boolean;
  errorCode: string | null;
}
