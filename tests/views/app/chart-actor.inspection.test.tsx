/**
 * Charts a view runs of its own report to the root system's inspector, so a QA trace holds them:
 * under the site's root actor a modal's `dialog` chart is a child of the root, in the root's actor
 * system, seen from its first event, and it stops when its view goes (also after React's
 * development double mount).
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createActor } from 'xstate';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from '../../../src/views/common/modal';
import { createFakes, renderWithEdge, startRoot } from '../support/drivers';

afterEach(() => {
  cleanup();
});

/** The `dialog` actors the root system saw, in order. */
function dialogsOf(seen: InspectionEvent[]): AnyActorRef[] {
  return seen
    .filter((event) => event.type === '@xstate.actor' && (event.actorRef as { logic?: { id?: string } }).logic?.id === 'dialog')
    .map((event) => event.actorRef as AnyActorRef);
}

describe('a chart started by a view under the root actor', () => {
  it('is a child of the root, seen by the root system, and stops when the view goes', () => {
    const seen: InspectionEvent[] = [];
    const { root } = createFakes();
    const rootActor = createActor(root, { inspect: (event) => seen.push(event) }).start();
    const { edge } = startRoot();
    const view = renderWithEdge(
      <Modal title="Terms" closable onClose={() => {}}>
        <p>text</p>
      </Modal>,
      { ...edge, rootActor },
    );
    const [dialog] = dialogsOf(seen);
    expect(Object.values(rootActor.getSnapshot().children)).toContain(dialog);
    expect(dialog.system).toBe(rootActor.system);
    expect(dialog.getSnapshot().status).toBe('active');
    view.unmount();
    expect(dialog.getSnapshot().status).toBe('stopped');
    rootActor.stop();
  });

  it("leaves one running chart after React's development double mount", () => {
    const seen: InspectionEvent[] = [];
    const { root } = createFakes();
    const rootActor = createActor(root, { inspect: (event) => seen.push(event) }).start();
    const { edge } = startRoot();
    renderWithEdge(
      <StrictMode>
        <Modal title="Terms" closable onClose={() => {}}>
          <p>text</p>
        </Modal>
      </StrictMode>,
      { ...edge, rootActor },
    );
    // made (React may make a state twice and keep one) is not started: started ones took xstate.init
    const started = new Set(
      seen.filter((event) => event.type === '@xstate.event' && event.event.type === 'xstate.init').map((event) => event.actorRef),
    );
    const running = dialogsOf(seen).filter((actor) => started.has(actor) && actor.getSnapshot().status === 'active');
    expect(running).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(running[0].getSnapshot().value).not.toBe('open');
    rootActor.stop();
  });
});
