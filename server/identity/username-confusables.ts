/**
 * Usernames a person could take for another's (Unicode TR39, "Unicode Security Mechanisms"):
 *
 * - a name mixing scripts is refused, whatever pattern the operator's register rule allows: the
 *   restriction level "highly restrictive" (TR39 §5.2) accepts one script, or Latin with Han,
 *   Hiragana and Katakana, Latin with Han and Bopomofo, or Latin with Han and Hangul; `probeplаyer`
 *   with a Cyrillic `а` is none of these;
 * - names are unique per merchant by their confusable skeleton (TR39 §4), which catches what the
 *   script rule lets through: a whole-script twin (`раураl` all Cyrillic beside `paypal`), and
 *   look-alikes within one script (`rn` and `m`, `0` and `O`, `l` and `1`).
 *
 * The skeleton's mapping is Unicode's confusables.txt as the `unhomoglyph` package ships it.
 */
import unhomoglyph from 'unhomoglyph';
import { identifierKey } from './identifier-key';

/**
 * The name's skeleton in its canonical form: the identifier key (case folded, compatibility forms
 * and invisibles gone), TR39's skeleton of it (NFD, each character by its confusable prototype,
 * NFD again), keyed again, since some prototypes are capitals (`0` is like `O`) and the names are
 * compared regardless of case.
 */
export function usernameSkeleton(username: string): string {
  return identifierKey(unhomoglyph(identifierKey(username).normalize('NFD')).normalize('NFD'));
}

// ISO 15924 codes of Unicode's scripts; a code this runtime's Unicode tables do not know is left out
const SCRIPT_CODES =
  'Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Bhks Bopo Brah Brai Bugi Buhd Cakm Cans Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm Goth Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend Merc Mero Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa Todr Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb';

const SCRIPTS: readonly { code: string; pattern: RegExp }[] = SCRIPT_CODES.split(' ').flatMap((code) => {
  try {
    return [{ code, pattern: new RegExp(`^\\p{Script_Extensions=${code}}$`, 'u') }];
  } catch {
    return [];
  }
});

/** Common (digits, punctuation) and Inherited (combining marks) characters go with any script. */
const ANY_SCRIPT = /^[\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}]$/u;

/** The scripts besides one that TR39's "highly restrictive" level lets a name combine. */
const ALLOWED_MIXES: readonly (readonly string[])[] = [
  ['Latn', 'Hani', 'Hira', 'Kana'],
  ['Latn', 'Hani', 'Bopo'],
  ['Latn', 'Hani', 'Hang'],
];

/** The scripts a character is written in (its Script_Extensions), or null for any script. */
function scriptsOf(character: string): string[] | null {
  if (ANY_SCRIPT.test(character)) return null;
  return SCRIPTS.filter((script) => script.pattern.test(character)).map((script) => script.code);
}

/**
 * True when the name is not "highly restrictive" (TR39 §5.2): no single script holds all its
 * characters, nor one of the allowed East Asian mixes. A character of no known script is refused too.
 */
export function isMixedScript(username: string): boolean {
  const sets = [...identifierKey(username).normalize('NFD')].map(scriptsOf).filter((set) => set !== null);
  if (sets.some((set) => set.length === 0)) return true;
  const [first, ...rest] = sets;
  if (!first) return false;
  const common = first.filter((code) => rest.every((set) => set.includes(code)));
  if (common.length > 0) return false;
  return !ALLOWED_MIXES.some((mix) => sets.every((set) => set.some((code) => mix.includes(code))));
}
