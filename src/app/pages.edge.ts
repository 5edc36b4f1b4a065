/**
 * The content pages at the edge: each page's `pageData` chart is provided with a source that calls
 * the gateway and says how many items the answer holds (0 shows the page's empty state; the
 * sources are src/api/pages.api.ts's). Views take the sources from `PageSourcesContext` (tests put
 * fakes there) and the page types from here, never from src/api.
 */
import { createContext } from 'react';
import { useLingui } from '@lingui/react';
import { fromPromise } from 'xstate';
import { pageDataMachine } from '../../machines/page-data';
import type { PageDataRequest, PageDataResult } from '../../machines/page-data';
import * as pagesApi from '../api/pages.api';
import type { PageSource, PageSources } from '../api/pages.api';
import { useAreaEdge } from './area-edges';
import { readStoredLanguageCode } from './i18n';

export type {
  AppDownload,
  AppLink,
  HelpCategory,
  HelpCenter,
  HelpEntry,
  PageNotice,
  PageSource,
  PageSources,
  PromotionDetail,
  PromotionSummary,
  VipBenefits,
  VipRank,
  VipRanks,
} from '../api/pages.api';

export const gatewayPageSources: PageSources = pagesApi.pageSources({
  ...pagesApi,
  fetchAppDownload: () => pagesApi.fetchAppDownload(window.location.host),
});

// no default: a view without a provider gets the app's sources, or fails (src/app/area-edges.ts)
export const PageSourcesContext = createContext<PageSources | null>(null);

export function usePageSources(): PageSources {
  return useAreaEdge(PageSourcesContext, 'pages', gatewayPageSources);
}

/**
 * The language code content is asked in: the stored choice (`hisLang`), else the default. Read
 * through Lingui so a page renders again, and asks again, when the language changes.
 */
export function usePageLanguage(): string {
  useLingui();
  return readStoredLanguageCode().toUpperCase();
}

const provided = new WeakMap<PageSource<unknown>, typeof pageDataMachine>();

/** The `pageData` chart loading from `source`; one per source, so a page's chart never changes. */
export function pageDataMachineFor<T>(source: PageSource<T>): typeof pageDataMachine {
  const key = source as PageSource<unknown>;
  let machine = provided.get(key);
  if (!machine) {
    machine = pageDataMachine.provide({
      actors: { loadPage: fromPromise<PageDataResult, PageDataRequest>(({ input }) => source(input.params)) },
    });
    provided.set(key, machine);
  }
  return machine;
}
