/**
 * Whether a pointerover event brought the pointer into the element that listens for it, from
 * outside it: the pointerenter of that element, read from the event itself.
 *
 * React builds its onPointerEnter from a pair of native events (out of one element, over another)
 * and drops an over whose out never comes. Chrome sends exactly that when the element the pointer
 * rested on is replaced (a stand-in giving way to the real part): the over arrives, the out does
 * not, and React's enter never fires, so a dropdown did not open on hover. An over whose previous
 * element (`relatedTarget`) is outside the listener, or gone, is an enter; one from inside it (the
 * pointer moving between its children, or a child re-rendered under a still pointer) is not.
 */
import type { PointerEvent } from 'react';

export function pointerEntered(event: PointerEvent<Element>): boolean {
  const from = event.relatedTarget;
  return !(from instanceof Node && event.currentTarget.contains(from));
}
