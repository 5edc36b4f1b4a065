/**
 * Container of the generic modal: one `dialog` actor per open modal. The chart decides what
 * closes it (close button, Escape, a click on the backdrop, each per its flags), plays the 100 ms
 * closing transition and holds the page-scroll lock; this view keeps keyboard focus inside and
 * gives it back to the element that had it. The owner's `onClose` runs once the transition ended.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { selectDialogView } from '../../../machines/dialog';
import type { DialogInput } from '../../../machines/dialog';
import { focusInitial, trapTab } from './focus-trap';
import { ModalFrame } from './modal-frame';
import type { ModalContentProps } from './modal-frame';
import { providedDialogMachine } from '../../app/dialog.edge';
import { lockScroll, unlockScroll } from './scroll-lock';
import { useChartActor } from '../../app/chart-actor';

export interface ModalViewProps extends ModalContentProps {
  flags: Required<DialogInput>;
  /** the dialog has closed (its closing transition has played): the owner unmounts it */
  onClose?: () => void;
}

export function ModalView({ flags, onClose, ...content }: ModalViewProps) {
  const actor = useChartActor(providedDialogMachine, { input: flags });
  const view = useSelector(actor, selectDialogView, shallowEqual);
  const dialogRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    // what had focus before the dialog opened gets it back when it closes
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    actor.send({ type: 'dialog.open' });
    // a reconnected effect (React's strict mode) finds the chart still shown: hold the lock again
    if (actor.getSnapshot().matches('shown')) lockScroll(actor);
    let shown = actor.getSnapshot().matches('shown');
    const subscription = actor.subscribe((snapshot) => {
      const nowShown = snapshot.matches('shown');
      if (shown && !nowShown) onCloseRef.current?.();
      shown = nowShown;
    });
    return () => {
      subscription.unsubscribe();
      // stopping an actor runs no exit actions: a dialog its owner removes while shown lets go here
      unlockScroll(actor);
    };
  }, [actor]);

  useEffect(() => {
    if (!view.mounted || !dialogRef.current) return;
    focusInitial(dialogRef.current);
    return () => {
      if (opener.current?.isConnected) opener.current.focus();
    };
  }, [view.mounted]);

  if (!view.mounted) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // the innermost dialog answers Escape; the dialogs behind it never see it
      event.stopPropagation();
      actor.send({ type: 'dialog.escape' });
      return;
    }
    if (event.key === 'Tab' && dialogRef.current) {
      event.stopPropagation();
      trapTab(event, dialogRef.current);
    }
  }

  function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget;
    // a press on the backdrop leaves focus inside the dialog (Escape and Tab keep working)
    if (pressedOnBackdrop.current) event.preventDefault();
  }

  function onBackdropClick(event: MouseEvent<HTMLDivElement>) {
    // only a click that started and ended on the backdrop: not a text selection dragged out of the dialog
    const outside = event.target === event.currentTarget && pressedOnBackdrop.current;
    pressedOnBackdrop.current = false;
    if (outside) actor.send({ type: 'dialog.outsideClick' });
  }

  return (
    <ModalFrame
      {...content}
      dialogRef={dialogRef}
      showCloseButton={view.showCloseButton}
      closing={view.closing}
      onCloseButton={() => actor.send({ type: 'dialog.close' })}
      onKeyDown={onKeyDown}
      onBackdropMouseDown={onBackdropMouseDown}
      onBackdropClick={onBackdropClick}
    />
  );
}
