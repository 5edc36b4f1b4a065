/** View model of the security centre, and its sections' charts. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { bankCardsMachine } from '../bank-cards';
import type { contactBindingMachine } from '../contact-binding';
import type { paymentPasswordMachine } from '../payment-password';
import type { profileFieldMachine } from '../profile-field';
import { isEditable } from './security-center.machine';
import type { securityCenterMachine } from './security-center.machine';
import type { SecurityCenterView } from './security-center.types';

export type SecurityCenterSnapshot = SnapshotFrom<typeof securityCenterMachine>;

export function selectSecurityCenterView(snapshot: SecurityCenterSnapshot): SecurityCenterView {
  const { config, editing, saved, contact, contactSaved, errorCode } = snapshot.context;
  const status = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  return {
    status,
    config,
    editing: snapshot.matches({ ready: 'editingProfile' }) ? editing : null,
    saved,
    editable: { nickname: isEditable(config, 'nickname'), payeeName: isEditable(config, 'payeeName'), birthday: isEditable(config, 'birthday') },
    contact: snapshot.matches({ ready: 'editingContact' }) ? contact : null,
    contactSaved,
    errorCode: status === 'failed' ? errorCode : null,
  };
}

export function selectProfileFieldRef(snapshot: SecurityCenterSnapshot): ActorRefFrom<typeof profileFieldMachine> | undefined {
  return snapshot.children.profileField;
}

export function selectContactBindingRef(snapshot: SecurityCenterSnapshot): ActorRefFrom<typeof contactBindingMachine> | undefined {
  return snapshot.children.contactBinding;
}

export function selectPaymentPasswordRef(snapshot: SecurityCenterSnapshot): ActorRefFrom<typeof paymentPasswordMachine> | undefined {
  return snapshot.children.paymentPassword;
}

export function selectBankCardsRef(snapshot: SecurityCenterSnapshot): ActorRefFrom<typeof bankCardsMachine> | undefined {
  return snapshot.children.bankCards;
}
