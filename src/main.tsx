/**
 * Entry: theme and language first (no flash of the wrong ones), then the `?token=` bootstrap, then
 * the root actor (once per page) and the app, once the first screen's chunks are there
 * (src/app/first-screen.ts).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from '@lingui/core/macro';
import './styles/index.css';
// The banner and vendor carousels' and the game tiles' stylesheets, which home's first screen uses:
// each came with its lazy chunk, and a stylesheet that arrives after the first render restyles the
// whole page (issue 15). Imported here only, so that no chunk brings them again.
import 'keen-slider/keen-slider.min.css';
import './views/game-launch/game-launch.css';
import { App } from './app/app';
import { createEdge } from './app/edge';
import { firstScreenLoaded } from './app/first-screen';
import { activateLanguage, readStoredLanguageCode } from './lib/i18n';
import { qaRequested } from './app/qa-request';
import { createRootActor } from './app/root-actor';
import { yieldToBrowser } from './lib/yield-to-browser';
import { applyTheme, readStoredTheme } from './app/theme';
import { readStoredToken } from './lib/storage';
import { bootstrapTokenFromUrl } from './lib/token-bootstrap';

async function start(): Promise<void> {
  applyTheme(readStoredTheme());
  bootstrapTokenFromUrl();
  // the first screen's chunks come while the language is set up, so React builds that screen in one commit
  const firstScreen = firstScreenLoaded(window.location.pathname, { signedIn: readStoredToken() !== null });
  await activateLanguage(readStoredLanguageCode()).catch(() => activateLanguage('EN'));
  document.title = t`Gaming`;
  // QA only (`?qa=1`): the recorder is a lazy chunk, loaded before the root actor so it records from the first event.
  const qa = qaRequested() ? (await import('./qa/qa-entry')).startQa() : null;
  // the scripts' evaluation, the root actor's start and the first render each in a task of its own
  await firstScreen;
  await yieldToBrowser();
  const rootActor = createRootActor({ inspect: qa?.inspect });
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const root = createRoot(container);
  // as a transition React builds the first screen in slices that yield to the browser, not in one
  // long task that holds up a slow phone
  startTransition(() => {
    root.render(
      <StrictMode>
        <App edge={createEdge(rootActor)} />
      </StrictMode>,
    );
  });
  qa?.mountPanel();
}

void start();
