/**
 * The canonical form of typed identifiers (server/identity/identifier-key.ts): every spelling a
 * person would take for the same name gives one key, and the key is stable.
 */
import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters, identifierKey, typedDigits, usernameKey } from '../../server/identity/identifier-key';

describe('identifier keys', () => {
  it.each([
    ['dotted capital I (U+0130), the probe’s spelling', 'probe_İX'],
    ['dotless small i (U+0131)', 'probe_ıx'],
    ['capitals', 'PROBE_IX'],
    ['full-width letters from an East Asian keyboard', 'ｐｒｏｂｅ＿ｉｘ'],
    ['a zero-width space inside', 'pro\u200Bbe_ix'],
    ['a soft hyphen and a right-to-left mark inside', 'pro\u00ADbe_i\u200Fx'],
    ['ideographic and no-break spaces around', '\u3000probe_ix\u00A0'],
    ['i followed by a combining dot above', 'probe_i\u0307x'],
  ])('%s names the same account as probe_ix', (_label, spelling) => {
    expect(usernameKey(spelling)).toBe('probe_ix');
  });

  it('folds case fully, not only by lower-casing', () => {
    expect(identifierKey('STRASSE')).toBe(identifierKey('straße'));
    expect(identifierKey('ſam')).toBe('sam');
    expect(identifierKey('ΟΔΟΣ')).toBe(identifierKey('οδος'));
    expect(identifierKey('\u212Aelvin')).toBe('kelvin'); // the Kelvin sign
    expect(identifierKey('ﬁsh')).toBe('fish');
  });

  it('keeps composed and decomposed accents as one name', () => {
    expect(identifierKey('jos\u00E9')).toBe(identifierKey('jose\u0301'));
  });

  it('keeps different names apart', () => {
    expect(identifierKey('probe_ix')).not.toBe(identifierKey('probe_lx'));
    expect(identifierKey('jose')).not.toBe(identifierKey('josé'));
    expect(identifierKey('玩家一')).not.toBe(identifierKey('玩家二'));
  });

  it('is idempotent for every assigned plane of Unicode', () => {
    const unstable: string[] = [];
    // planes 0-3 and the tags and variation selectors of plane 14; planes 4-13 have no characters
    const codePoints = function* () {
      for (let cp = 0; cp <= 0x3ffff; cp++) if (cp < 0xd800 || cp > 0xdfff) yield cp;
      for (let cp = 0xe0000; cp <= 0xe0fff; cp++) yield cp;
    };
    for (const cp of codePoints()) {
      const key = identifierKey(`a${String.fromCodePoint(cp)}b`);
      if (identifierKey(key) !== key) unstable.push(cp.toString(16));
    }
    expect(unstable).toEqual([]);
  });

  it('reads full-width digits as digits and drops invisible characters from typed numbers', () => {
    expect(typedDigits('０９１７１２３４５６７')).toBe('09171234567');
    expect(typedDigits(' 123\u200B456 ')).toBe('123456');
  });

  it('flags names with characters that would vanish from their key', () => {
    expect(hasInvisibleCharacters('demo\u200Bplayer')).toBe(true);
    expect(hasInvisibleCharacters('demo\u0007player')).toBe(true);
    expect(hasInvisibleCharacters('demo_player')).toBe(false);
    expect(hasInvisibleCharacters('玩家一')).toBe(false);
  });
});
