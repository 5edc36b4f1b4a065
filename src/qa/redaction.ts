/**
 * What a recorded trace may not contain: passwords, captcha answers, SMS and other one-time codes,
 * tokens and captcha images. Redaction happens while recording, so a secret never reaches the
 * trace, the panel's event log or a downloaded file.
 *
 * Masking must not change what a chart decides on replay. A masked secret keeps its emptiness, its
 * length and its character classes (upper-case letter -> `A`, other letters -> `a`, digit -> `0`,
 * whitespace kept because guards trim, anything else -> `#`), so "field filled", length and
 * format checks behave the same. Within one recording, equal secrets get equal masks and
 * different secrets different masks (a colliding mask shifts its letters and digits), so
 * "confirmation equals new password" also decides the same. Tokens and images become fixed
 * placeholders; empty and null values stay as they are, so "has a token" decides the same.
 */

export const TOKEN_PLACEHOLDER = 'redacted-token';
export const IMAGE_PLACEHOLDER = 'redacted-image';

/** Keys (compared without case and punctuation) whose string values are typed secrets. */
const secretKey =
  /(password|passwd|pwd|passcode|captcha|captchaanswer|captchacode|smscode|otp|otpcode|verifycode|verificationcode|pincode|securitycode|securityanswer)$/;
/** Keys whose string values are bearer credentials. */
const tokenKey = /(token|authorization|secret|apikey|sessionkey|cookie)$/;
/**
 * Keys whose string values are challenge pictures: a captcha image shows its answer, and a slider
 * background shows where its gap (the answer) is. They also make up most of a trace's bytes.
 */
const imageKey = /(captcha(image|img|png)$)|(^(background|piece)$)/;

const normalise = (key: string) => key.toLowerCase().replace(/[^a-z]/g, '');
export const isSecretKey = (key: string) => !imageKey.test(normalise(key)) && secretKey.test(normalise(key));
export const isTokenKey = (key: string) => tokenKey.test(normalise(key));
export const isImageKey = (key: string) => imageKey.test(normalise(key));

/** Results of invoked actors that are secret as a whole, by invoke id (the output is not an object). */
const secretOutputs: Record<string, 'image' | 'token'> = {
  fetchCaptcha: 'image',
};

/** One character's class mask, as many UTF-16 units long as the character, so lengths match. */
function shiftClass(char: string, shift: number): string {
  let masked = '#';
  if (/\p{Lu}/u.test(char)) masked = String.fromCharCode(65 + (shift % 26));
  else if (/\p{L}/u.test(char))
    masked = String.fromCharCode(97 + (shift % 26)); // lower-case and caseless letters
  else if (/\p{Nd}/u.test(char)) masked = String.fromCharCode(48 + (shift % 10));
  else if (/\s/u.test(char)) masked = ' ';
  return masked.repeat(char.length);
}

/** The character-class mask of one secret: `Player2026!` -> `Aaaaaa0000#`. */
export function maskSecret(value: string, variant = 0): string {
  return Array.from(value, (char) => shiftClass(char, variant)).join('');
}

export interface Redactor {
  /** A JSON-safe, masked copy of any value (events, inputs, outputs). */
  value(value: unknown): unknown;
  /** A JSON-safe, masked copy of an event, including whole-output rules for invoke results. */
  event(event: { type: string }): { type: string; [key: string]: unknown };
  /** The mask of one secret, stable for the life of this redactor. */
  mask(secret: string): string;
}

const MAX_DEPTH = 24;

/** One redactor per recording: it remembers masks so equal secrets stay equal and different ones differ. */
export function createRedactor(): Redactor {
  const masks = new Map<string, string>();
  const taken = new Set<string>();

  function mask(secret: string): string {
    const known = masks.get(secret);
    if (known !== undefined) return known;
    let variant = 0;
    let masked = maskSecret(secret, variant);
    // a string with no letter or digit has a single possible mask: let it collide
    while (taken.has(masked) && /[\p{L}\p{Nd}]/u.test(secret) && variant < 25) masked = maskSecret(secret, ++variant);
    masks.set(secret, masked);
    taken.add(masked);
    return masked;
  }

  function redactString(key: string | null, text: string, parent: Record<string, unknown> | null): string {
    if (key === null || text === '') return text;
    if (isImageKey(key)) return IMAGE_PLACEHOLDER;
    if (isTokenKey(key)) return TOKEN_PLACEHOLDER;
    if (isSecretKey(key)) return mask(text);
    // `{ field: 'password', value: '…' }`: a form event names the field beside the value
    if (key === 'value' && parent && typeof parent.field === 'string' && isSecretKey(parent.field)) return mask(text);
    return text;
  }

  function copy(value: unknown, key: string | null, parent: Record<string, unknown> | null, depth: number, seen: WeakSet<object>): unknown {
    if (typeof value === 'string') return redactString(key, value, parent);
    if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
    if (typeof value !== 'object') return undefined; // functions, symbols, undefined, bigint: not JSON
    if (seen.has(value) || depth > MAX_DEPTH) return '[unserialisable]';
    if (value instanceof Error) return { name: value.name, message: value.message };
    if (value instanceof Date) return value.toISOString();
    const ref = value as { sessionId?: unknown; send?: unknown };
    if (typeof ref.sessionId === 'string' && typeof ref.send === 'function') return { actorRef: ref.sessionId };
    // a chart handed to its parent to run (`child.start`): named by its id, not copied whole
    const logic = value as { transition?: unknown; getInitialSnapshot?: unknown; id?: unknown };
    if (typeof logic.transition === 'function' && typeof logic.getInitialSnapshot === 'function') {
      return { chart: typeof logic.id === 'string' ? logic.id : 'actor logic' };
    }
    // a child's snapshot inside an event (`xstate.snapshot.<id>` of an invoke's onSnapshot): a chart
    // can read only these parts of it; its machine definition would add ~100 KB per event
    const snapshot = value as { machine?: unknown; status?: unknown; value?: unknown; context?: unknown };
    if (snapshot.machine && typeof snapshot.machine === 'object' && 'status' in snapshot && 'context' in snapshot) {
      const { status, value: stateValue, context, output, error } = value as Record<string, unknown>;
      return copy({ status, value: stateValue, context, output, error }, key, parent, depth, seen);
    }
    seen.add(value);
    try {
      if (Array.isArray(value)) return value.map((item) => copy(item, key, null, depth + 1, seen) ?? null);
      const record = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(record)) {
        const copied = copy(v, k, record, depth + 1, seen);
        if (copied !== undefined) out[k] = copied;
      }
      return out;
    } finally {
      seen.delete(value);
    }
  }

  const redactValue = (value: unknown) => copy(value, null, null, 0, new WeakSet());

  function redactEvent(event: { type: string }): { type: string; [key: string]: unknown } {
    const out = redactValue(event) as { type: string; [key: string]: unknown };
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
    const rule = done ? secretOutputs[done[1]] : undefined;
    if (rule && typeof out.output === 'string' && out.output !== '') {
      out.output = rule === 'image' ? IMAGE_PLACEHOLDER : TOKEN_PLACEHOLDER;
    }
    return out;
  }

  return { value: redactValue, event: redactEvent, mask };
}
