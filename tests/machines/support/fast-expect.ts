/**
 * Vitest's `expect` for the path suites' hot loops. A path suite checks every step of some 19,000
 * paths, several assertions a step: vitest's `expect` costs about 17 µs a call (its matcher state
 * is copied on every call), which was half of a large suite's time.
 *
 * This `expect` decides the common matchers with a plain comparison first, and hands anything it
 * cannot prove to vitest's own: a passing check is cheap, and a failing one fails exactly as it
 * would have, with vitest's message and diff. The plain comparisons only ever say "passes" where
 * vitest's matcher passes too (`isDeepStrictEqual` is stricter than `toEqual`; `toMatchObject` is
 * decided here for plain objects, arrays and primitives only). Every other matcher, `.not` and the
 * static helpers (`expect.any`, …) are vitest's.
 */
import { isDeepStrictEqual } from 'node:util';
import { expect as vitestExpect } from 'vitest';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Whether `actual` matches `expected` as `toMatchObject` would, decided only for plain data. */
function matchesSubset(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => matchesSubset(actual[i], item));
  }
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual)) return false;
    return Object.keys(expected).every((key) => key in actual && matchesSubset(actual[key], expected[key]));
  }
  if (expected !== null && typeof expected === 'object') return false; // a matcher, a date, a map: vitest's
  return Object.is(actual, expected);
}

type Matchers = ReturnType<typeof vitestExpect>;

function fastExpect(actual: unknown, message?: string): Matchers {
  const full = () => vitestExpect(actual, message);
  const fast: Record<string, (...args: never[]) => void> = {
    toBe: (expected: unknown) => {
      if (!Object.is(actual, expected)) full().toBe(expected);
    },
    toEqual: (expected: unknown) => {
      if (!isDeepStrictEqual(actual, expected)) full().toEqual(expected);
    },
    toStrictEqual: (expected: unknown) => {
      if (!isDeepStrictEqual(actual, expected)) full().toStrictEqual(expected);
    },
    toMatchObject: (expected: object) => {
      if (!matchesSubset(actual, expected)) full().toMatchObject(expected);
    },
    toBeNull: () => {
      if (actual !== null) full().toBeNull();
    },
    toBeUndefined: () => {
      if (actual !== undefined) full().toBeUndefined();
    },
    toBeDefined: () => {
      if (actual === undefined) full().toBeDefined();
    },
    toHaveLength: (length: number) => {
      if ((actual as { length?: unknown } | null)?.length !== length) full().toHaveLength(length);
    },
  };
  return new Proxy({} as Matchers, {
    get: (_, name: string) => (name in fast ? fast[name] : Reflect.get(full(), name)),
  });
}

/** `expect(actual, message)` with vitest's statics (`expect.any`, `expect.objectContaining`, …). */
export const expect = new Proxy(vitestExpect, {
  apply: (_, __, args: [unknown, string?]) => fastExpect(...args),
});
