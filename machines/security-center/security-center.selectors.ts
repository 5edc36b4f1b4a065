/** View model of the security centre, and its sections' charts. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { bankCardsMachine } from '../bank-cards';
import type { paymentPasswordMachine } from '../payment-password';
import type { profileFieldMachine } from '../profile-field';
import { isEditable } from './security-center.machine';
import type { securityCenterMachine } from './security-center.machine';
import type { SecurityCenterView } from './security-center.types';

export type SecurityCenterSnapshot = SnapshotFrom<typeof securityCenterMachine>;

export function selectSecurityCenterView(snapshot: SecurityCenterSnapshot): SecurityCenterView {
  const { config, editing, saved, errorCode } = snapshot.context;
  const status = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  return {
    status,
    config,
    editing: snapshot.matches({ ready: 'editingProfile' }) ? editing : null,
    saved,
    editable: { nickname: isEditable(config, 'nickname'), payeeName: isEditable(config, 'payeeName'), birthday: isEditable(config, 'birthday') },
    errorCode: status === 'failed' ? errorCode : null,
  };
}

export function selectProfileFieldRef(snapshot: SecurityCenterSnapshot): ActorRefFrom<typeof profileFieldMachine> | undefined {
  return snapshot.children.profileField;
}

export function selectPaymentPasswordRef(snapshot: SecurityCenterSnapshot): ActorRefFrom<typeof paymentPasswordMachine> | undefined {
  return snapshot.children.paymentPassword;
}

export function selectBankCardsRef(snapshot: SecurityCenterSnapshot): ActorRefFrom<typeof bankCardsMachine> | undefined {
  return snapshot.children.bankCards;
}
