/** The pager of a game list (SPEC §9): first, previous, the pages with gaps, next, last. */
import { useLingui } from '@lingui/react/macro';
import { pagingModel } from '../../../machines/game-list';

export interface PagingNavProps {
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
}

function PageButton({ pageNo, current, onPage }: { pageNo: number; current: boolean; onPage: (pageNo: number) => void }) {
  const { t } = useLingui();
  return (
    <li>
      <button
        type="button"
        className={current ? 'pager__button pager__button--current' : 'pager__button'}
        aria-label={t`Page ${pageNo}`}
        aria-current={current ? 'page' : undefined}
        onClick={() => !current && onPage(pageNo)}
      >
        {pageNo}
      </button>
    </li>
  );
}

export function PagingNav({ pageNo, totalPages, onPage }: PagingNavProps) {
  const { t } = useLingui();
  const model = pagingModel({ pageNo, totalPages });
  if (!model.visible) return null;
  const step = (target: number | null, label: string, symbol: string, testId: string) => (
    <li>
      <button
        type="button"
        className="pager__button"
        aria-label={label}
        disabled={target === null}
        onClick={() => target !== null && onPage(target)}
        data-testid={testId}
      >
        <span aria-hidden="true">{symbol}</span>
      </button>
    </li>
  );
  return (
    <nav className="pager" aria-label={t`Pages`} data-testid="pager">
      <ul>
        {step(model.first, t`First page`, '«', 'pager-first')}
        {step(model.previous, t`Previous page`, '‹', 'pager-previous')}
        {model.items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <PageButton key={item.pageNo} pageNo={item.pageNo} current={item.current} onPage={onPage} />
          ),
        )}
        {step(model.next, t`Next page`, '›', 'pager-next')}
        {step(model.last, t`Last page`, '»', 'pager-last')}
      </ul>
    </nav>
  );
}
