/**
 * Form plumbing shared by the login, registration and forgot-password charts. Each keeps what the
 * visitor typed in `values`, at most one error per field in `fieldErrors` and the gateway's refusal
 * in `errorCode`, and takes one `field.change` event per keystroke. A chart names these actions and
 * guards in its own `setup` (`assignField: form.assignField`), so its diagram and its path tests
 * keep reading them under the chart's names.
 */
import { assign } from 'xstate';
import type { EventObject } from 'xstate';

/** The part of a chart's context the helpers below read and write. */
export interface FormContext<TField extends string = string, TError = unknown> {
  values: Record<TField, string>;
  fieldErrors: Partial<Record<TField, TError>>;
  errorCode: string | null;
}

/** The view's event for one field; the chart's own event union narrows `field` to its fields. */
export interface FieldChangeEvent<TField extends string = string> {
  type: 'field.change';
  field: TField;
  value: string;
}

type FieldOf<TContext extends FormContext> = keyof TContext['values'] & string;
type FieldErrorsOf<TContext extends FormContext> = TContext['fieldErrors'];

/** Errors of the fields a check looked at; an empty object when they all pass. */
export type FieldValidator<TContext extends FormContext> = (context: TContext) => FieldErrorsOf<TContext>;

export function hasFieldErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * The actions and guards of one chart's form, typed once with the chart's context and events. A
 * check (`FieldValidator`) is a function of the context, so a chart whose rules live beside the
 * values (registration) and one that checks the values alone (login) use the same builders.
 */
export function formFields<TContext extends FormContext, TEvent extends EventObject>() {
  const update = (assigner: (args: { context: TContext; event: TEvent }) => Partial<FormContext>) =>
    assign<TContext, TEvent, undefined, TEvent, never>((args) => assigner(args) as Partial<TContext>);
  return {
    /** `field.change`: the new value, and that field's error dropped (the visitor is correcting it). */
    assignField: update(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { field, value } = event as unknown as FieldChangeEvent<FieldOf<TContext>>;
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[field];
      return { values: { ...context.values, [field]: value }, fieldErrors };
    }),
    /** Nothing shown: a submit that passed the checks, or a switch to another tab. */
    clearErrors: update(() => ({ fieldErrors: {}, errorCode: null })),
    /** A refused submit: the check's errors replace the ones shown, and the gateway's last refusal goes. */
    showErrors: (validate: FieldValidator<TContext>) => update(({ context }) => ({ fieldErrors: validate(context), errorCode: null })),
    /**
     * A check of some fields only (the number before an SMS code is asked for): its errors join the
     * ones shown, and a refusal above the form stays.
     */
    addErrors: (validate: FieldValidator<TContext>) => update(({ context }) => ({ fieldErrors: { ...context.fieldErrors, ...validate(context) } })),
    /** One field's error dropped, the others kept (the field passed a check of its own). */
    dropError: (field: FieldOf<TContext>) =>
      update(({ context }) => {
        const fieldErrors = { ...context.fieldErrors };
        delete fieldErrors[field];
        return { fieldErrors };
      }),
    /** A guard: the check finds nothing. */
    valid:
      (validate: FieldValidator<TContext>) =>
      ({ context }: { context: TContext }) =>
        !hasFieldErrors(validate(context)),
  };
}
