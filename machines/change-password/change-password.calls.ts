/** What the password change asks of the gateway, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { changePasswordMachine } from './change-password.machine';
import type { PasswordChangeRequest } from './change-password.types';

export interface ChangePasswordCalls {
  changePassword(request: PasswordChangeRequest): Promise<void>;
}

export function provideChangePassword(calls: ChangePasswordCalls): typeof changePasswordMachine {
  return changePasswordMachine.provide({
    actors: {
      submitPasswordChange: fromPromise<void, PasswordChangeRequest>(({ input }) => calls.changePassword(input)),
    },
  });
}
