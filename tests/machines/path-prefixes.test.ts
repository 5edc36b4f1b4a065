/**
 * The path suites replay only the paths that no longer path from the same input begins with: every
 * step of a replay is checked, so a prefix's replay would check nothing the longer one does not.
 */
import { describe, expect, it } from 'vitest';
import { withoutPrefixes } from './support/path-suite';

const path = (input: unknown, ...events: string[]) => ({
  kind: 'state' as const,
  description: events.join(' → ') || 'initial',
  input,
  steps: events.map((type) => ({ event: { type }, key: type })),
});

describe('paths replayed by the suites', () => {
  it('drops a path that a longer one from the same input begins with, and keeps every other', () => {
    const paths = [
      path(1),
      path(1, 'a'),
      path(1, 'a', 'b'),
      path(1, 'a', 'c'),
      path(1, 'b'),
      path(2, 'a'),
      path({ switch: 'on' }, 'a', 'b'),
      path({ switch: 'off' }, 'a'),
    ];
    expect(withoutPrefixes(paths).map((p) => [p.input, p.description])).toEqual([
      [1, 'a → b'],
      [1, 'a → c'],
      [1, 'b'],
      [2, 'a'],
      [{ switch: 'on' }, 'a → b'],
      [{ switch: 'off' }, 'a'],
    ]);
  });

  it('tells events apart by their whole payload, not their type', () => {
    const short = { ...path(1, 'field.change'), steps: [{ event: { type: 'field.change', value: 'x' }, key: 's' }] };
    const long = {
      ...path(1, 'field.change', 'submit'),
      steps: [
        { event: { type: 'field.change', value: 'y' }, key: 's' },
        { event: { type: 'submit' }, key: 't' },
      ],
    };
    expect(withoutPrefixes([short, long])).toEqual([short, long]);
  });
});
