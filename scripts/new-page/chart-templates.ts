/**
 * The chart folder a new page starts with (machines/<page>/): a page that loads the member's
 * entries and sends a form that adds one. Every generated file passes the checks as written; the
 * page's own fields, rules and states replace these.
 */
import type { PageNames } from './names';

export function chartTypes(n: PageNames): string {
  return `/** What the ${n.title.toLowerCase()} page (chart \`${n.key}\`) keeps and is told. */
import type { ${n.pascal}TextError } from '../../rules/${n.kebab}';

/** One entry the member sent, as the gateway lists it (newest first). */
export interface ${n.pascal}Entry {
  id: string;
  text: string;
  /** epoch ms */
  createdAt: number;
}

/** What the form sends. */
export interface ${n.pascal}Request {
  text: string;
}

export type ${n.pascal}Field = keyof ${n.pascal}Request;

/** A field's error: what the view words (\`refused\`: the gateway refused the field). */
export type ${n.pascal}FieldError = ${n.pascal}TextError | 'refused';

export interface ${n.pascal}Context {
  entries: ${n.pascal}Entry[] | null;
  values: Record<${n.pascal}Field, string>;
  fieldErrors: Partial<Record<${n.pascal}Field, ${n.pascal}FieldError>>;
  errorCode: string | null;
  /** the last form sent was taken: the page says so until the member types again */
  sent: boolean;
}

export type ${n.pascal}Event =
  | { type: 'field.change'; field: ${n.pascal}Field; value: string }
  | { type: 'form.submit' }
  | { type: 'page.retry' };

export type ${n.pascal}Status = 'loading' | 'failed' | 'ready' | 'submitting';

export interface ${n.pascal}View {
  status: ${n.pascal}Status;
  entries: ${n.pascal}Entry[];
  values: Record<${n.pascal}Field, string>;
  fieldErrors: Partial<Record<${n.pascal}Field, ${n.pascal}FieldError>>;
  errorCode: string | null;
  sent: boolean;
  canSubmit: boolean;
}
`;
}

export function chartMachine(n: PageNames): string {
  return `/**
 * ${n.title} (id \`${n.key}\`): the member centre's ${n.key} page.
 *
 * - \`loading\` the member's entries; \`failed\` offers a retry.
 * - \`ready\`: the list and the form; a submit that passes the checks is sent (\`submitting\`), one
 *   that does not shows its errors under the fields.
 * - A sent form reloads the list and says it was sent; a refusal keeps what was typed.
 */
import { assign, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, formFields, notProvidedActor } from '../shared';
import { check${n.pascal}Text } from '../../rules/${n.kebab}';
import type { ${n.pascal}Context, ${n.pascal}Entry, ${n.pascal}Event, ${n.pascal}Field, ${n.pascal}FieldError, ${n.pascal}Request } from './${n.kebab}.types';

/** The form's errors by field; none when it may be sent. */
export function validate${n.pascal}(values: Record<${n.pascal}Field, string>): Partial<Record<${n.pascal}Field, ${n.pascal}FieldError>> {
  const text = check${n.pascal}Text(values.text);
  return text ? { text } : {};
}

const form = formFields<${n.pascal}Context, ${n.pascal}Event>();
const check = ({ values }: ${n.pascal}Context) => validate${n.pascal}(values);

export const ${n.key}Machine = setup({
  types: {
    context: {} as ${n.pascal}Context,
    events: {} as ${n.pascal}Event,
  },
  actors: {
    /** the member's entries, newest first */
    loadEntries: notProvidedActor<${n.pascal}Entry[]>('loadEntries'),
    sendEntry: notProvidedActor<void, ${n.pascal}Request>('sendEntry'),
  },
  actions: {
    assignEntries: assign(({ event }) => ({ entries: doneOutput<${n.pascal}Entry[]>(event), errorCode: null })),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors, sent: false };
    }),
    clearErrors: form.clearErrors,
    showErrors: form.showErrors(check),
    /** the gateway refused the form: a refused field is marked, anything else is said above the button */
    assignSendFailure: assign(({ context, event }) => {
      const error = errorOf(event) as { fields?: Record<string, string> } | undefined;
      const refused = Object.keys(error?.fields ?? {}).filter((field) => field in context.values);
      return {
        errorCode: errorCodeOf(error, 'network.error'),
        fieldErrors: Object.fromEntries(refused.map((field) => [field, 'refused' as const])),
      };
    }),
    markSent: assign(() => ({ values: { text: '' }, fieldErrors: {}, errorCode: null, sent: true })),
  },
  guards: {
    formValid: form.valid(check),
  },
}).createMachine({
  id: '${n.key}',
  context: { entries: null, values: { text: '' }, fieldErrors: {}, errorCode: null, sent: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadEntries',
        src: 'loadEntries',
        onDone: { target: 'ready', actions: 'assignEntries' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      description: 'The entries could not be loaded: the page offers a retry.',
      on: { 'page.retry': { target: 'loading' } },
    },
    ready: {
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': [{ guard: 'formValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'sendEntry',
        src: 'sendEntry',
        input: ({ context }) => ({ text: context.values.text.trim() }),
        onDone: { target: 'loading', actions: 'markSent' },
        onError: { target: 'ready', actions: 'assignSendFailure' },
      },
    },
  },
});
`;
}

export function rulesFile(n: PageNames): string {
  return `/** The ${n.title.toLowerCase()} form's rule, the same in the page's chart and at the gateway (wire/${n.kebab}.schemas.ts). */

export const ${n.snake.toUpperCase()}_TEXT_MAX = 500;

export type ${n.pascal}TextError = 'required' | 'tooLong';

/** What is wrong with a text as typed (it is trimmed first), or null. */
export function check${n.pascal}Text(text: string): ${n.pascal}TextError | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > ${n.snake.toUpperCase()}_TEXT_MAX) return 'tooLong';
  return null;
}
`;
}

export function chartSelectors(n: PageNames): string {
  return `/** View model of the ${n.title.toLowerCase()} page. */
import type { SnapshotFrom } from 'xstate';
import type { ${n.key}Machine } from './${n.kebab}.machine';
import type { ${n.pascal}Status, ${n.pascal}View } from './${n.kebab}.types';

export type ${n.pascal}Snapshot = SnapshotFrom<typeof ${n.key}Machine>;

function statusOf(snapshot: ${n.pascal}Snapshot): ${n.pascal}Status {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('submitting')) return 'submitting';
  if (snapshot.matches('ready')) return 'ready';
  return 'loading';
}

export function select${n.pascal}View(snapshot: ${n.pascal}Snapshot): ${n.pascal}View {
  const { context } = snapshot;
  return {
    status: statusOf(snapshot),
    entries: context.entries ?? [],
    values: context.values,
    fieldErrors: context.fieldErrors,
    errorCode: context.errorCode,
    sent: context.sent,
    canSubmit: snapshot.can({ type: 'form.submit' }),
  };
}
`;
}

export function chartCalls(n: PageNames): string {
  return `/** What the ${n.title.toLowerCase()} chart asks of the world: the gateway's calls, mapped onto its named actors. */
import { fromPromise } from 'xstate';
import { ${n.key}Machine } from './${n.kebab}.machine';
import type { ${n.pascal}Entry, ${n.pascal}Request } from './${n.kebab}.types';

export interface ${n.pascal}Calls {
  loadEntries(): Promise<${n.pascal}Entry[]>;
  sendEntry(request: ${n.pascal}Request): Promise<void>;
}

export function provide${n.pascal}(calls: ${n.pascal}Calls): typeof ${n.key}Machine {
  return ${n.key}Machine.provide({
    actors: {
      loadEntries: fromPromise(() => calls.loadEntries()),
      sendEntry: fromPromise<void, ${n.pascal}Request>(({ input }) => calls.sendEntry(input)),
    },
  });
}
`;
}

export function chartIndex(n: PageNames): string {
  return `/** The ${n.kebab} flow: the only module other code imports. */
export { ${n.key}Machine, validate${n.pascal} } from './${n.kebab}.machine';
export { provide${n.pascal} } from './${n.kebab}.calls';
export type { ${n.pascal}Calls } from './${n.kebab}.calls';
export { ${n.snake.toUpperCase()}_TEXT_MAX } from '../../rules/${n.kebab}';
export { select${n.pascal}View } from './${n.kebab}.selectors';
export type { ${n.pascal}Snapshot } from './${n.kebab}.selectors';
export type * from './${n.kebab}.types';
`;
}

export function chartPathTest(n: PageNames): string {
  return `/**
 * ${n.title} chart: graph paths over loading (answered, failed, retried), the form (an empty, a
 * too long and a passing text), sending (taken, refused by field, refused otherwise) and the reload
 * after a sent form; every state and transition is reached.
 */
import type { EventObject } from 'xstate';
import { ${n.key}Machine, select${n.pascal}View, validate${n.pascal} } from '../../machines/${n.kebab}';
import type { ${n.pascal}Entry, ${n.pascal}Request, ${n.pascal}Snapshot } from '../../machines/${n.kebab}';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as ${n.pascal}Snapshot;
const entry: ${n.pascal}Entry = { id: '1', text: 'First', createdAt: Date.UTC(2026, 11, 7) };

runPathSuite({
  machine: ${n.key}Machine.provide({
    actors: { loadEntries: pending<${n.pascal}Entry[], void>(), sendEntry: pending<void, ${n.pascal}Request>() },
  }),
  events: {
    'field.change': [
      { field: 'text', value: 'Hello' },
      { field: 'text', value: '   ' },
      { field: 'text', value: 'x'.repeat(501) },
    ],
    'xstate.done.actor.loadEntries': [{ output: [entry] }],
    'xstate.error.actor.loadEntries': [{ error: { errorCode: 'network.error' } }],
    'xstate.done.actor.sendEntry': [{ output: undefined }],
    'xstate.error.actor.sendEntry': [{ error: { errorCode: 'request_param_err', fields: { text: 'Too long' } } }, { error: { errorCode: 'system.error' } }],
  },
  serialize: (raw) => {
    const s = asSnapshot(raw);
    return JSON.stringify({ value: s.value, text: s.context.values.text, sent: s.context.sent, errors: s.context.fieldErrors });
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    const view = select${n.pascal}View(s);
    expect(view.canSubmit).toBe(s.matches('ready'));
    // nothing is sent that the checks refuse
    if (s.matches('submitting')) expect(validate${n.pascal}(s.context.values)).toEqual({});
    // a sent form is said once the list is back, and only then is the form empty
    if (event.type === 'xstate.done.actor.sendEntry') {
      expect(s.matches('loading')).toBe(true);
      expect(view.sent).toBe(true);
      expect(view.values.text).toBe('');
    }
    if (event.type === 'xstate.error.actor.sendEntry') expect(view.values.text).not.toBe('');
    if (s.matches('failed')) expect(view.errorCode).toBe('network.error');
  },
});
`;
}
