/**
 * Page-data chart: graph paths over asking with parameters, loading into content, empty or
 * failure, retrying, and asking again with other parameters from every state; behaviour: the same
 * parameters never load twice, and an answer for old parameters is never shown under new ones.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pageDataMachine, sameParams, selectPageDataView } from '../../machines/page-data';
import type { PageDataRequest, PageDataResult, PageDataSnapshot } from '../../machines/page-data';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

runPathSuite({
  machine: pageDataMachine.provide({ actors: { loadPage: pending<PageDataResult, PageDataRequest>() } }),
  events: {
    'page.load': [{ params: { language: 'EN' } }, { params: { language: 'CN' } }],
    'xstate.done.actor.loadPage': [{ output: { data: ['notice'], count: 1 } }, { output: { data: [], count: 0 } }],
    'xstate.error.actor.loadPage': [{ error: { errorCode: 'system.error' } }, { error: new Error('offline') }],
  },
  assertStep: (raw) => {
    const s = raw as unknown as PageDataSnapshot;
    const view = selectPageDataView(s);
    expect(view.status === 'loading').toBe(s.hasTag('busy'));
    expect(view.canRetry).toBe(view.status === 'failed');
    // content only when loaded; an error code only when failed
    if (view.status !== 'loaded') expect(view.data).toBeNull();
    else expect(s.context.count).toBeGreaterThan(0);
    expect(view.errorCode !== null).toBe(view.status === 'failed');
    // the parameters are known from the first ask on
    expect(s.context.params === null).toBe(view.status === 'idle');
  },
});

describe('page data behaviour', () => {
  function start(load: (request: PageDataRequest) => Promise<PageDataResult>) {
    const requests: string[] = [];
    const actor = createActor(
      pageDataMachine.provide({
        actors: {
          loadPage: fromPromise<PageDataResult, PageDataRequest>(({ input }) => {
            requests.push(input.params.language);
            return load(input);
          }),
        },
      }),
    ).start();
    return { actor, requests, view: () => selectPageDataView(actor.getSnapshot()) };
  }
  const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

  it('waits for the page to ask, loads once per parameters, and reloads for other ones', async () => {
    const { actor, requests, view } = start(async ({ params }) => ({ data: { language: params.language }, count: 1 }));
    expect(view().status).toBe('idle');
    expect(requests).toEqual([]);
    actor.send({ type: 'page.load', params: { language: 'EN' } });
    actor.send({ type: 'page.load', params: { language: 'EN' } });
    await settled(actor);
    expect(view()).toEqual({ status: 'loaded', data: { language: 'EN' }, errorCode: null, canRetry: false });
    actor.send({ type: 'page.load', params: { language: 'EN' } });
    expect(view().status).toBe('loaded');
    actor.send({ type: 'page.load', params: { language: 'CN' } });
    expect(view().status).toBe('loading');
    await settled(actor);
    expect(view().data).toEqual({ language: 'CN' });
    expect(requests).toEqual(['EN', 'CN']);
  });

  it('drops the answer for old parameters when others were asked for meanwhile', async () => {
    const answers = new Map<string, (result: PageDataResult) => void>();
    const { actor, view } = start(({ params }) => new Promise((resolve) => answers.set(params.language, resolve)));
    actor.send({ type: 'page.load', params: { language: 'EN' } });
    actor.send({ type: 'page.load', params: { language: 'CN' } });
    answers.get('CN')!({ data: 'chinese', count: 1 });
    await settled(actor);
    answers.get('EN')!({ data: 'english', count: 1 });
    await Promise.resolve();
    expect(view().data).toBe('chinese');
  });

  it('shows nothing-to-show as empty, and a failure with a retry that loads again', async () => {
    let attempt = 0;
    const { actor, requests, view } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw { errorCode: 'system.error' };
      return { data: [], count: 0 };
    });
    actor.send({ type: 'page.load', params: { language: 'EN' } });
    await settled(actor);
    expect(view()).toEqual({ status: 'failed', data: null, errorCode: 'system.error', canRetry: true });
    actor.send({ type: 'page.retry' });
    await settled(actor);
    expect(view()).toEqual({ status: 'empty', data: null, errorCode: null, canRetry: false });
    expect(requests).toEqual(['EN', 'EN']);
  });

  it('reads an error without a code as a network error', async () => {
    const { actor, view } = start(() => Promise.reject(new TypeError('Failed to fetch')));
    actor.send({ type: 'page.load', params: { language: 'EN' } });
    await settled(actor);
    expect(view().errorCode).toBe('network.error');
  });
});

describe('sameParams', () => {
  it('compares names and values, not their order', () => {
    expect(sameParams({ language: 'EN', code: 'a' }, { code: 'a', language: 'EN' })).toBe(true);
    expect(sameParams({ language: 'EN' }, { language: 'EN', code: 'a' })).toBe(false);
    expect(sameParams({ language: 'EN', code: 'a' }, { language: 'EN' })).toBe(false);
    expect(sameParams({ language: 'EN' }, { language: 'CN' })).toBe(false);
    expect(sameParams(null, {})).toBe(false);
  });
});
