/**
 * /promoDetail?code=<promotion code> (or ?id= for a promotion without a code): the promotion's
 * picture, title and sanitised detail, with a way back to the list. A promotion that ended or
 * never existed says it is not available.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { usePageLanguage, usePageSources } from '../../../app/pages.edge';
import type { PromotionDetail } from '../../../app/pages.edge';
import { PageEmpty } from '../common/page-states';
import { SafeHtml } from '../../common/safe-html';
import { PageData } from '../page-data.view';

/** The detail page's parameters from its address: the code wins over the id. */
export function promotionParams(search: URLSearchParams, language: string): Record<string, string> {
  const code = search.get('code');
  if (code) return { language, code };
  const id = search.get('id');
  return id ? { language, id } : { language, code: '' };
}

function BackLink() {
  return (
    <p>
      <Link to="/promotions" className="back-link">
        <Trans>Back to promotions</Trans>
      </Link>
    </p>
  );
}

export function PromotionArticle({ promotion }: { promotion: PromotionDetail }) {
  const picture = promotion.announcementImages?.[0]?.imageUrl ?? promotion.imageUrl;
  return (
    <article className="promo-detail" aria-labelledby="promo-detail-title" data-testid="promotion-detail">
      <h1 id="promo-detail-title">{promotion.title}</h1>
      {picture ? <img className="promo-detail__image" src={picture} alt="" /> : null}
      <SafeHtml html={promotion.content} />
    </article>
  );
}

export default function PromotionDetailPage() {
  const sources = usePageSources();
  const language = usePageLanguage();
  const [search] = useSearchParams();
  return (
    <section className="content-page" data-testid="promotion-detail-page">
      <BackLink />
      <PageData
        source={sources.promotionDetail}
        params={promotionParams(search, language)}
        skeletonLines={8}
        empty={
          <>
            <h1>
              <Trans>Promotion not available</Trans>
            </h1>
            <PageEmpty>
              <Trans>This promotion has ended or does not exist.</Trans>
            </PageEmpty>
          </>
        }
        render={(promotion) => (promotion ? <PromotionArticle promotion={promotion} /> : null)}
      />
    </section>
  );
}
