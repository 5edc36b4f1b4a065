/**
 * Feedback chart: graph paths over loading (answered, failed, retried), the form (an empty, a
 * too long and a passing text), sending (taken, refused by field, refused otherwise) and the reload
 * after a sent form; every state and transition is reached.
 */
import type { EventObject } from 'xstate';
import { feedbackMachine, selectFeedbackView, validateFeedback } from '../../machines/feedback';
import type { FeedbackEntry, FeedbackRequest, FeedbackSnapshot } from '../../machines/feedback';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as FeedbackSnapshot;
const entry: FeedbackEntry = { id: '1', text: 'First', createdAt: Date.UTC(2026, 11, 7) };

runPathSuite({
  machine: feedbackMachine.provide({
    actors: { loadEntries: pending<FeedbackEntry[], void>(), sendEntry: pending<void, FeedbackRequest>() },
  }),
  events: {
    'field.change': [
      { field: 'text', value: 'Hello' },
      { field: 'text', value: '   ' },
      { field: 'text', value: 'x'.repeat(501) },
    ],
    'xstate.done.actor.loadEntries': [{ output: [entry] }],
    'xstate.error.actor.loadEntries': [{ error: { errorCode: 'network.error' } }],
    'xstate.done.actor.sendEntry': [{ output: undefined }],
    'xstate.error.actor.sendEntry': [
      { error: { errorCode: 'request_param_err', fields: { text: 'Too long' } } },
      { error: { errorCode: 'system.error' } },
    ],
  },
  serialize: (raw) => {
    const s = asSnapshot(raw);
    return JSON.stringify({ value: s.value, text: s.context.values.text, sent: s.context.sent, errors: s.context.fieldErrors });
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    const view = selectFeedbackView(s);
    expect(view.canSubmit).toBe(s.matches('ready'));
    // nothing is sent that the checks refuse
    if (s.matches('submitting')) expect(validateFeedback(s.context.values)).toEqual({});
    // a sent form is said once the list is back, and only then is the form empty
    if (event.type === 'xstate.done.actor.sendEntry') {
      expect(s.matches('loading')).toBe(true);
      expect(view.sent).toBe(true);
      expect(view.values.text).toBe('');
    }
    if (event.type === 'xstate.error.actor.sendEntry') expect(view.values.text).not.toBe('');
    if (s.matches('failed')) expect(view.errorCode).toBe('network.error');
  },
});
