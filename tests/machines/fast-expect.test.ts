/**
 * The path suites' `expect` (support/fast-expect.ts) passes where vitest's passes and fails where
 * it fails, with vitest's own error.
 */
import { describe, expect as vitestExpect, it } from 'vitest';
import { expect } from './support/fast-expect';

const fails = (check: () => void) => vitestExpect(check).toThrow();

describe('the path suites’ expect', () => {
  it('passes what vitest passes', () => {
    expect(1).toBe(1);
    expect({ a: [1, { b: 2 }] }).toEqual({ a: [1, { b: 2 }] });
    expect({ a: 1, b: undefined }).toEqual({ a: 1 });
    expect({ a: 1, b: { c: 2, d: 3 } }).toMatchObject({ b: { c: 2 } });
    expect({ a: 5, list: [{ x: 1, y: 2 }] }).toMatchObject({ a: expect.any(Number), list: [{ x: 1 }] });
    expect(null).toBeNull();
    expect(undefined).toBeUndefined();
    expect(0).toBeDefined();
    expect([1, 2]).toHaveLength(2);
    expect(3).toBeGreaterThan(2);
    expect([1, 2]).not.toContain(3);
  });

  it('fails what vitest fails, with vitest’s message', () => {
    fails(() => expect(1).toBe(2));
    fails(() => expect({ a: 1 }).toBe({ a: 1 }));
    fails(() => expect({ a: [1, 2] }).toEqual({ a: [1, 3] }));
    fails(() => expect({ a: 1 }).toMatchObject({ a: 1, b: 2 }));
    fails(() => expect({ list: [1, 2] }).toMatchObject({ list: [1] }));
    fails(() => expect({ a: '5' }).toMatchObject({ a: expect.any(Number) }));
    fails(() => expect(0).toBeNull());
    fails(() => expect(null).toBeUndefined());
    fails(() => expect(undefined).toBeDefined());
    fails(() => expect([1]).toHaveLength(2));
    fails(() => expect(2).toBeGreaterThan(2));
    fails(() => expect([3]).not.toContain(3));
    vitestExpect(() => expect('ann', 'after field.change').toBe('bob')).toThrow(/after field.change/);
  });
});
