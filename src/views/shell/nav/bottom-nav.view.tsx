/**
 * Bottom navigation container, a lazy chunk: reads the vendor lanes in the current language (one
 * call per language for the page's life, shared with the footer) and runs the `vendorMenu` chart
 * over them. Until the lanes arrive, or when they cannot be read, the bar shows Home, Promotions
 * and Download only; a language switch reads the lanes again and starts a new chart.
 */
import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { selectVendorMenuView } from '../../../../machines/vendor-menu';
import type { VendorMenuView } from '../../../../machines/vendor-menu';
import { useNavEdge } from '../../../app/nav.edge';
import type { NavLane } from '../../../app/nav.edge';
import { NavBar } from './nav-bar';
import type { NavBarCallbacks } from './nav-bar';
import { useSettled } from './use-settled';
import { useChartActor } from '../../../app/chart-actor';

const CLOSED_MENU: VendorMenuView = {
  openGameType: null,
  vendors: [],
  closing: false,
  showArrows: false,
  canScrollLeft: false,
  canScrollRight: false,
  firstVisible: 0,
  focusFirstVendor: false,
};

const ignore = () => {};
const NO_MENU: NavBarCallbacks = {
  onEnter: ignore,
  onLeave: ignore,
  onKeyOpen: ignore,
  onEscape: ignore,
  onScrollLeft: ignore,
  onScrollRight: ignore,
  onChoose: ignore,
};

const NO_LANES: readonly NavLane[] = [];

/** The navigation before the lanes are there: the links that need no catalogue. */
function PlainNav() {
  return <NavBar lanes={NO_LANES} menu={CLOSED_MENU} {...NO_MENU} />;
}

function VendorMenuNav({ lanes }: { lanes: readonly NavLane[] }) {
  const edge = useNavEdge();
  const menu = useChartActor(edge.vendorMenu, { input: { items: lanes.map((lane) => ({ gameType: lane.gameType, vendors: lane.vendors })) } });
  const view = useSelector(menu, selectVendorMenuView, shallowEqual);
  return (
    <NavBar
      lanes={lanes}
      menu={view}
      onEnter={(gameType) => menu.send({ type: 'menu.enter', gameType })}
      onLeave={() => menu.send({ type: 'menu.leave' })}
      onKeyOpen={(gameType) => menu.send({ type: 'menu.keyOpen', gameType })}
      onEscape={() => menu.send({ type: 'menu.escape' })}
      onScrollLeft={() => menu.send({ type: 'menu.scrollLeft' })}
      onScrollRight={() => menu.send({ type: 'menu.scrollRight' })}
      onChoose={(gameType, vassalage) => menu.send({ type: 'vendor.choose', gameType, vassalage })}
    />
  );
}

export default function BottomNavView() {
  const edge = useNavEdge();
  const { i18n } = useLingui();
  const language = edge.env.currentLanguage();
  // the locale is a dependency so a language switch reads the lanes in the new language;
  // a failed read leaves the game types out (the footer, reading the same call, does the same)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale reads the answer again in the new language, as said above
  const request = useMemo(() => edge.lanes(language).catch((): readonly NavLane[] => NO_LANES), [edge, language, i18n.locale]);
  const lanes = useSettled(request, NO_LANES);
  // other lanes (another language) start a new chart over them
  const key = lanes.map((lane) => `${lane.gameType}:${lane.vendors.map((vendor) => vendor.vassalage).join(',')}`).join(';');
  return lanes.length === 0 ? <PlainNav /> : <VendorMenuNav key={key} lanes={lanes} />;
}
