// Catalogs are imported as modules through the Lingui Vite plugin.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
