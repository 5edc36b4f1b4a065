/**
 * Profile field chart: graph paths over each field (the nickname, and the set-once real name and
 * birthday with their confirmation), typed values that pass or fail the gateway's rules, saves that
 * succeed, are refused under the field (the age rule included) or above it; the rules themselves.
 */
import { describe, it } from 'vitest';
import type { EventObject } from 'xstate';
import { profileFieldError, profileFieldMachine, selectProfileFieldView, valueToSend } from '../../machines/profile-field';
import type { ProfileFieldInput, ProfileFieldSnapshot, ProfileFieldValue } from '../../machines/profile-field';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as ProfileFieldSnapshot;
const TODAY = '2026-01-02';

let previous: ProfileFieldSnapshot | null = null;

runPathSuite({
  machine: profileFieldMachine.provide({ actors: { saveProfileField: pending<ProfileFieldValue, ProfileFieldValue>() } }),
  inputs: [
    { field: 'nickname', value: 'ann_88', today: TODAY },
    { field: 'payeeName', value: '', today: TODAY },
    { field: 'birthday', value: '', today: TODAY },
  ] satisfies ProfileFieldInput[],
  events: {
    'field.change': [
      { field: 'value', value: '' },
      { field: 'value', value: 'Ann Lee' },
      { field: 'value', value: '2004-12-31' },
      { field: 'value', value: '2005-01-03' },
    ],
    'xstate.done.actor.saveProfileField': [{ output: { field: 'nickname', value: 'Ann Lee' } }],
    'xstate.error.actor.saveProfileField': [
      { error: { errorCode: 'request_param_err', fields: { birthday: 'birthday.under.21', nickname: 'letters only', payeeName: 'letters only' } } },
      { error: { errorCode: 'payee.name.exists' } },
    ],
  },
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const c = s.context;
    return JSON.stringify({
      value: s.value,
      status: s.status,
      field: c.field,
      typed: c.values.value,
      error: c.fieldErrors.value ?? null,
      code: c.errorCode,
    });
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    if (event.type === 'xstate.init') previous = null;
    const view = selectProfileFieldView(s);
    expect(view.saving).toBe(s.matches('saving'));
    expect(view.confirming).toBe(s.matches('confirming'));
    expect(view.canSubmit).toBe(s.matches('editing'));
    // only a set-once field asks for a confirmation
    if (view.confirming) expect(view.setOnce).toBe(true);
    // a save sends a value that passes the field's rules
    if (s.matches('saving')) expect(profileFieldError(s.context.field, s.context.values.value, TODAY)).toBeNull();
    if (event.type === 'xstate.error.actor.saveProfileField') {
      // what was typed stays; a refusal that names the field shows under it, any other above the form
      expect(s.context.values).toEqual(previous!.context.values);
      const named = (event as unknown as { error: { errorCode: string } }).error.errorCode === 'request_param_err';
      expect(view.error !== null).toBe(named);
      expect(view.errorCode).toBe(named ? null : 'payee.name.exists');
      if (named && view.field === 'birthday') expect(view.error).toEqual({ code: 'underAge', text: null });
    }
    if (s.status === 'done') expect(s.output).toEqual({ field: 'nickname', value: 'Ann Lee' });
    expect(JSON.parse(JSON.stringify(s.context))).toEqual(s.context);
    previous = s;
  },
});

describe('profile field rules', () => {
  it('takes a nickname of 2 to 20 letters, digits, space, _ - . in their plain form', () => {
    expect(profileFieldError('nickname', '', TODAY)).toEqual({ code: 'required', text: null });
    expect(profileFieldError('nickname', 'a', TODAY)).toEqual({ code: 'length', text: null });
    expect(profileFieldError('nickname', 'x'.repeat(21), TODAY)).toEqual({ code: 'length', text: null });
    expect(profileFieldError('nickname', '<b>hi</b>', TODAY)).toEqual({ code: 'format', text: null });
    expect(profileFieldError('nickname', 'Ｌｅｅ　８８', TODAY)).toBeNull();
    expect(valueToSend('nickname', '  Lee   88 ')).toBe('Lee 88');
  });

  it('takes a real name as a person is named', () => {
    expect(profileFieldError('payeeName', 'Maria Dela Cruz', TODAY)).toBeNull();
    expect(profileFieldError('payeeName', "O'Brien-Smith Jr.", TODAY)).toBeNull();
    expect(profileFieldError('payeeName', '李小龍', TODAY)).toBeNull();
    expect(profileFieldError('payeeName', 'Ann 2', TODAY)).toEqual({ code: 'format', text: null });
    expect(profileFieldError('payeeName', 'A', TODAY)).toEqual({ code: 'length', text: null });
  });

  it('takes a calendar birthday of someone 21 or older, counted as the gateway counts', () => {
    expect(profileFieldError('birthday', '2005-01-02', TODAY)).toBeNull();
    expect(profileFieldError('birthday', '2005-01-03', TODAY)).toEqual({ code: 'underAge', text: null });
    expect(profileFieldError('birthday', '2001-02-29', TODAY)).toEqual({ code: 'date', text: null });
    expect(profileFieldError('birthday', '1899-12-31', TODAY)).toEqual({ code: 'date', text: null });
    expect(profileFieldError('birthday', '02/01/2000', TODAY)).toEqual({ code: 'date', text: null });
  });
});
