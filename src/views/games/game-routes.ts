/**
 * The games pages' address: `?page=<vendor code>` opens a vendor's tab on the slot-style pages and
 * the game-list page (SPEC: /rng; the navigation sends it for fish and pvp too). The games routes
 * themselves are rows of the route table (machines/router/router.routes.ts).
 */

/** The query parameter naming the vendor tab. */
export const VENDOR_PARAM = 'page';
