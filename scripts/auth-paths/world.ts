/**
 * Building blocks of the world the client charts are explored in: the gateway's answers as the
 * proof compares them, the merchant's module switches, and the facts that keep a path consistent
 * (which account it speaks for, which switches the operator set, how the visitor signed in).
 */
import type { LoginSuccess } from '../../machines/login';
import type { EventVariant, Facts } from './auth-path.types';

export const plain: readonly EventVariant[] = [{ label: '' }];

export const ok = (value: Record<string, unknown> | boolean | null) => ({
  status: 200,
  body: { success: true, ...(value === null ? {} : { value }) },
});

export const refused = (status: number, errorCode: string, value?: Record<string, unknown>) => ({
  status,
  body: { success: false, errorCode, ...(value ? { value } : {}) },
});

export const failedWith = (errorCode: string, extra: Record<string, unknown> = {}) => ({ error: { errorCode, ...extra } });

export const signedIn = (customerType: number, mustChangePassword = false, firstTimeLogin = false): LoginSuccess => ({
  token: 'token',
  firstTimeLogin,
  mustChangePassword,
  customerType,
});

/** The demo merchant's switches as the site reads them from the status call (server/db/seed-data.ts). */
export const DEMO_MODULES: Readonly<Record<string, boolean>> = {
  FREEPLAY3: true,
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  MOBILENUMPASSREG3: true,
  REGMOBVERF3: true,
  DIRECTREG3: true,
  HUMANCHECK3: true,
  MOBILEVERCODELOGIN3: false,
  CHNGPASSVERIF3: false,
};

/** What the operator switches on for SMS login and reset by phone (both off on the demo merchant). */
export const SMS_SWITCHES: Readonly<Record<string, boolean>> = { MOBILEVERCODELOGIN3: true, CHNGPASSVERIF3: true };

export const SMS_MODULES: Readonly<Record<string, boolean>> = { ...DEMO_MODULES, ...SMS_SWITCHES };

/**
 * A visitor who has tried nothing yet (or signed out since): dialogs other than login are explored
 * from here only, since opening them after a failed login reaches the same dialogs again, later.
 */
export const freshVisitor = (facts: Facts) => facts.account === undefined && facts.escalation === undefined && facts.via === undefined;

/** The demo merchant's switches: password login, free play, registration and reset by e-mail. */
export const demoSwitches = (facts: Facts) => facts.modules === 'demo';

/** SMS login and reset by phone switched on. */
export const smsSwitches = (facts: Facts) => facts.modules === 'smsOn';

export const signingIn = (via: string) => (facts: Facts) => ({ ...facts, via });

/** A view offers a form event only once its chart is drawn: the same test for every form. */
export type ChartView = { value: unknown; context: unknown; matches: (value: never) => boolean; children?: Record<string, unknown> };

export const view = (snapshot: { value: unknown; context: unknown }) => snapshot as ChartView;

/** The context of a child chart running under `id` in a snapshot, if it runs. */
export function childContext<T>(snapshot: { value: unknown; context: unknown }, id: string): T | null {
  const child = view(snapshot).children?.[id] as { getSnapshot(): { context: T } } | undefined;
  return child ? child.getSnapshot().context : null;
}

export function childMatches(snapshot: { value: unknown; context: unknown }, id: string, state: unknown): boolean {
  const child = view(snapshot).children?.[id] as { getSnapshot(): { matches(value: unknown): boolean } } | undefined;
  return child?.getSnapshot().matches(state) === true;
}
