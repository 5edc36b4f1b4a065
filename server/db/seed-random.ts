/**
 * The seeded randomness and the name building of the generated games catalogue: a fixed-seed PRNG
 * that gives every machine the same sequence, picks by weight, and game names in three languages.
 */
import type { Names } from '../games/game-types';
import type { Word } from './seed-games-words';

/** mulberry32: small, fast, and the same sequence on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
export function weighted<T>(random: Random, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1][0];
}

export const joinEn = (...parts: string[]) => parts.filter(Boolean).join(' ');
/** Chinese runs words together; Latin endings and numbers keep a space. */
const joinCn = (...parts: string[]) =>
  parts.filter(Boolean).reduce((name, part) => (name && /^[A-Za-z0-9]/.test(part) ? `${name} ${part}` : name + part), '');
/** adjective + noun + ending, in each language's word order */
export const phrase = (adjective: Word | null, noun: Word, ending: Word | null): Names => ({
  EN: joinEn(adjective?.EN ?? '', noun.EN, ending?.EN ?? ''),
  MS: joinEn(noun.MS, adjective?.MS ?? '', ending?.MS ?? ''),
  CN: joinCn(adjective?.CN ?? '', noun.CN, ending?.CN ?? ''),
});
export const numbered = (names: Names, n: number): Names => ({ EN: `${names.EN} ${n}`, MS: `${names.MS} ${n}`, CN: `${names.CN} ${n}` });
