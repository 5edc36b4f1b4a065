/**
 * Game launch chart: graph paths over every rule of SPEC §4 (signed out, lottery page, slot vendor
 * page, vendor list, window and frame launches) and every outcome (answer, maintenance with
 * suggestions, previous game unfinished, blocked popup, empty or failed vendor list, exit, close),
 * with the edge's side effects checked at every step: the login dialog is all a signed-out click
 * gets, a window game's blank popup opens in the click and is closed on failure. Behaviour with
 * resolving fakes follows.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { gameLaunchMachine, selectGameFrameView, selectGameLaunchView } from '../../machines/game-launch';
import type { ExitRequest, GameLaunchSnapshot, GameToLaunch, LaunchAnswer, LaunchRequest, VendorGamesRequest } from '../../machines/game-launch';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as GameLaunchSnapshot;

const slot: GameToLaunch = { nodeId: '1001', gameCode: 'SPB_001', gameName: 'Lucky Dragon', gameType: 'RNG', vassalage: 'SPB', isGame: 'GAME' };
const live: GameToLaunch = { nodeId: '2001', gameCode: 'DLV_001', gameName: 'Classic Baccarat 1', gameType: 'LIVE', vassalage: 'DLV' };
const vnLottery: GameToLaunch = {
  nodeId: '3001',
  gameCode: 'VN_HCM',
  gameName: 'Ho Chi Minh',
  gameType: 'ELOTT',
  vassalage: 'TCG_LOTTO_VN',
  accountTypeName: 'TCG_LOTTO_VN',
  playType: 'LO',
};
const otherLottery: GameToLaunch = { nodeId: '3002', gameCode: 'XL_5', gameName: 'Express 5', gameType: 'LOTT', vassalage: 'XLOT' };
const slotVendor: GameToLaunch = { nodeId: '', gameCode: '', gameName: 'Spinbird Gaming', gameType: 'RNG', vassalage: 'SPB', isGame: 'VASSALAGE' };
const cardVendor: GameToLaunch = { nodeId: '', gameCode: '', gameName: 'Tongits Club', gameType: 'PVP', vassalage: 'TGC', isGame: 'VASSALAGE' };
const tongits: GameToLaunch = { nodeId: '4001', gameCode: 'TGC_001', gameName: 'Tongits Classic', gameType: 'PVP', vassalage: 'TGC' };
const suggestions: GameToLaunch[] = ['5001', '5002', '5003', '5004'].map((nodeId) => ({ ...slot, nodeId, gameName: `Suggested ${nodeId}` }));
const answer: LaunchAnswer = { url: '/demo-games/play/slot?lang=EN#ticket=single-use-ticket' };

type EdgeAction = { type: string; params?: unknown };
let edge: EdgeAction[] = [];
let seen = 0;

const request = (game: GameToLaunch, signedIn = true, trial = false) => ({ game, signedIn, trial });

runPathSuite({
  machine: gameLaunchMachine.provide({
    actors: {
      requestLaunch: pending<LaunchAnswer, LaunchRequest>(),
      loadVendorGames: pending<GameToLaunch[], VendorGamesRequest>(),
      exitGame: pending<void, ExitRequest>(),
    },
    actions: {
      openLoginDialog: () => void edge.push({ type: 'openLoginDialog' }),
      openLotteryPage: (_, params) => void edge.push({ type: 'openLotteryPage', params }),
      rememberVendor: (_, params) => void edge.push({ type: 'rememberVendor', params }),
      navigate: (_, params) => void edge.push({ type: 'navigate', params }),
      openBlankWindow: () => void edge.push({ type: 'openBlankWindow' }),
      showGameWindow: (_, params) => void edge.push({ type: 'showGameWindow', params }),
      closeGameWindow: () => void edge.push({ type: 'closeGameWindow' }),
      leaveGameFrame: () => void edge.push({ type: 'leaveGameFrame' }),
      announceBalanceChange: () => void edge.push({ type: 'announceBalanceChange' }),
    },
  }),
  events: {
    'launch.request': [
      request(slot, false),
      request(slot, true, true),
      request(live),
      request(vnLottery),
      request(otherLottery),
      request(slotVendor),
      request(cardVendor),
    ],
    'xstate.done.actor.requestLaunch': [{ output: answer }],
    'xstate.error.actor.requestLaunch': [
      { error: { errorCode: 'game.maintenance', suggestions } },
      { error: { errorCode: 'game.previous.unfinished' } },
      { error: { errorCode: 'popup.blocked' } },
    ],
    'xstate.done.actor.loadVendorGames': [{ output: [tongits] }, { output: [] }],
    'xstate.error.actor.loadVendorGames': [{ error: { errorCode: 'network.error' } }],
  },
  // graph identity: which game, list and error, not the whole objects (trial changes no decision)
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const { game, mode, vendorGames, suggestions: offered, errorCode, frame } = s.context;
    return JSON.stringify({
      value: s.value,
      game: game?.gameCode ?? null,
      vendor: game?.vassalage ?? null,
      mode,
      list: vendorGames.length,
      offered: offered.length,
      errorCode,
      frame: frame?.game.nodeId ?? null,
    });
  },
  assertStep: (raw, event: EventObject) => {
    if (event.type === 'xstate.init') {
      edge = [];
      seen = 0;
    }
    const s = asSnapshot(raw);
    const step = edge.slice(seen);
    seen = edge.length;
    const view = selectGameLaunchView(s);
    expect(view.busy).toBe(s.matches('launching') || s.matches('loadingVendorGames') || s.matches('closingGame'));
    expect(view.errorCode !== null).toBe(s.matches('failed'));
    expect(view.suggestions.length).toBeLessThanOrEqual(3);
    expect(view.vendorList !== null).toBe(s.matches('choosingVendorGame'));
    if (event.type === 'launch.request') {
      const { game, signedIn } = event as unknown as ReturnType<typeof request>;
      if (!signedIn) {
        // the login dialog, and nothing else
        expect(step).toEqual([{ type: 'openLoginDialog' }]);
        return;
      }
      if (game === vnLottery)
        expect(step).toEqual([{ type: 'openLotteryPage', params: { gameCode: 'VN_HCM', vendor: 'TCG_LOTTO_VN', playType: 'LO' } }]);
      if (game === slotVendor) {
        expect(step).toEqual([
          { type: 'rememberVendor', params: { gameType: 'RNG', vassalage: 'SPB' } },
          { type: 'navigate', params: { path: '/rng', query: { page: 'SPB' } } },
        ]);
      }
      if (game === cardVendor) expect(s.matches('loadingVendorGames')).toBe(true);
      // only a window game opens the blank popup, and it does so at once, in the click
      expect(step.some((a) => a.type === 'openBlankWindow')).toBe(game === live);
      if (game === otherLottery || game === slot) expect(s.matches('launching')).toBe(true);
    }
    if (s.matches('failed') && event.type === 'xstate.error.actor.requestLaunch') expect(step[0]).toEqual({ type: 'closeGameWindow' });
    if (s.matches('playingInWindow') && event.type === 'xstate.done.actor.requestLaunch')
      expect(step).toContainEqual({ type: 'showGameWindow', params: { url: answer.url } });
    if (s.matches('playingInFrame')) {
      const frame = s.context.frame!;
      expect(selectGameFrameView(s, frame.game.nodeId)).toEqual({ url: answer.url, gameName: frame.game.gameName, busy: false });
      expect(selectGameFrameView(s, 'another')).toMatchObject({ url: null });
      if (event.type === 'xstate.done.actor.requestLaunch') {
        expect(step).toContainEqual({
          type: 'navigate',
          params: {
            path: '/game',
            query: {
              nodeId: frame.game.nodeId,
              gameCode: frame.game.gameCode,
              gameType: frame.game.gameType,
              vassalage: frame.game.vassalage,
              gameName: frame.game.gameName,
            },
          },
        });
      }
    } else {
      expect(selectGameFrameView(s, slot.nodeId).url).toBeNull();
    }
    if (event.type === 'game.exited' || (event.type.startsWith('xstate.') && event.type.endsWith('.exitGame')))
      expect(step).toContainEqual({ type: 'announceBalanceChange' });
  },
});

describe('game launch behaviour', () => {
  function start(
    fakes: {
      launch?: (request: LaunchRequest) => Promise<LaunchAnswer>;
      vendorGames?: (request: VendorGamesRequest) => Promise<GameToLaunch[]>;
    } = {},
  ) {
    const log: unknown[] = [];
    const actor = createActor(
      gameLaunchMachine.provide({
        actors: {
          requestLaunch: fromPromise<LaunchAnswer, LaunchRequest>(async ({ input }) => {
            log.push({ launch: input });
            return (fakes.launch ?? (async () => answer))(input);
          }),
          loadVendorGames: fromPromise<GameToLaunch[], VendorGamesRequest>(async ({ input }) => {
            log.push({ vendorGames: input });
            return (fakes.vendorGames ?? (async () => [tongits]))(input);
          }),
          exitGame: fromPromise<void, ExitRequest>(async ({ input }) => void log.push({ exit: input })),
        },
        actions: {
          openLoginDialog: () => void log.push('login'),
          openLotteryPage: (_, params) => void log.push({ lottery: params }),
          rememberVendor: (_, params) => void log.push({ remember: params }),
          navigate: (_, params) => void log.push({ navigate: params }),
          openBlankWindow: () => void log.push('blank window'),
          showGameWindow: (_, { url }) => void log.push({ window: url }),
          closeGameWindow: () => void log.push('close window'),
          leaveGameFrame: () => void log.push('leave frame'),
          announceBalanceChange: () => void log.push('balance changed'),
        },
      }),
    );
    actor.start();
    return { actor, log };
  }

  it('only opens the login dialog for a visitor who is not signed in', async () => {
    const { actor, log } = start();
    for (const game of [slot, live, vnLottery, cardVendor]) actor.send({ type: 'launch.request', ...request(game, false) });
    expect(log).toEqual(['login', 'login', 'login', 'login']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('opens a window game’s blank popup synchronously in the click, then points it at the game page', async () => {
    const { actor, log } = start();
    actor.send({ type: 'launch.request', ...request(live) });
    // before the launch call starts: what a popup blocker accepts
    expect(log[0]).toBe('blank window');
    await waitFor(actor, (s) => s.matches('playingInWindow'));
    expect(log).toEqual(['blank window', { launch: { game: live, trial: false, mode: 'window' } }, { window: answer.url }]);
  });

  it('shows other games in the /game frame, naming the game in the address', async () => {
    const { actor, log } = start();
    actor.send({ type: 'launch.request', ...request(slot, true, true) });
    expect(selectGameFrameView(actor.getSnapshot(), slot.nodeId)).toEqual({ url: null, gameName: null, busy: true });
    await waitFor(actor, (s) => s.matches('playingInFrame'));
    expect(log).toEqual([
      { launch: { game: slot, trial: true, mode: 'iframe' } },
      { navigate: { path: '/game', query: { nodeId: '1001', gameCode: 'SPB_001', gameType: 'RNG', vassalage: 'SPB', gameName: 'Lucky Dragon' } } },
    ]);
    expect(selectGameFrameView(actor.getSnapshot(), slot.nodeId)).toEqual({ url: answer.url, gameName: 'Lucky Dragon', busy: false });
    actor.send({ type: 'game.exited' });
    expect(log.slice(-2)).toEqual(['leave frame', 'balance changed']);
    expect(selectGameFrameView(actor.getSnapshot(), slot.nodeId).url).toBeNull();
  });

  it('offers at most 3 suggested games for a game under maintenance; a suggestion launches', async () => {
    let calls = 0;
    const { actor, log } = start({
      launch: async () => {
        calls += 1;
        if (calls === 1) throw { errorCode: 'game.maintenance', suggestions };
        return answer;
      },
    });
    actor.send({ type: 'launch.request', ...request(slot) });
    await waitFor(actor, (s) => s.matches('failed'));
    const view = selectGameLaunchView(actor.getSnapshot());
    expect(view.errorCode).toBe('game.maintenance');
    expect(view.suggestions.map((g) => g.nodeId)).toEqual(['5001', '5002', '5003']);
    actor.send({ type: 'launch.request', ...request(view.suggestions[0]) });
    await waitFor(actor, (s) => s.matches('playingInFrame'));
    expect(actor.getSnapshot().context.frame?.game.nodeId).toBe('5001');
    expect(log).toContainEqual('close window');
  });

  it('closes the blank popup and keeps the code when the launch fails, until dismissed', async () => {
    for (const errorCode of ['popup.blocked', 'game.previous.unfinished', 'system.busy']) {
      const { actor, log } = start({
        launch: async () => {
          throw { errorCode };
        },
      });
      actor.send({ type: 'launch.request', ...request(live) });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(log.at(-1)).toBe('close window');
      expect(selectGameLaunchView(actor.getSnapshot())).toMatchObject({ errorCode, suggestions: [], busy: false });
      actor.send({ type: 'error.dismiss' });
      expect(selectGameLaunchView(actor.getSnapshot()).errorCode).toBeNull();
    }
  });

  it("lists a vendor card's games and launches the chosen one; an empty or failed list is an error", async () => {
    const { actor, log } = start();
    actor.send({ type: 'launch.request', ...request(cardVendor) });
    await waitFor(actor, (s) => s.matches('choosingVendorGame'));
    expect(log[0]).toEqual({ vendorGames: { vassalage: 'TGC', gameType: 'PVP' } });
    expect(selectGameLaunchView(actor.getSnapshot()).vendorList).toEqual({ vendor: cardVendor, games: [tongits] });
    actor.send({ type: 'launch.request', ...request(tongits) });
    await waitFor(actor, (s) => s.matches('playingInFrame'));
    expect(selectGameLaunchView(actor.getSnapshot()).vendorList).toBeNull();

    const empty = start({ vendorGames: async () => [] });
    empty.actor.send({ type: 'launch.request', ...request(cardVendor) });
    await waitFor(empty.actor, (s) => s.matches('failed'));
    expect(empty.actor.getSnapshot().context.errorCode).toBe('game.vendor.empty');
    const closed = start();
    closed.actor.send({ type: 'launch.request', ...request(cardVendor) });
    await waitFor(closed.actor, (s) => s.matches('choosingVendorGame'));
    closed.actor.send({ type: 'vendorGames.close' });
    expect(closed.actor.getSnapshot().value).toBe('idle');
  });

  it('sends lottery games of the lottery vendors to /lottery and launches any other lottery game', async () => {
    const { actor, log } = start();
    actor.send({ type: 'launch.request', ...request(vnLottery) });
    actor.send({ type: 'launch.request', ...request({ ...vnLottery, vassalage: 'XLOT', accountTypeName: 'LOTT', playType: undefined }) });
    expect(log).toEqual([
      { lottery: { gameCode: 'VN_HCM', vendor: 'TCG_LOTTO_VN', playType: 'LO' } },
      { lottery: { gameCode: 'VN_HCM', vendor: 'XLOT', playType: undefined } },
    ]);
    actor.send({ type: 'launch.request', ...request(otherLottery) });
    await waitFor(actor, (s) => s.matches('playingInFrame'));
    expect(log[2]).toEqual({ launch: { game: otherLottery, trial: false, mode: 'iframe' } });
  });

  it('saves a slot vendor card’s vendor before opening /rng on it', () => {
    const { actor, log } = start();
    actor.send({ type: 'launch.request', ...request(slotVendor) });
    expect(log).toEqual([{ remember: { gameType: 'RNG', vassalage: 'SPB' } }, { navigate: { path: '/rng', query: { page: 'SPB' } } }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('tells the gateway when the site closes a game, then reloads the balance', async () => {
    const { actor, log } = start();
    actor.send({ type: 'launch.request', ...request(live) });
    await waitFor(actor, (s) => s.matches('playingInWindow'));
    actor.send({ type: 'game.closed' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(log.slice(-2)).toEqual([{ exit: { nodeId: '2001' } }, 'balance changed']);
  });

  it('ignores clicks while a launch is running', async () => {
    const { actor, log } = start({ launch: () => new Promise(() => {}) });
    actor.send({ type: 'launch.request', ...request(slot) });
    actor.send({ type: 'launch.request', ...request(live) });
    await Promise.resolve();
    expect(log).toEqual([{ launch: { game: slot, trial: false, mode: 'iframe' } }]);
    expect(selectGameLaunchView(actor.getSnapshot()).busy).toBe(true);
  });
});
