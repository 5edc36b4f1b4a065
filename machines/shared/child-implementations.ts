/**
 * A child chart that takes some implementations from its parent. The edge and the tests provide
 * the parent by the names in the parent's `setup` (the login's `fetchCaptcha` and
 * `CAPTCHA_COOLDOWN`) and never see the child, but xstate resolves an invoked chart's actors and
 * delays against the child's own machine. So every `provide` of such a parent binds the child
 * again from the parent's implementations, unless that `provide` names the child itself (a test's
 * stand-in, the auth-path explorer's copy): a child provided by name is kept as it is.
 */
import { StateMachine } from 'xstate';
import type { AnyActorLogic, AnyStateMachine } from 'xstate';

type Implementations = AnyStateMachine['implementations'];

/** `machine` with the child invoked as `src` built by `bind` from the parent's implementations, now and after every `provide`. */
export function withChildFromParent<TMachine extends AnyStateMachine>(
  machine: TMachine,
  src: string,
  bind: (implementations: Implementations) => AnyActorLogic,
): TMachine {
  const provide = (parent: AnyStateMachine, implementations: Partial<Implementations>): AnyStateMachine =>
    StateMachine.prototype.provide.call(parent, implementations as never) as AnyStateMachine;
  const bound = (parent: AnyStateMachine, childProvided: boolean): TMachine => {
    const next = childProvided ? parent : provide(parent, { actors: { [src]: bind(parent.implementations) } });
    next.provide = (implementations: Partial<Implementations>) =>
      bound(provide(next, implementations), childProvided || src in (implementations.actors ?? {}));
    return next as TMachine;
  };
  return bound(machine, false);
}
