/**
 * Affiliate-urls chart: graph paths over loading (a failure and its retry), the link form (a
 * lifetime, a kind, a rate above the ceiling refused here), a link created, refused for a product's
 * rate or otherwise, a delete asked, cancelled, confirmed, refused, the registrations of a link
 * opened, replaced, closed and closed by the deletion of that link; behaviour: nothing is sent with
 * a rate above the ceiling, the link list reloads after every change, the lists get their inputs.
 */
import { describe, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { affiliateUrlsMachine, selectAffiliateUrlsView, urlFormValid } from '../../machines/affiliate-urls';
import type { AffiliateUrl, AffiliateUrlRequest, AffiliateUrlsSnapshot, AffiliateUrlSettings } from '../../machines/affiliate-urls';
import type { pagedListMachine } from '../../machines/paged-list';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as AffiliateUrlsSnapshot;
const settings: AffiliateUrlSettings = {
  ceilings: [
    { product: 'LIVE', rate: 1, maxRate: 1 },
    { product: 'LOTT', rate: 2, maxRate: 2 },
  ],
  expiryOptions: [7, 0],
};
const created: AffiliateUrl = {
  affiUrlId: 3,
  code: 'AB12CD34',
  url: 'https://site.test/register?affiliateCode=AB12CD34',
  type: 'agent',
  expiresAt: null,
};
const first = { affiUrlId: 3, code: 'AB12CD34' };
const second = { affiUrlId: 4, code: 'EF56GH78' };

/** A list stood in by one that records what it is told and the input it got. */
const told: { list: string; type: string; input?: unknown }[] = [];
const list = (name: string) =>
  createMachine({
    id: `${name}Stub`,
    context: ({ input }) => {
      told.push({ list: name, type: 'start', input });
      return {};
    },
    on: { '*': { actions: ({ event }) => void told.push({ list: name, type: event.type }) } },
  }) as unknown as typeof pagedListMachine;

let previous: AffiliateUrlsSnapshot | null = null;

runPathSuite({
  machine: affiliateUrlsMachine.provide({
    actors: {
      loadSettings: pending<AffiliateUrlSettings, void>(),
      createUrl: pending<AffiliateUrl, AffiliateUrlRequest>(),
      deleteUrl: pending<void, { affiUrlId: number }>(),
      urlList: list('urlList'),
      registrations: list('registrations'),
    },
  }),
  input: { today: '2026-03-02' },
  events: {
    'xstate.done.actor.loadSettings': [{ output: settings }],
    'xstate.error.actor.loadSettings': [{ error: { errorCode: 'network.error' } }],
    'field.change': [{ field: 'type', value: 'agent' }],
    'rate.change': [
      { product: 'LIVE', value: '1.5' },
      { product: 'LIVE', value: '0.5' },
    ],
    'xstate.done.actor.createUrl': [{ output: created }],
    'xstate.error.actor.createUrl': [
      { error: { errorCode: 'rebate.aboveOwn', value: { product: 'LIVE', limit: 0.4 } } },
      { error: { errorCode: 'affiliateUrl.tooMany', value: null } },
    ],
    'url.delete': [{ url: first }],
    'xstate.done.actor.deleteUrl': [{ output: undefined }],
    'xstate.error.actor.deleteUrl': [{ error: { errorCode: 'affiliateUrl.unknown' } }],
    'registrations.open': [{ url: first }, { url: second }],
    'url.deleted': [{ affiUrlId: 3 }],
  },
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const c = s.context;
    return JSON.stringify([s.value, c.values.type, c.rates, c.deleting?.affiUrlId, c.registrationsOf?.affiUrlId]);
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    if (event.type === 'xstate.init') previous = null;
    const view = selectAffiliateUrlsView(s);
    // nothing is created with a rate above the ceiling
    if (s.matches({ ready: { form: 'creating' } })) expect(urlFormValid(s.context)).toBe(true);
    // a link is deleted only after a confirmation
    if (s.matches({ ready: { form: 'deleting' } }) && !previous?.matches({ ready: { form: 'deleting' } })) expect(event.type).toBe('delete.confirm');
    if (event.type === 'xstate.done.actor.loadSettings') expect(view.values).toEqual({ type: 'member', expiryDays: '7' });
    if (event.type === 'xstate.done.actor.createUrl') {
      expect(view).toMatchObject({ notice: 'created', created, values: { type: 'member', expiryDays: '7' }, rates: { LIVE: '', LOTT: '' } });
      expect(told.at(-1)).toEqual({ list: 'urlList', type: 'list.refresh' });
    }
    if (event.type === 'xstate.error.actor.createUrl') {
      const refused = view.rateErrors.LIVE !== undefined;
      expect(refused ? view.rateErrors : view.errorCode).toEqual(refused ? { LIVE: { code: 'aboveOwn', limit: 0.4 } } : 'affiliateUrl.tooMany');
      expect(view.values).toEqual(previous?.context.values);
    }
    if (event.type === 'xstate.done.actor.deleteUrl') {
      expect(view).toMatchObject({ notice: 'deleted', deleting: null });
      expect(told.at(-1)).toEqual({ list: 'urlList', type: 'list.refresh' });
      // the deleted link's registrations close; another link's stay
      expect(view.registrationsOf).toEqual(previous?.context.registrationsOf?.affiUrlId === 3 ? null : (previous?.context.registrationsOf ?? null));
    }
    if (s.matches({ ready: { registrations: 'open' } }) && event.type === 'registrations.open') {
      const url = (event as unknown as { url: typeof first }).url;
      expect(told.at(-1)).toEqual({
        list: 'registrations',
        type: 'start',
        input: { today: '2026-03-02', filters: { affiUrlId: String(url.affiUrlId) }, pageSize: 10 },
      });
    }
    expect(view.canDelete).toBe(s.matches({ ready: { form: 'editing' } }));
    previous = s;
  },
});

describe('affiliate urls behaviour', () => {
  it('refuses a rate above the ceiling before sending, then creates the link and reloads the list', async () => {
    const sent: AffiliateUrlRequest[] = [];
    told.length = 0;
    const actor = createActor(
      affiliateUrlsMachine.provide({
        actors: {
          loadSettings: fromPromise(async () => settings),
          createUrl: fromPromise(async ({ input }: { input: AffiliateUrlRequest }) => {
            sent.push(input);
            return created;
          }),
          deleteUrl: fromPromise<void, { affiUrlId: number }>(async () => {}),
          urlList: list('urlList'),
          registrations: list('registrations'),
        },
      }),
      { input: { today: '2026-03-02' } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(told).toEqual([{ list: 'urlList', type: 'start', input: { today: '2026-03-02', pageSize: 10 } }]);
    actor.send({ type: 'field.change', field: 'type', value: 'agent' });
    actor.send({ type: 'field.change', field: 'expiryDays', value: '0' });
    actor.send({ type: 'rate.change', product: 'LOTT', value: '2.01' });
    actor.send({ type: 'form.submit' });
    expect(selectAffiliateUrlsView(actor.getSnapshot()).rateErrors).toEqual({ LOTT: { code: 'aboveMax', limit: 2 } });
    expect(sent).toEqual([]);
    actor.send({ type: 'rate.change', product: 'LOTT', value: '2' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.context.notice === 'created');
    expect(sent).toEqual([
      {
        type: 'agent',
        expiryDays: 0,
        rates: [
          { product: 'LIVE', rate: 0 },
          { product: 'LOTT', rate: 2 },
        ],
      },
    ]);
    expect(told.at(-1)).toEqual({ list: 'urlList', type: 'list.refresh' });
  });
});
