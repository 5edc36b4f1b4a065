/**
 * Downline-account chart: graph paths over loading (a failure and its retry), the form (a field
 * missing or against the merchant's rule, a rate above the ceiling), an account opened, refused for
 * a taken username, a register rule, a product's rate, or otherwise, and another account after a
 * result; behaviour: every mistake shown at once and nothing sent, what is sent, the password not
 * kept after the result.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { accountFormValid, downlineAccountMachine, selectDownlineAccountView } from '../../machines/downline-account';
import type {
  AccountRules,
  DownlineAccountLoad,
  DownlineAccountRequest,
  DownlineAccountResult,
  DownlineAccountSnapshot,
  RebateCeiling,
} from '../../machines/downline-account';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as DownlineAccountSnapshot;
const ceilings: RebateCeiling[] = [
  { product: 'LIVE', rate: 1, maxRate: 1 },
  { product: 'LOTT', rate: 2, maxRate: 1.5 },
];
/** As the demo merchant's: a letter then letters and digits, 6 to 16; letters and digits together, 8 to 128. */
const rules: AccountRules = {
  username: { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 1, minLength: 6, maxLength: 16 },
  password: { enabled: true, required: true, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).*$', patternId: 5, minLength: 8, maxLength: 128 },
};
const load: DownlineAccountLoad = { ceilings, rules };
const result: DownlineAccountResult = { customerId: 501, username: 'newbie', type: 'agent' };
const errorOf = (event: EventObject) => (event as unknown as { error: { errorCode: string } }).error.errorCode;

runPathSuite({
  machine: downlineAccountMachine.provide({
    actors: {
      loadForm: pending<DownlineAccountLoad, void>(),
      createDownline: pending<DownlineAccountResult, DownlineAccountRequest>(),
    },
  }),
  events: {
    'xstate.done.actor.loadForm': [{ output: load }],
    'xstate.error.actor.loadForm': [{ error: { errorCode: 'agent.only' } }],
    'field.change': [
      { field: 'username', value: 'newbie' },
      { field: 'username', value: 'ab' },
      { field: 'password', value: 'secret123' },
    ],
    'rate.change': [
      { product: 'LOTT', value: '1.6' },
      { product: 'LOTT', value: '1.5' },
    ],
    'xstate.done.actor.createDownline': [{ output: result }],
    'xstate.error.actor.createDownline': [
      { error: { errorCode: 'username.taken', value: null } },
      { error: { errorCode: 'request_param_err', value: { fields: { password: 'reg_pattern_5' } } } },
      { error: { errorCode: 'request_param_err', value: { fields: { username: 'Not this one' } } } },
      { error: { errorCode: 'rebate.aboveOwn', value: { product: 'LOTT', limit: 1.5 } } },
      { error: { errorCode: 'network.error', value: null } },
    ],
  },
  // the state and whether the form may be sent; what shows is asserted, not explored
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const c = s.context;
    return JSON.stringify([s.value, c.values, c.rates, c.result !== null]);
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    const view = selectDownlineAccountView(s);
    expect(view.status).toBe(s.value as string);
    if (s.matches('submitting')) expect(accountFormValid(s.context)).toBe(true);
    if (event.type === 'xstate.error.actor.createDownline') {
      const code = errorOf(event);
      const fields = (event as unknown as { error: { value: { fields?: Record<string, string> } | null } }).error.value?.fields;
      expect(view.fieldErrors).toEqual(
        code === 'username.taken'
          ? { username: { code: 'username.taken' } }
          : fields?.password
            ? { password: { code: 'reg_pattern_5', min: 8, max: 128 } }
            : fields?.username
              ? { username: { code: 'refused', text: 'Not this one' } }
              : {},
      );
      expect(view.rateErrors).toEqual(code === 'rebate.aboveOwn' ? { LOTT: { code: 'aboveOwn', limit: 1.5 } } : {});
      expect(view.errorCode).toBe(code === 'network.error' ? code : null);
      // a refusal keeps what was typed
      expect(view.values.password).toBe('secret123');
    }
    if (s.matches('done')) {
      expect(view.result).toEqual(result);
      expect(view.values.password).toBe('');
    } else expect(view.result).toBeNull();
  },
});

describe('downline account behaviour', () => {
  it('shows every mistake at once, sends nothing until they are gone, then opens the account', async () => {
    const sent: DownlineAccountRequest[] = [];
    const actor = createActor(
      downlineAccountMachine.provide({
        actors: {
          loadForm: fromPromise(async () => load),
          createDownline: fromPromise(async ({ input }: { input: DownlineAccountRequest }) => {
            sent.push(input);
            return result;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'rate.change', product: 'LIVE', value: '1.01' });
    actor.send({ type: 'field.change', field: 'password', value: 'lettersonly' });
    actor.send({ type: 'form.submit' });
    expect(selectDownlineAccountView(actor.getSnapshot())).toMatchObject({
      fieldErrors: { username: { code: 'required' }, password: { code: 'reg_pattern_5', min: 8, max: 128 } },
      rateErrors: { LIVE: { code: 'aboveMax', limit: 1 } },
    });
    actor.send({ type: 'field.change', field: 'username', value: '9lives' });
    actor.send({ type: 'form.submit' });
    expect(selectDownlineAccountView(actor.getSnapshot()).fieldErrors.username).toEqual({ code: 'reg_pattern_1', min: 6, max: 16 });
    expect(sent).toEqual([]);
    actor.send({ type: 'field.change', field: 'username', value: ' newbie ' });
    actor.send({ type: 'field.change', field: 'password', value: ' pass word 1' });
    actor.send({ type: 'field.change', field: 'type', value: 'agent' });
    actor.send({ type: 'rate.change', product: 'LIVE', value: '0.75' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toEqual([
      {
        username: 'newbie',
        password: ' pass word 1',
        type: 'agent',
        rates: [
          { product: 'LIVE', rate: 0.75 },
          { product: 'LOTT', rate: 0 },
        ],
      },
    ]);
    actor.send({ type: 'account.new' });
    expect(selectDownlineAccountView(actor.getSnapshot())).toMatchObject({
      status: 'editing',
      values: { username: '', password: '', type: 'member' },
    });
  });
});
