/** The whole SPA: language provider, edge context, root screen and the routed site. */
import { I18nProvider } from '@lingui/react';
import { RootView } from '../views/root/root.view';
import { AppEdgeProvider } from './app-context';
import type { AppEdge } from './app-context';
import type { AreaEdgeLoaders } from './area-edge-loaders';
import { AreaEdgesProvider } from './area-edges';
import { i18n } from './i18n';
import { AppRoutes } from './router';

/** `areaEdges`: each area's edge, loaded with its first view (src/app/browser-area-edges.ts in the browser). */
export function App({ edge, areaEdges }: { edge: AppEdge; areaEdges: AreaEdgeLoaders }) {
  return (
    <I18nProvider i18n={i18n}>
      <AppEdgeProvider edge={edge}>
        <AreaEdgesProvider value={areaEdges}>
          <RootView app={<AppRoutes root={edge.rootActor} />} />
        </AreaEdgesProvider>
      </AppEdgeProvider>
    </I18nProvider>
  );
}
