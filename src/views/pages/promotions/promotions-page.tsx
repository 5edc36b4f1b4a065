/**
 * /promotions: the merchant's promotions as cards, with one filter tab per category the list holds
 * (plus all). The chosen category lives in the address (`?category=DEPOSIT`), so it can be shared
 * and the back button returns to it.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageLanguage, usePageSources } from '../../../app/pages.edge';
import type { PromotionSummary } from '../../../app/pages.edge';
import { PageEmpty, PageSection } from '../common/page-states';
import { promotionCategoryName } from '../common/pages.messages';
import { PageData } from '../page-data.view';

/** The categories in the order they first appear. */
export function promotionCategories(promotions: readonly PromotionSummary[]): string[] {
  return [...new Set(promotions.map((promotion) => promotion.category))];
}

/** Where a promotion's card leads: by code (shared by its languages), else by id. */
export function promotionDetailPath(promotion: Pick<PromotionSummary, 'code' | 'id'>): string {
  return promotion.code ? `/promoDetail?code=${encodeURIComponent(promotion.code)}` : `/promoDetail?id=${promotion.id}`;
}

function CategoryTabs({ categories, chosen }: { categories: string[]; chosen: string | null }) {
  const { i18n, t } = useLingui();
  const tab = (category: string | null, label: string) => (
    <li key={category ?? ''}>
      <Link
        to={{ search: category ? `?category=${encodeURIComponent(category)}` : '' }}
        className={chosen === category ? 'filter-tab filter-tab--active' : 'filter-tab'}
        aria-current={chosen === category ? 'page' : undefined}
        replace
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t`Promotion categories`}>
      <ul className="filter-tabs">
        {tab(null, t`All`)}
        {categories.map((category) => tab(category, promotionCategoryName(i18n, category)))}
      </ul>
    </nav>
  );
}

export function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const { i18n } = useLingui();
  return (
    <article className="promo-card" aria-labelledby={`promotion-${promotion.id}`}>
      <img className="promo-card__image" src={promotion.imageUrl} alt="" loading="lazy" />
      <div className="promo-card__body">
        <p className="tag">{promotionCategoryName(i18n, promotion.category)}</p>
        <h2 id={`promotion-${promotion.id}`}>{promotion.title}</h2>
        <p>{promotion.summary}</p>
        <Link className="button" to={promotionDetailPath(promotion)} aria-describedby={`promotion-${promotion.id}`}>
          <Trans>View details</Trans>
        </Link>
      </div>
    </article>
  );
}

export function PromotionList({ promotions, chosen }: { promotions: readonly PromotionSummary[]; chosen: string | null }) {
  const categories = promotionCategories(promotions);
  const shown = chosen === null ? promotions : promotions.filter((promotion) => promotion.category === chosen);
  return (
    <>
      <CategoryTabs categories={categories} chosen={chosen} />
      {shown.length === 0 ? (
        <PageEmpty>
          <Trans>There are no promotions in this category right now.</Trans>
        </PageEmpty>
      ) : (
        <ul className="promo-grid">
          {shown.map((promotion) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function PromotionsPage() {
  const sources = usePageSources();
  const language = usePageLanguage();
  const [search] = useSearchParams();
  const chosen = search.get('category') || null;
  return (
    <PageSection id="promotions-page" title={<Trans>Promotions</Trans>} testId="promotions-page">
      <PageData
        source={sources.promotions}
        params={{ language }}
        empty={
          <PageEmpty>
            <Trans>There are no promotions right now. Please check again soon.</Trans>
          </PageEmpty>
        }
        render={(promotions) => <PromotionList promotions={promotions} chosen={chosen} />}
      />
    </PageSection>
  );
}
