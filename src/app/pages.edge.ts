/** The content pages at the edge: each page's gateway source (src/api/pages.api.ts), its chart (`pageDataMachineFor`) and its types. */
import { createContext } from 'react';
import { useLingui } from '@lingui/react';
import * as api from '../api/pages.api';
import type { PageSources } from '../api/pages.api';
import { useAreaEdge } from './area-edges';
import { readStoredLanguageCode } from '../lib/i18n';

export { pageDataMachineFor } from '../../machines/page-data';
export type { AppDownload, AppLink, HelpCategory, HelpCenter, HelpEntry, PageNotice, PageSource, PageSources } from '../api/pages.api';
export type { PromotionDetail, PromotionSummary, VipBenefits, VipRank, VipRanks } from '../api/pages.api';

export const gatewayPageSources: PageSources = api.pageSources({ ...api, fetchAppDownload: () => api.fetchAppDownload(window.location.host) });

// no default: a view without a provider gets the app's sources, or fails (src/app/area-edges.ts)
export const PageSourcesContext = createContext<PageSources | null>(null);
export const usePageSources = (): PageSources => useAreaEdge(PageSourcesContext, 'pages', gatewayPageSources);

/** The language content is asked in: the stored choice (`hisLang`), else the default; read through Lingui so a page asks again when it changes. */
export function usePageLanguage(): string {
  useLingui();
  return readStoredLanguageCode().toUpperCase();
}
