/**
 * Container of the notice bar and its dialog: one `noticeBar` actor for the page's life (the bar
 * moves between above and below the carousel without starting again), provided by the edge with
 * the announcements call, in the language of the moment and again in each language switched to.
 */
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { selectNoticeBarView } from '../../../machines/notice-bar';
import { useBannersEdge } from '../../app/banners.edge';
import { NoticeBar } from './notice-bar';
import { useChartActor } from '../../app/chart-actor';
import type { Actor } from 'xstate';
import { lazyComponent } from '../common/lazy-component';

// opened by a tap: its chunk (and the HTML sanitiser it renders with) is not part of home's start
const NoticeDialog = lazyComponent('noticeDialog', () => import('./notice-dialog'), { pending: null });

export function NoticeBarView() {
  const edge = useBannersEdge();
  // by its systemId the language picker's chart tells it of a switch
  const actor = useChartActor(edge.noticeBar, { systemId: 'noticeBar', input: { language: edge.env.currentLanguage() } });
  return <NoticeBarOf actor={actor} />;
}

function NoticeBarOf({ actor }: { actor: Actor<ReturnType<typeof useBannersEdge>['noticeBar']> }) {
  const view = useSelector(actor, selectNoticeBarView, shallowEqual);
  return (
    <>
      <NoticeBar
        view={view}
        onOpen={(index) => actor.send({ type: 'notice.open', index })}
        onRetry={() => actor.send({ type: 'notices.retry' })}
        onPointerEnter={() => actor.send({ type: 'bar.pointerEnter' })}
        onPointerLeave={() => actor.send({ type: 'bar.pointerLeave' })}
      />
      {view.openNotice !== null && view.openIndex !== null ? (
        <NoticeDialog
          notice={view.openNotice}
          index={view.openIndex}
          count={view.notices.length}
          canShowPrevious={view.canShowPrevious}
          canShowNext={view.canShowNext}
          onPrevious={() => actor.send({ type: 'notice.prev' })}
          onNext={() => actor.send({ type: 'notice.next' })}
          onClose={() => actor.send({ type: 'notice.close' })}
        />
      ) : null}
    </>
  );
}
