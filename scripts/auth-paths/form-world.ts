/**
 * How a visitor fills a form in this report: once the form is drawn, one field after another in
 * display order, each with one valid value, the SMS code only after a code was sent. Every order of
 * filling ends in the same request, so one order stands for all of them; client-side refusals
 * (an empty or malformed field) reach no gateway and are the charts' own path tests' business.
 */
import type { EventVariant } from './auth-path.types';
import { childContext, childMatches } from './world';

type Snapshot = { value: unknown; context: unknown };

export interface FormWorld {
  /** the fields the visitor fills now, in order */
  order: (s: Snapshot) => readonly string[];
  values: (s: Snapshot) => Readonly<Record<string, string>>;
  /** the form takes input now: drawn, no dialog over it, no refusal showing */
  open: (s: Snapshot) => boolean;
}

export interface FieldEntry {
  label: string;
  field: string;
  value: string;
}

/** The SMS code field waits for the code; every other field is ready when the form is. */
const SMS_CODE_FIELD = 'verificationCode';

/** The get-code button's chart under `id`: idle with nothing sent yet (one code per path). */
export const noCodeYet = (s: Snapshot, id = 'smsCountdown') => childMatches(s, id, 'idle') && childContext<{ sent: number }>(s, id)?.sent === 0;

export const codeSent = (s: Snapshot, id = 'smsCountdown') => (childContext<{ sent: number }>(s, id)?.sent ?? 0) > 0;

/** The slider check sits over the form while the get-code button runs it. */
export const sliderOpen = (s: Snapshot, id = 'smsCountdown') => childMatches(s, id, 'checkingHuman');

/** Fields before `field` in the current order are all filled. */
export function filledBefore(world: FormWorld, s: Snapshot, field: string): boolean {
  const order = world.order(s);
  const values = world.values(s);
  const at = order.indexOf(field);
  return order.slice(0, at === -1 ? order.length : at).every((f) => values[f] !== '');
}

export const formComplete = (world: FormWorld) => (s: Snapshot) => world.open(s) && world.order(s).every((f) => world.values(s)[f] !== '');

/** `field.change` variants: each field offered when it is next, the SMS code once a code came. */
export function fillVariants(world: FormWorld, entries: readonly FieldEntry[], extra: Partial<EventVariant> = {}): EventVariant[] {
  return entries.map(({ label, field, value }) => ({
    ...extra,
    label,
    payload: { field, value },
    offered: (s) =>
      world.open(s) &&
      world.order(s).includes(field) &&
      world.values(s)[field] === '' &&
      filledBefore(world, s, field) &&
      (field !== SMS_CODE_FIELD || codeSent(s)),
  }));
}

/** The get-code button: pressed once the fields before the SMS code are filled. */
export const codeRequest = (world: FormWorld, event: Partial<EventVariant> = {}): EventVariant[] => [
  { label: '', ...event, offered: (s) => world.open(s) && filledBefore(world, s, SMS_CODE_FIELD) && noCodeYet(s) },
];
