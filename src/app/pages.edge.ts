/**
 * The content pages at the edge: each page's `pageData` chart is provided with a source that calls
 * the gateway (src/api/pages.api.ts) and says how many items the answer holds (0 shows the page's
 * empty state). Views take the sources from `PageSourcesContext` (tests put fakes there) and the
 * page types from here, never from src/api.
 */
import { createContext, useContext } from 'react';
import { useLingui } from '@lingui/react';
import { fromPromise } from 'xstate';
import { pageDataMachine } from '../../machines/page-data';
import type { PageDataRequest, PageDataResult, PageParams } from '../../machines/page-data';
import * as pagesApi from '../api/pages.api';
import type { AppDownload, HelpCenter, PageNotice, PromotionDetail, PromotionSummary, VipRanks } from '../api/pages.api';
import { readStoredLanguageCode } from './i18n';

export type {
  AppDownload,
  AppLink,
  HelpCategory,
  HelpCenter,
  HelpEntry,
  PageNotice,
  PromotionDetail,
  PromotionSummary,
  VipBenefits,
  VipRank,
  VipRanks,
} from '../api/pages.api';

/** Loads one page's data for the page's parameters, with the number of items it holds. */
export type PageSource<T> = (params: PageParams) => Promise<{ data: T; count: number }>;

export interface PageSources {
  /** `{ language }` */
  help: PageSource<HelpCenter>;
  /** `{ language }` */
  promotions: PageSource<PromotionSummary[]>;
  /** `{ language, code }` or `{ language, id }`; a promotion the gateway does not have counts 0 */
  promotionDetail: PageSource<PromotionDetail | null>;
  /** `{ language }` */
  notices: PageSource<PageNotice[]>;
  /** `{ account }`: who is signed in ('' for a guest), so signing in loads the member's rank */
  vipRanks: PageSource<VipRanks>;
  /** `{}` */
  appDownload: PageSource<AppDownload>;
}

/** The calls the sources make (the gateway's, or a test's fakes). */
export interface PagesApi {
  fetchHelpCenter: (language: string) => Promise<HelpCenter>;
  fetchPromotions: (language: string) => Promise<PromotionSummary[]>;
  fetchPromotionDetail: (ref: { code: string } | { id: number }, language: string) => Promise<PromotionDetail>;
  fetchNotices: (language: string) => Promise<PageNotice[]>;
  fetchVipRanks: () => Promise<VipRanks>;
  fetchAppDownload: () => Promise<AppDownload>;
}

/** The gateway's promotion codes (server/routes/content.routes.ts); anything else is not one. */
const PROMOTION_CODE = /^[a-z0-9][a-z0-9-]{0,39}$/;
const PROMOTION_ID = /^[1-9]\d{0,8}$/;

/** The promotion a detail page's parameters name, or null when they name none the gateway could have. */
export function promotionRef(params: PageParams): { code: string } | { id: number } | null {
  if (params.code !== undefined) return PROMOTION_CODE.test(params.code) ? { code: params.code } : null;
  if (params.id !== undefined) return PROMOTION_ID.test(params.id) ? { id: Number(params.id) } : null;
  return null;
}

const errorCodeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'errorCode' in error ? (error as { errorCode: unknown }).errorCode : null;

export function pageSources(api: PagesApi): PageSources {
  const language = (params: PageParams) => params.language ?? readStoredLanguageCode();
  return {
    help: async (params) => {
      const help = await api.fetchHelpCenter(language(params));
      return { data: help, count: help.categories.reduce((sum, category) => sum + category.entries.length, 0) };
    },
    promotions: async (params) => {
      const list = await api.fetchPromotions(language(params));
      return { data: list, count: list.length };
    },
    promotionDetail: async (params) => {
      const ref = promotionRef(params);
      if (ref === null) return { data: null, count: 0 };
      try {
        return { data: await api.fetchPromotionDetail(ref, language(params)), count: 1 };
      } catch (error) {
        // ended, withdrawn or never existed: the page says the promotion is not available
        if (errorCodeOf(error) === 'not.found') return { data: null, count: 0 };
        throw error;
      }
    },
    notices: async (params) => {
      const list = await api.fetchNotices(language(params));
      return { data: list, count: list.length };
    },
    vipRanks: async () => {
      const vip = await api.fetchVipRanks();
      return { data: vip, count: vip.enabled ? vip.ranks.length : 0 };
    },
    appDownload: async () => {
      const download = await api.fetchAppDownload();
      return { data: download, count: Number(download.android !== null) + Number(download.ios !== null) };
    },
  };
}

export const gatewayPageSources: PageSources = pageSources({
  ...pagesApi,
  fetchAppDownload: () => pagesApi.fetchAppDownload(window.location.host),
});

export const PageSourcesContext = createContext<PageSources>(gatewayPageSources);

export function usePageSources(): PageSources {
  return useContext(PageSourcesContext);
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
