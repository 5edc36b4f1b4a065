/** What the profile-field chart asks of the world, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { profileFieldMachine } from './profile-field.machine';
import type { ProfileFieldValue } from './profile-field.types';

export interface ProfileFieldCalls {
  /** answers the value as saved */
  saveProfileField(request: ProfileFieldValue): Promise<ProfileFieldValue>;
}

export function provideProfileField(calls: ProfileFieldCalls): typeof profileFieldMachine {
  return profileFieldMachine.provide({
    actors: { saveProfileField: fromPromise<ProfileFieldValue, ProfileFieldValue>(({ input }) => calls.saveProfileField(input)) },
  });
}
