/**
 * Charts a view starts of its own report to the root system's inspector, so a QA trace holds them:
 * a modal's `dialog` chart, started and closed through the view, is seen from its first event.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { InspectionEvent } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { setInspector } from '../../../src/app/inspect';
import { Modal } from '../../../src/views/common/modal';
import { renderI18n } from '../support/drivers';

afterEach(() => {
  setInspector(null);
  cleanup();
});

describe('a chart started by a view', () => {
  it('is seen by the inspector that records traces, with the events the view sends it', () => {
    const seen: InspectionEvent[] = [];
    setInspector((event) => seen.push(event));
    renderI18n(
      <Modal title="Terms" closable onClose={() => {}}>
        <p>text</p>
      </Modal>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    const dialogActors = seen.filter(
      (event) => event.type === '@xstate.actor' && (event.actorRef as { logic?: { id?: string } }).logic?.id === 'dialog',
    );
    expect(dialogActors).toHaveLength(1);
    const dialog = dialogActors[0].actorRef;
    const eventTypes = seen
      .filter((event) => event.type === '@xstate.event' && event.actorRef === dialog)
      .map((event) => (event as { event: { type: string } }).event.type);
    expect(eventTypes).toEqual(expect.arrayContaining(['xstate.init', 'dialog.open', 'dialog.close']));
  });
});
