/** The pattern messages of CONTRACT §5: one per pattern id, with the length substituted. */
import { describe, expect, it } from 'vitest';
import { lengthText, patternMessage } from '../../../src/views/registration/registration.messages';
import { activateEnglish, i18n } from '../support/i18n';

describe('registration pattern messages', () => {
  activateEnglish();

  it('shows one number when min equals max and a range otherwise', () => {
    expect(lengthText(10, 10)).toBe('10');
    expect(lengthText(6, 16)).toBe('6–16');
  });

  it('has a distinct message for each of the 20 pattern ids, with the length in it', () => {
    const texts = Array.from({ length: 20 }, (_, id) => i18n._(patternMessage(id, 4, 4)));
    expect(new Set(texts).size).toBe(20);
    for (const [id, text] of texts.entries()) {
      // 11 and 13 are date formats, which have no length
      if (id === 11 || id === 13) expect(text).toMatch(/^Date format/);
      else {
        expect(text).toContain('4');
        expect(text).not.toContain('4–4');
      }
    }
    expect(i18n._(patternMessage(1, 6, 16))).toBe('6–16 characters; the first must be a letter, then letters and numbers.');
    expect(i18n._(patternMessage(99, 2, 8))).toBe('Enter 2–8 characters in the required format.');
  });
});
