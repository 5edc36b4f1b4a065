/**
 * Favourite-toggle chart: graph paths from a favourite and a non-favourite game, for a guest, a
 * trial and a real account, through adding, removing, their answers and failures; behaviour: the
 * call made, the busy state, the list published after a change, the old state kept on a failure.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { favouriteToggleMachine, selectFavouriteToggleView } from '../../machines/favourite-toggle';
import type { FavouriteChange, FavouriteGame, FavouriteToggleInput, FavouriteToggleSnapshot } from '../../machines/favourite-toggle';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as FavouriteToggleSnapshot;
const game: FavouriteGame = { nodeId: '1001', vendor: 'GLX', gameType: 'RNG' };
const published: FavouriteChange[] = [];

runPathSuite({
  machine: favouriteToggleMachine.provide({
    actors: { addFavourite: pending<FavouriteChange, FavouriteGame>(), removeFavourite: pending<FavouriteChange, FavouriteGame>() },
    actions: { requestLogin: () => {}, warnRealAccount: () => {}, publishFavourites: (_, change) => void published.push(change) },
  }),
  inputs: [
    { game, favourite: false, account: 'real' },
    { game, favourite: true, account: 'real' },
    { game, favourite: false, account: 'guest' },
    { game, favourite: true, account: 'trial' },
  ] satisfies FavouriteToggleInput[],
  events: {
    'xstate.done.actor.addFavourite': [{ output: { nodeId: '1001', favourite: true, nodeIds: ['1001', '7'] } }],
    'xstate.done.actor.removeFavourite': [{ output: { nodeId: '1001', favourite: false, nodeIds: ['7'] } }],
    'xstate.error.actor.addFavourite': [{ error: { errorCode: 'favorite.limit' } }],
    'xstate.error.actor.removeFavourite': [{ error: new Error('offline') }],
  },
  assertStep: (raw, event) => {
    const s = asSnapshot(raw);
    const view = selectFavouriteToggleView(s);
    expect(view.busy).toBe(s.matches('adding') || s.matches('removing'));
    // a loader shows while a call runs; no second toggle meanwhile
    expect(view.canToggle).toBe(!view.busy);
    expect(view.errorCode !== null).toBe(s.matches('failed'));
    if (s.matches('adding')) expect(view).toMatchObject({ favourite: false, pendingFavourite: true });
    if (s.matches('removing')) expect(view).toMatchObject({ favourite: true, pendingFavourite: false });
    // only a real account ever calls the gateway
    if (view.busy) expect(s.context.account).toBe('real');
    // a change reaches the page's list with the answer's ids
    if (event.type.startsWith('xstate.done.actor.')) expect(published.at(-1)?.favourite).toBe(view.favourite);
  },
});

describe('favourite toggle behaviour', () => {
  function start(input: FavouriteToggleInput, answer: (kind: 'add' | 'remove') => Promise<FavouriteChange>) {
    const calls: string[] = [];
    const edge: string[] = [];
    const changes: FavouriteChange[] = [];
    const call = (kind: 'add' | 'remove') =>
      fromPromise<FavouriteChange, FavouriteGame>(({ input: payload }) => {
        calls.push(`${kind} ${payload.nodeId} ${payload.vendor} ${payload.gameType}`);
        return answer(kind);
      });
    const actor = createActor(
      favouriteToggleMachine.provide({
        actors: { addFavourite: call('add'), removeFavourite: call('remove') },
        actions: {
          requestLogin: () => void edge.push('login'),
          warnRealAccount: () => void edge.push('realAccount'),
          publishFavourites: (_, change) => void changes.push(change),
        },
      }),
      { input },
    ).start();
    return { actor, calls, edge, changes, view: () => selectFavouriteToggleView(actor.getSnapshot()) };
  }
  const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

  it('adds a game that is not a favourite, busy until the answer, then publishes the ids', async () => {
    let resolve: (change: FavouriteChange) => void = () => {};
    const { actor, calls, changes, view } = start({ game, favourite: false, account: 'real' }, () => new Promise((r) => (resolve = r)));
    actor.send({ type: 'favourite.toggle' });
    expect(view()).toEqual({ favourite: false, busy: true, pendingFavourite: true, errorCode: null, canToggle: false });
    actor.send({ type: 'favourite.toggle' });
    resolve({ nodeId: '1001', favourite: true, nodeIds: ['1001'] });
    await settled(actor);
    expect(calls).toEqual(['add 1001 GLX RNG']);
    expect(view()).toMatchObject({ favourite: true, busy: false });
    expect(changes).toEqual([{ nodeId: '1001', favourite: true, nodeIds: ['1001'] }]);
  });

  it('removes a favourite, and adds it back on the next toggle', async () => {
    const { actor, calls, view } = start({ game, favourite: true, account: 'real' }, async (kind) => ({
      nodeId: '1001',
      favourite: kind === 'add',
      nodeIds: [],
    }));
    actor.send({ type: 'favourite.toggle' });
    await settled(actor);
    expect(view().favourite).toBe(false);
    actor.send({ type: 'favourite.toggle' });
    await settled(actor);
    expect(calls).toEqual(['remove 1001 GLX RNG', 'add 1001 GLX RNG']);
    expect(view().favourite).toBe(true);
  });

  it('keeps the old state on a failure, reports it, and tries again on the next toggle', async () => {
    let fail = true;
    const { actor, changes, view } = start({ game, favourite: true, account: 'real' }, async () => {
      if (fail) throw { errorCode: 'game.not.found' };
      return { nodeId: '1001', favourite: false, nodeIds: [] };
    });
    actor.send({ type: 'favourite.toggle' });
    await settled(actor);
    expect(view()).toEqual({ favourite: true, busy: false, pendingFavourite: null, errorCode: 'game.not.found', canToggle: true });
    expect(changes).toEqual([]);
    fail = false;
    actor.send({ type: 'favourite.toggle' });
    await settled(actor);
    expect(view()).toMatchObject({ favourite: false, errorCode: null });
  });

  it('asks a guest to log in and warns a trial account, without calling the gateway', () => {
    const guest = start({ game, favourite: false, account: 'guest' }, async () => ({ nodeId: '1001', favourite: true, nodeIds: [] }));
    guest.actor.send({ type: 'favourite.toggle' });
    const trial = start({ game, favourite: false, account: 'trial' }, async () => ({ nodeId: '1001', favourite: true, nodeIds: [] }));
    trial.actor.send({ type: 'favourite.toggle' });
    expect([...guest.edge, ...trial.edge]).toEqual(['login', 'realAccount']);
    expect([...guest.calls, ...trial.calls]).toEqual([]);
    expect(guest.view().busy || trial.view().busy).toBe(false);
  });
});
