/**
 * A lottery bet's kind and picks as the member reads them on the betting page, in the record's
 * language: "Special prize, last 2 digits (Đề)" for `DE`, "Big (sum 23–45)" for the pick `BIG`.
 * The betting page's own texts (server/demo-games/draw-page.texts.ts) are the one source, so the
 * record and the page never name a bet differently.
 */
import { drawPageTexts } from '../demo-games/draw-page.texts';
import type { DrawPageTexts } from '../demo-games/draw-page.texts';
import type { CatalogueLanguage } from '../games/game-types';

const PICK_OPTIONS: Record<string, keyof DrawPageTexts> = { BIG: 'big', SMALL: 'small' };

/** The kind's name; null for a kind the page does not know (never its code). */
export function betKindName(kind: string, language: CatalogueLanguage): string | null {
  const texts = drawPageTexts(language);
  const key = `kind_${kind}`;
  const name = Object.hasOwn(texts, key) ? texts[key as keyof DrawPageTexts] : null;
  return typeof name === 'string' ? name : null;
}

/** A pick as the member chose it: numbers as they are, an option (BIG, SMALL) by its name. */
export function pickName(pick: string, language: CatalogueLanguage): string {
  const key = PICK_OPTIONS[pick];
  const name = key ? drawPageTexts(language)[key] : null;
  return typeof name === 'string' ? name : pick;
}
