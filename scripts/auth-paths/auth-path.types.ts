/**
 * The vocabulary of the authentication-path report: the data that describes a world of gateway
 * answers (variants), the paths found through the charts, and the outcomes and mutations an auditor
 * reads. Everything here is plain data so that the report generator and the server proof read the
 * same paths.
 */
import type { AnyStateMachine } from 'xstate';

/**
 * What a caller presents to prove who it is: a password, a picture captcha, a passed slider check,
 * an SMS code, or a provider's proof (a social login's ticket or Telegram's signed answer).
 */
export type Factor = 'password' | 'captcha' | 'humanCheck' | 'smsCode' | 'provider';
export const FACTORS: readonly Factor[] = ['password', 'captcha', 'humanCheck', 'smsCode', 'provider'];

/**
 * World facts carried along a path beside the chart snapshots. They tie answers of different calls
 * together: the member info answer must speak of the account that logged in.
 */
export type Facts = Readonly<Record<string, string | number | boolean>>;

/** What the gateway answers; the proof compares the real answer with it. */
export type GatewayAnswer =
  /** HTTP status and a partial envelope the real answer must match */
  | { status: number; body: Record<string, unknown> }
  /** no gateway answer at all (network down): nothing for the server to decide */
  | { transport: string };

export interface EventVariant {
  /** shown in the report, e.g. `player (type 0)` */
  label: string;
  /** the view offers this event only when this holds (e.g. the captcha field only while it is shown) */
  offered?: (snapshot: { value: unknown; context: unknown }) => boolean;
  /** merged into the event (`output`, `error`, `field`, `value`, `at`, ...) */
  payload?: Record<string, unknown> | ((facts: Facts) => Record<string, unknown>);
  /** facts this variant speaks for: offered only when each is unset or equal; then set */
  agrees?: Record<string, string>;
  /** facts that must hold exactly (unset facts take the chart set's defaults) */
  requires?: Record<string, string | number | boolean>;
  /** offered only in worlds where this holds (e.g. a dialog opened by a visitor who has tried nothing yet) */
  onlyIf?: (facts: Facts) => boolean;
  /** the facts after this variant (default: unchanged apart from `agrees`) */
  next?: (facts: Facts) => Facts;
  /** for invoke results: the gateway answer that produces this event */
  answer?: GatewayAnswer;
  /** for invoke results: what the server decided, in words */
  decision?: string;
  /** how a real caller obtains this answer (read by the proof drivers) */
  request?: { credential?: 'right' | 'wrong'; captcha?: 'wrong'; smsCode?: 'wrong' | 'expired'; operator?: 'freePlayOff' };
  /** what the world must hold before the path's first call of this kind gets this answer */
  precondition?: {
    /** wrong passwords the account has had before the first login call */
    priorFailures?: number;
    /** a reset link was e-mailed to the account ('mailed'), and maybe already used once ('used') */
    resetLink?: 'mailed' | 'used';
    /** module switches the operator set for the merchant before the path starts */
    switches?: Readonly<Record<string, boolean>>;
    /** the provider account signed in once before, so a player is linked to it */
    socialAccount?: 'linked';
    /** the operator switched the registration's phone-provider path on with this provider project */
    phoneAuth?: string;
  };
}

export interface ChartSpec {
  machine: AnyStateMachine;
  /** input of the chart when it is explored on its own (server charts) */
  input?: unknown;
  /** variants per event type; invoke results are `xstate.done.actor.<id>` / `xstate.error.actor.<id>` */
  events: Record<string, readonly EventVariant[]>;
  /** event types deliberately left out of the exploration, with the reason an auditor reads */
  ignored?: Record<string, string>;
  /** for server charts: whose snapshot it is and what the paths assume, as the report says it */
  subject?: string;
  /** graph identity of a snapshot; default: state value plus context */
  identity?: (snapshot: { value: unknown; context: unknown }, facts: Facts) => unknown;
}

export interface StepTransition {
  /** chart-model key `#<source> <event> [<index>]` */
  key: string;
  chart: string;
  /** the guard as read on that transition: `name`, `not(a), not(b)` for a default branch, or null */
  guard: string | null;
}

export interface StepCall {
  chart: string;
  invoke: string;
  input: unknown;
}

export interface PathStep {
  /** machine id of the chart that received the event (`systemStatus` for the start) */
  chart: string;
  event: string;
  variant: string | null;
  transitions: StepTransition[];
  /** actors invoked by this step (calls, local side effects, child charts) */
  calls: StepCall[];
  /** for invoke results: which invoke answered, and how */
  answer: { chart: string; invoke: string; kind: 'done' | 'error'; variant: EventVariant } | null;
  /** state of the receiving chart after the step, e.g. `active(form.editing, captcha.hidden)` */
  stateAfter: string;
  /** minutes since the path started (server charts whose events carry time) */
  minutes: number;
}

export interface OutcomeSpec {
  id: string;
  title: string;
  kind: 'signed-in' | 'escalation' | 'blocked' | 'failure' | 'recovery';
  /** which chart (or composition) the outcome is read from */
  scope: 'client' | 'server';
  /** true when the step just taken ends a path in this outcome */
  reached: (at: OutcomeProbe) => boolean;
  /** aspects that make two paths to this outcome different ways of reaching it */
  distinctBy: readonly ('factors' | 'account' | 'passwordChanged' | 'errorCode' | 'lockCount' | 'method' | 'invited')[];
  /** the chart state an auditor should look for */
  where: string;
}

export interface OutcomeProbe {
  /** snapshot of each chart running after the step, by machine id */
  charts: Readonly<Record<string, { value: unknown; context: unknown; matches: (value: never) => boolean }>>;
  facts: Facts;
  step: PathStep;
}

export interface AuthPath {
  /** stable id, e.g. `member--password+captcha`; the proof suite keys its scenarios by it */
  id: string;
  outcome: OutcomeSpec;
  scope: 'client' | 'server';
  steps: PathStep[];
  factors: Factor[];
  facts: Facts;
  /** distinguishing aspects as shown to the reader */
  distinct: string[];
}

export interface MutationSpec {
  id: string;
  /** what the mutated path does differently */
  title: string;
  /** the documented refusal: HTTP status and error code */
  rejectedWith: { status: number; errorCode: string };
  appliesTo: (path: AuthPath) => boolean;
}
