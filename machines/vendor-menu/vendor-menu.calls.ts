/** What the navigation's vendor dropdowns ask of the world, and the chart provided with it. */
import type { ActorSystem, ActorSystemInfo } from 'xstate';
import { vendorMenuMachine } from './vendor-menu.machine';
import { hrefOf } from './vendor-menu.routing';

export interface VendorMenuCalls {
  /** a path of this site (with its query), through the router chart of the system the action runs in */
  navigate(to: string, system: ActorSystem<ActorSystemInfo>): void;
  /** keeps the vendor a slot, pvp, live or fish page opens on next time */
  storeVendor(gameType: string, vassalage: string): void;
}

export function provideVendorMenu(calls: VendorMenuCalls): typeof vendorMenuMachine {
  return vendorMenuMachine.provide({
    actions: {
      rememberVendor: (_, destination) => calls.storeVendor(destination.gameType, destination.vassalage),
      navigateToVendor: ({ system }, destination) => calls.navigate(hrefOf(destination), system),
    },
  });
}
