/**
 * Vendor dropdowns of the bottom navigation (id `vendorMenu`), one chart for all items so only one
 * dropdown shows at a time. Leaving starts a 200 ms grace (`closing`) in which coming back keeps it
 * open: the pointer can cross the gap between the item and its dropdown. Choosing a vendor hides
 * the dropdown, remembers the vendor where the page needs it, and hands the destination to the edge.
 */
import { and, assign, setup } from 'xstate';
import { notProvidedAction } from '../shared';
import { vendorDestination } from './vendor-menu.routing';
import type { VendorDestination, VendorMenuContext, VendorMenuEvent, VendorMenuInput } from './vendor-menu.types';

/** SPEC §9: vendors per dropdown */
export const MAX_MENU_VENDORS = 30;
/** SPEC §9: the arrows show with more than 7 vendors; 7 are in view */
export const VISIBLE_MENU_VENDORS = 7;

type Args = { context: VendorMenuContext; event: VendorMenuEvent };

const vendorsOf = (context: VendorMenuContext, gameType: string | null) => context.items.find((item) => item.gameType === gameType)?.vendors ?? [];
const eventGameType = (event: VendorMenuEvent) => ('gameType' in event ? event.gameType : null);
const lastStart = (context: VendorMenuContext) => Math.max(0, vendorsOf(context, context.openGameType).length - VISIBLE_MENU_VENDORS);

function destinationOf({ event }: Args): VendorDestination {
  return vendorDestination(eventGameType(event) ?? '', { vassalage: event.type === 'vendor.choose' ? event.vassalage : '' });
}

export const vendorMenuMachine = setup({
  types: {
    context: {} as VendorMenuContext,
    events: {} as VendorMenuEvent,
    input: {} as VendorMenuInput,
  },
  actions: {
    /** the edge keeps the vendor the slot, pvp, live or fish page opens on */
    rememberVendor: notProvidedAction<VendorDestination>('rememberVendor'),
    /** the edge opens `path` with `query` */
    navigateToVendor: notProvidedAction<VendorDestination>('navigateToVendor'),
    openChosenItem: assign(({ event }) => ({ openGameType: eventGameType(event), firstVisible: 0, openedByKeyboard: false })),
    openChosenItemByKeyboard: assign(({ event }) => ({ openGameType: eventGameType(event), firstVisible: 0, openedByKeyboard: true })),
    forgetOpenItem: assign({ openGameType: null, firstVisible: 0, openedByKeyboard: false }),
    scrollLeft: assign({ firstVisible: ({ context }) => Math.max(0, context.firstVisible - VISIBLE_MENU_VENDORS) }),
    scrollRight: assign({ firstVisible: ({ context }) => Math.min(lastStart(context), context.firstVisible + VISIBLE_MENU_VENDORS) }),
  },
  guards: {
    itemHasVendors: ({ context, event }) => vendorsOf(context, eventGameType(event)).length > 0,
    otherItemHasVendors: ({ context, event }) => eventGameType(event) !== context.openGameType && vendorsOf(context, eventGameType(event)).length > 0,
    sameItem: ({ context, event }) => eventGameType(event) === context.openGameType,
    canScrollLeft: ({ context }) => context.firstVisible > 0,
    canScrollRight: ({ context }) => context.firstVisible < lastStart(context),
    vendorListed: ({ context, event }) =>
      event.type === 'vendor.choose' &&
      event.gameType === context.openGameType &&
      vendorsOf(context, event.gameType).some((v) => v.vassalage === event.vassalage),
    remembersVendor: ({ context, event }) => destinationOf({ context, event }).rememberVendor,
    listedAndRemembered: and(['vendorListed', 'remembersVendor']),
  },
  delays: {
    /** SPEC §2: the dropdown hides 200 ms after blur */
    MENU_CLOSE_DELAY: 200,
  },
}).createMachine({
  id: 'vendorMenu',
  context: ({ input }) => ({
    items: input.items.map((item) => ({ gameType: item.gameType, vendors: item.vendors.slice(0, MAX_MENU_VENDORS) })),
    openGameType: null,
    firstVisible: 0,
    openedByKeyboard: false,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'menu.enter': { guard: 'itemHasVendors', target: 'open', actions: 'openChosenItem' },
        'menu.keyOpen': { guard: 'itemHasVendors', target: 'open', actions: 'openChosenItemByKeyboard' },
      },
    },
    open: {
      on: {
        'menu.enter': { guard: 'otherItemHasVendors', actions: 'openChosenItem' },
        'menu.keyOpen': { guard: 'otherItemHasVendors', actions: 'openChosenItemByKeyboard' },
        'menu.leave': { target: 'closing' },
        'menu.escape': { target: 'closed', actions: 'forgetOpenItem' },
        'menu.scrollLeft': { guard: 'canScrollLeft', actions: 'scrollLeft' },
        'menu.scrollRight': { guard: 'canScrollRight', actions: 'scrollRight' },
        'vendor.choose': [
          {
            guard: 'listedAndRemembered',
            target: 'closed',
            actions: [{ type: 'rememberVendor', params: destinationOf }, { type: 'navigateToVendor', params: destinationOf }, 'forgetOpenItem'],
          },
          { guard: 'vendorListed', target: 'closed', actions: [{ type: 'navigateToVendor', params: destinationOf }, 'forgetOpenItem'] },
        ],
      },
    },
    closing: {
      description: 'The pointer or focus left: the dropdown still shows for MENU_CLOSE_DELAY (200 ms) and stays if they come back.',
      after: { MENU_CLOSE_DELAY: { target: 'closed', actions: 'forgetOpenItem' } },
      on: {
        'menu.enter': [
          { guard: 'sameItem', target: 'open' },
          { guard: 'otherItemHasVendors', target: 'open', actions: 'openChosenItem' },
        ],
        'menu.keyOpen': { guard: 'itemHasVendors', target: 'open', actions: 'openChosenItemByKeyboard' },
        'menu.escape': { target: 'closed', actions: 'forgetOpenItem' },
      },
    },
  },
});
