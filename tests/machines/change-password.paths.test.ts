/**
 * Change password chart: graph paths over every validation branch, plus behaviour with resolving fakes.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { changePasswordMachine, selectChangePasswordView } from '../../machines/change-password';
import type { ChangePasswordSnapshot, PasswordChangeRequest } from '../../machines/change-password';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (snapshot: unknown) => snapshot as ChangePasswordSnapshot;

runPathSuite({
  machine: changePasswordMachine.provide({ actors: { submitPasswordChange: pending<void, PasswordChangeRequest>() } }),
  input: { forced: true },
  events: {
    'field.change': [
      { field: 'oldPassword', value: 'Old12345' },
      { field: 'newPassword', value: 'short1' },
      { field: 'newPassword', value: 'Old12345' },
      { field: 'newPassword', value: 'New12345' },
      { field: 'confirmNewPassword', value: 'New12345' },
      { field: 'confirmNewPassword', value: 'Other123' },
    ],
    'xstate.error.actor.submitPasswordChange': [{ error: { errorCode: 'password.old.invalid' } }],
  },
  // Field errors and the error code are display data: leave them out of graph identity.
  serialize: (snapshot) => {
    const s = asSnapshot(snapshot);
    return JSON.stringify({ value: s.value, status: s.status, values: s.context.values });
  },
  assertStep: (raw) => {
    const snapshot = asSnapshot(raw);
    const view = selectChangePasswordView(snapshot);
    expect(view.forced).toBe(true);
    expect(view.busy).toBe(snapshot.matches('submitting'));
    expect(view.canSubmit).toBe(snapshot.matches('editing'));
    if (snapshot.matches('submitting')) expect(view.fieldErrors).toEqual({});
  },
});

const filled = [
  { type: 'field.change', field: 'oldPassword', value: 'Old12345' },
  { type: 'field.change', field: 'newPassword', value: 'New12345' },
  { type: 'field.change', field: 'confirmNewPassword', value: 'New12345' },
] as const;

describe('change password behaviour', () => {
  it('flags every invalid field on submit and stays editing', () => {
    const actor = createActor(changePasswordMachine, { input: { forced: false } }).start();
    actor.send({ type: 'field.change', field: 'newPassword', value: 'abcdefgh' });
    actor.send({ type: 'field.change', field: 'confirmNewPassword', value: 'abcdefgi' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectChangePasswordView(actor.getSnapshot()).fieldErrors).toEqual({
      oldPassword: 'required',
      newPassword: 'password.format',
      confirmNewPassword: 'inconsistent_twice',
    });
    actor.send({ type: 'field.change', field: 'oldPassword', value: 'x' });
    expect(selectChangePasswordView(actor.getSnapshot()).fieldErrors.oldPassword).toBeUndefined();
  });

  it('rejects a new password equal to the old one', () => {
    const actor = createActor(changePasswordMachine, { input: { forced: false } }).start();
    actor.send({ type: 'field.change', field: 'oldPassword', value: 'Same1234' });
    actor.send({ type: 'field.change', field: 'newPassword', value: 'Same1234' });
    actor.send({ type: 'field.change', field: 'confirmNewPassword', value: 'Same1234' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ newPassword: 'password.same' });
  });

  it('sends the three fields and finishes when the gateway accepts', async () => {
    const sent: PasswordChangeRequest[] = [];
    const machine = changePasswordMachine.provide({
      actors: { submitPasswordChange: fromPromise<void, PasswordChangeRequest>(async ({ input }) => void sent.push(input)) },
    });
    const actor = createActor(machine, { input: { forced: true } }).start();
    for (const event of filled) actor.send(event);
    actor.send({ type: 'form.submit' });
    expect(selectChangePasswordView(actor.getSnapshot()).busy).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' }]);
  });

  it('shows the gateway error code and lets the member try again', async () => {
    const machine = changePasswordMachine.provide({
      actors: {
        submitPasswordChange: fromPromise<void, PasswordChangeRequest>(async () => {
          throw { errorCode: 'password.old.invalid' };
        }),
      },
    });
    const actor = createActor(machine, { input: { forced: false } }).start();
    for (const event of filled) actor.send(event);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    const view = selectChangePasswordView(actor.getSnapshot());
    expect(view.errorCode).toBe('password.old.invalid');
    expect(view.canSubmit).toBe(true);
  });
});
