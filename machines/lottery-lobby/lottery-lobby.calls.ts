/**
 * What the lottery page asks of the world: the lobby and a named game's launch, the client clock the
 * answers are timed on, the way back to the lobby's address and the framed game's exit.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { ActorSystem, ActorSystemInfo } from 'xstate';
import { lotteryLobbyMachine } from './lottery-lobby.machine';
import type { LotteryLaunchAnswer, LotteryLobbyLoad, LotteryPlayRequest } from './lottery-lobby.types';

export interface LotteryLobbyCalls {
  loadLobby(): Promise<LotteryLobbyLoad>;
  launch(request: LotteryPlayRequest): Promise<LotteryLaunchAnswer>;
  /** the site left a framed game without its exit button: its play session ends */
  endPlay(): void;
  /** the client clock, epoch ms */
  now(): number;
  /** the lobby's address, through the router chart of the system the action runs in */
  openLobby(system: ActorSystem<ActorSystemInfo>): void;
  /** calls `onExited` on a `game.exited` message of this site's game page; returns the unsubscribe */
  watchGameExits(onExited: () => void): () => void;
}

const provided = new WeakMap<LotteryLobbyCalls, typeof lotteryLobbyMachine>();

/** The chart over `calls`, made once per calls so a re-render restarts nothing. */
export function provideLotteryLobby(calls: LotteryLobbyCalls): typeof lotteryLobbyMachine {
  let machine = provided.get(calls);
  if (!machine) {
    machine = lotteryLobbyMachine.provide({
      actors: {
        loadLobby: fromPromise<LotteryLobbyLoad, void>(() => calls.loadLobby()),
        readClock: fromPromise<number, void>(async () => calls.now()),
        launchLottery: fromPromise<LotteryLaunchAnswer, LotteryPlayRequest>(({ input }) => calls.launch(input)),
        watchGameExit: fromCallback(({ sendBack }) => {
          let exited = false;
          const unsubscribe = calls.watchGameExits(() => {
            exited = true;
            sendBack({ type: 'game.exited' });
          });
          // leaving the framed game any other way (another page, another game) ends its play session
          // as the /game frame does, so in transfer mode the vendor wallet comes back at once
          return () => {
            unsubscribe();
            if (!exited) calls.endPlay();
          };
        }),
      },
      actions: { openLobby: ({ system }) => calls.openLobby(system) },
    });
    provided.set(calls, machine);
  }
  return machine;
}
