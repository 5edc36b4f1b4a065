/**
 * Generic modal chart: graph paths for the default flags (Escape closes, the backdrop does not),
 * everything closable and nothing but the owner closing it, through open, closing and reopening;
 * the scroll lock is checked on every step; behaviour on a simulated clock for the 100 ms transition.
 */
import { describe, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { dialogMachine, selectDialogView } from '../../machines/dialog';
import type { DialogInput, DialogSnapshot } from '../../machines/dialog';
import { runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as DialogSnapshot;
let locks = 0;

runPathSuite({
  machine: dialogMachine.provide({ actions: { lockScroll: () => void (locks += 1), unlockScroll: () => void (locks -= 1) } }),
  inputs: [{}, { closeOnOutsideClick: true }, { showCloseButton: false, closeOnEscape: false }] satisfies DialogInput[],
  assertStep: (raw, event) => {
    if (event.type === 'xstate.init') locks = 0;
    const s = asSnapshot(raw);
    const view = selectDialogView(s);
    // the page is locked exactly while the dialog is on screen, never twice
    expect(locks).toBe(view.mounted ? 1 : 0);
    expect(view.closesOnEscape).toBe(s.matches({ shown: 'open' }) && s.context.closeOnEscape);
    expect(view.closesOnOutsideClick).toBe(s.matches({ shown: 'open' }) && s.context.closeOnOutsideClick);
    if (view.closing) expect(view.mounted).toBe(true);
  },
});

describe('generic modal behaviour', () => {
  function start(input: DialogInput = {}) {
    const clock = new SimulatedClock();
    const log: string[] = [];
    const actor = createActor(
      dialogMachine.provide({ actions: { lockScroll: () => void log.push('lock'), unlockScroll: () => void log.push('unlock') } }),
      {
        clock,
        input,
      },
    );
    actor.start();
    return { actor, clock, log, view: () => selectDialogView(actor.getSnapshot()) };
  }

  it('is not closed by a backdrop click by default; Escape closes it after the 100 ms transition', () => {
    const { actor, clock, log, view } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.outsideClick' });
    expect(view()).toMatchObject({ mounted: true, closing: false, showCloseButton: true });
    actor.send({ type: 'dialog.escape' });
    clock.increment(99);
    expect(view()).toMatchObject({ mounted: true, closing: true });
    expect(log).toEqual(['lock']);
    clock.increment(1);
    expect(view().mounted).toBe(false);
    expect(log).toEqual(['lock', 'unlock']);
  });

  it('stays open when reopened during its closing transition, keeping one scroll lock', () => {
    const { actor, clock, log, view } = start({ closeOnOutsideClick: true });
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.outsideClick' });
    actor.send({ type: 'dialog.open' });
    clock.increment(1000);
    expect(view()).toMatchObject({ mounted: true, closing: false });
    expect(log).toEqual(['lock']);
  });

  it('closes only through its owner when nothing else may close it', () => {
    const { actor, view } = start({ showCloseButton: false, closeOnEscape: false });
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.escape' });
    actor.send({ type: 'dialog.outsideClick' });
    expect(view()).toMatchObject({ mounted: true, closing: false, showCloseButton: false, closesOnEscape: false });
    actor.send({ type: 'dialog.close' });
    expect(view().closing).toBe(true);
  });
});
