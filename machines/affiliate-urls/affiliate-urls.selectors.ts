/** View model of the register centre's affiliate links, and the lists it runs. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from '../paged-list';
import type { affiliateUrlsMachine } from './affiliate-urls.machine';
import type { AffiliateUrlsView } from './affiliate-urls.types';

export type AffiliateUrlsSnapshot = SnapshotFrom<typeof affiliateUrlsMachine>;

const formOf = (snapshot: AffiliateUrlsSnapshot): AffiliateUrlsView['form'] => {
  if (snapshot.matches({ ready: { form: 'creating' } })) return 'creating';
  if (snapshot.matches({ ready: { form: 'confirmingDelete' } })) return 'confirmingDelete';
  if (snapshot.matches({ ready: { form: 'deleting' } })) return 'deleting';
  return 'editing';
};

export function selectAffiliateUrlsView(snapshot: AffiliateUrlsSnapshot): AffiliateUrlsView {
  const { context } = snapshot;
  const status = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  return {
    status,
    form: formOf(snapshot),
    ceilings: context.ceilings,
    expiryOptions: context.expiryOptions,
    values: context.values,
    rates: context.rates,
    rateErrors: context.rateErrors,
    fieldErrors: context.fieldErrors,
    errorCode: context.errorCode,
    notice: context.notice,
    created: context.created,
    deleting: context.deleting,
    registrationsOf: context.registrationsOf,
    canCreate: snapshot.can({ type: 'form.submit' }),
    canDelete: status === 'ready' && snapshot.matches({ ready: { form: 'editing' } }),
  };
}

export function selectUrlListRef(snapshot: AffiliateUrlsSnapshot): ActorRefFrom<typeof pagedListMachine> | undefined {
  return snapshot.children.urlList;
}

export function selectRegistrationsRef(snapshot: AffiliateUrlsSnapshot): ActorRefFrom<typeof pagedListMachine> | undefined {
  return snapshot.children.registrations;
}
