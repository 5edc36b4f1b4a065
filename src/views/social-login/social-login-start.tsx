/**
 * How a social login button reaches the session: the session's dialogs provide the start callback
 * (and whether the social login is loaded yet), so a dialog that draws the buttons needs no prop for
 * it. The callback sends the button's event synchronously: the provider's window opens inside the
 * click (browsers block it otherwise).
 */
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';

export type SocialProviderName = 'google' | 'facebook' | 'telegram';
export type SocialLoginStart = (provider: SocialProviderName) => void;

/** The start callback while the buttons work, null while the social login is not loaded (or outside a session). */
const SocialLoginStartContext = createContext<{ start: SocialLoginStart | null }>({ start: null });

export function SocialLoginStartProvider({ onStart, ready, children }: { onStart: SocialLoginStart; ready: boolean; children: ReactNode }) {
  const value = useMemo(() => ({ start: ready ? onStart : null }), [onStart, ready]);
  return <SocialLoginStartContext.Provider value={value}>{children}</SocialLoginStartContext.Provider>;
}

/** The start callback of the session around this view, or null while the buttons cannot work. */
export function useSocialLoginStart(): SocialLoginStart | null {
  return useContext(SocialLoginStartContext).start;
}
