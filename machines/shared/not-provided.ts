/**
 * Placeholders for side effects declared in `setup`. The edge (src/app, tests) replaces them with
 * `machine.provide(...)`; a chart started without them fails loudly instead of doing nothing.
 */
import { fromPromise } from 'xstate';

/** A promise actor that rejects with `<name> not provided`. */
export function notProvidedActor<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
}

/** An action that throws `<name> not provided`; `TParams` types what the edge receives. */
export function notProvidedAction<TParams = undefined>(name: string) {
  return (_args: unknown, _params: TParams): void => {
    throw new Error(`${name} not provided`);
  };
}
