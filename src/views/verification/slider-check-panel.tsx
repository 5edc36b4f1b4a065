/**
 * Presentational slider check: the picture with the gap, the piece, and the track with its handle.
 * Pointer gestures and arrow keys become press / move / release intents with the view clock
 * (`performance.now()`), so the chart records a trace the gateway can judge. Where the pointer
 * started is widget state (a ref), never flow state.
 */
import { useRef } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import type { SliderCheckView } from '../../../machines/slider-check';
import { Modal } from '../common/modal';
import { verificationMessage } from './verification.messages';
import './verification.css';

export interface SliderCheckPanelProps {
  view: SliderCheckView;
  onPress: (t: number) => void;
  onMove: (x: number, t: number) => void;
  onRelease: (t: number) => void;
  onReload: () => void;
  onClose: () => void;
}

const png = (base64: string) => (base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`);
const now = () => performance.now();

/** Arrow keys move a little, with Shift or Page keys a lot: uneven steps, as a hand makes. */
function keyStep(event: KeyboardEvent<HTMLElement>): number | null {
  const big = event.shiftKey ? 12 : 3;
  switch (event.key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return big;
    case 'ArrowLeft':
    case 'ArrowDown':
      return -big;
    case 'PageUp':
      return 24;
    case 'PageDown':
      return -24;
    default:
      return null;
  }
}

export function SliderCheckPanel({ view, onPress, onMove, onRelease, onReload, onClose }: SliderCheckPanelProps) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const pointer = useRef<{ id: number; startX: number } | null>(null);
  // The keyboard position runs ahead of the rendered one while a key repeats.
  const keyX = useRef(0);
  const challenge = view.challenge;
  const maxX = challenge ? challenge.width - challenge.pieceWidth : 0;
  const active = view.canPress || view.dragging;

  function pointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!view.canPress) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointer.current = { id: event.pointerId, startX: event.clientX };
    onPress(now());
  }

  function pointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!pointer.current || pointer.current.id !== event.pointerId) return;
    onMove(event.clientX - pointer.current.startX, now());
  }

  function pointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!pointer.current || pointer.current.id !== event.pointerId) return;
    pointer.current = null;
    onRelease(now());
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if ((event.key === 'Enter' || event.key === ' ') && view.dragging) {
      event.preventDefault();
      onRelease(now());
      return;
    }
    let next: number | null = null;
    const step = keyStep(event);
    if (step !== null) next = (view.dragging ? keyX.current : 0) + step;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = maxX;
    if (next === null || !active) return;
    event.preventDefault();
    if (!view.dragging) {
      keyX.current = 0;
      onPress(now());
    }
    keyX.current = Math.max(0, Math.min(maxX, next));
    onMove(keyX.current, now());
  }

  let status: string | null = null;
  if (view.loading) status = t`Loading…`;
  else if (view.loadFailed) status = t`The security check could not be loaded.`;
  else if (view.failed) status = t`Try again`;
  else if (view.verifying) status = t`Checking…`;
  else if (view.passed) status = t`Done`;

  return (
    <Modal title={<Trans>Security check</Trans>} closable onClose={onClose} testId="slider-check">
      <div className="slider-check" aria-busy={view.loading || view.verifying}>
        <div className="slider-check__stage" style={{ width: challenge?.width ?? 300, height: challenge?.height ?? 150 }} data-testid="slider-stage">
          {challenge ? (
            <>
              <img className="slider-check__background" src={png(challenge.background)} alt="" width={challenge.width} height={challenge.height} />
              <img
                className="slider-check__piece"
                src={png(challenge.piece)}
                alt=""
                width={challenge.pieceWidth}
                height={challenge.height}
                style={{ left: view.x }}
                data-testid="slider-piece"
              />
            </>
          ) : null}
          {status ? (
            <p className="slider-check__status" role="status" data-testid="slider-status">
              {status}
            </p>
          ) : null}
        </div>
        {view.errorCode && view.loadFailed ? <p className="field__error">{i18n._(verificationMessage(view.errorCode))}</p> : null}
        <div className="slider-check__track" style={{ width: challenge?.width ?? 300 }}>
          <div
            className="slider-check__handle"
            role="slider"
            tabIndex={0}
            aria-label={t`Piece position`}
            aria-describedby="slider-check-hint"
            aria-valuemin={0}
            aria-valuemax={maxX}
            aria-valuenow={Math.round(view.x)}
            aria-disabled={active ? undefined : true}
            style={{ left: view.x, width: challenge?.pieceWidth ?? 44 }}
            onPointerDown={pointerDown}
            onPointerMove={pointerMove}
            onPointerUp={pointerUp}
            onPointerCancel={pointerUp}
            onKeyDown={keyDown}
            data-autofocus
            data-testid="slider-handle"
          >
            <span aria-hidden="true">→</span>
          </div>
        </div>
        <p className="slider-check__hint" id="slider-check-hint">
          <Trans>Drag the piece into the gap. Keyboard: arrow keys, then Enter.</Trans>
        </p>
        <div className="slider-check__actions">
          <button type="button" className="button button--secondary" onClick={onReload} disabled={!view.canReload} data-testid="slider-reload">
            <Trans>New picture</Trans>
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </div>
    </Modal>
  );
}
