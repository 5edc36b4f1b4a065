/**
 * The page-long charts the edge starts (the game launcher, customer service, a lazy chunk's loader)
 * are children of the root actor: they share its actor system, so a QA trace recorded on the root
 * holds them with their system path, and charts and the edge find them by systemId.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectSessionRef } from '../../../machines/system-status';
import { createEdge } from '../../../src/app/edge';
import { launchWithRoot, startGameLauncher } from '../../../src/app/game-launch.edge';
import { createTraceRecorder } from '../../../src/qa/trace-recorder';
import { lazyComponent } from '../../../src/views/common/lazy-component';
import { createFakes, renderWithEdge } from '../support/drivers';

afterEach(cleanup);

const noWindow = () => () => {};

describe('charts the edge starts for the page', () => {
  it('join the root actor system and are recorded in its trace', async () => {
    const recorder = createTraceRecorder({ startedAt: new Date('2026-01-01T00:00:00Z') });
    const { root } = createFakes();
    const rootActor = createActor(root, { inspect: (event) => recorder.inspect(event) }).start();
    const edge = createEdge(rootActor);
    const launcher = startGameLauncher(rootActor, { watchGameExits: noWindow });

    expect(rootActor.system.get('customerService')).toBe(edge.customerService);
    expect(rootActor.system.get('gameLaunch')).toBe(launcher);
    // a second connection finds the same launcher rather than starting another
    expect(startGameLauncher(rootActor)).toBe(launcher);

    const Page = lazyComponent('systemChildProbe', async () => ({ default: () => <p>probe page</p> }));
    renderWithEdge(<Page />, edge);
    await screen.findByText('probe page');

    // a guest's launch asks the root chart for the login dialog: it reaches the session
    await waitFor(rootActor, (s) => selectSessionRef(s)?.getSnapshot().matches({ guest: 'idle' }) === true);
    launchWithRoot(rootActor, { nodeId: '1', gameCode: 'g', gameName: 'G', gameType: 'RNG', vassalage: 'PG', isGame: 'GAME' });
    await waitFor(selectSessionRef(rootActor.getSnapshot())!, (s) => s.matches({ guest: 'loggingIn' }));

    const paths = recorder.trace().actors.map((actor) => actor.systemPath);
    expect(paths).toEqual(
      expect.arrayContaining([
        'systemStatus/customerService',
        'systemStatus/gameLaunch',
        'systemStatus/chunkLoader.systemChildProbe',
        'systemStatus/session/login',
      ]),
    );
    const launches = recorder.trace().events.filter((e) => e.event.type === 'launch.request');
    expect(launches).toHaveLength(1);
    rootActor.stop();
  });
});
