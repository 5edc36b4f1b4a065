/** The whole SPA: language provider, edge context, root screen and the routed site. */
import { I18nProvider } from '@lingui/react';
import { RootView } from '../views/root/root.view';
import { AppEdgeProvider } from './app-context';
import type { AppEdge } from './app-context';
import { AreaEdgesProvider } from './area-edges';
import { i18n } from '../lib/i18n';
import { AppRoutes } from './router';

/** Views take each area's browser edge, which comes with the area's chunk (src/app/area-edges.ts). */
export function App({ edge }: { edge: AppEdge }) {
  return (
    <I18nProvider i18n={i18n}>
      <AppEdgeProvider edge={edge}>
        <AreaEdgesProvider value="browser">
          <RootView app={<AppRoutes root={edge.rootActor} />} />
        </AreaEdgesProvider>
      </AppEdgeProvider>
    </I18nProvider>
  );
}
