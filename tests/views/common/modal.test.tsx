/**
 * The generic modal on its `dialog` chart: accessible name, close button, Escape and backdrop click
 * per its flags, the 100 ms closing transition before the owner is told, focus kept inside and given
 * back to the opener, and one page-scroll lock shared by nested modals.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../src/views/common/modal';
import type { ModalProps } from '../../../src/views/common/modal';
import { renderI18n } from '../support/drivers';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const scrollLocked = () => document.body.classList.contains('scroll-locked');
const backdropOf = (dialog: HTMLElement) => dialog.parentElement!;

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Presses and releases the mouse on the backdrop, as a real click does. */
function clickBackdrop(dialog: HTMLElement) {
  const backdrop = backdropOf(dialog);
  fireEvent.mouseDown(backdrop);
  fireEvent.mouseUp(backdrop);
  fireEvent.click(backdrop);
}

/** An owner that opens the modal from a button and removes it when told it closed. */
function Owner({ children, label = 'Open', ...props }: Omit<ModalProps, 'children' | 'onClose'> & { children?: ReactNode; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open ? (
        <Modal {...props} onClose={() => setOpen(false)}>
          {children ?? <button type="button">Inside</button>}
        </Modal>
      ) : null}
    </>
  );
}

function openFrom(label = 'Open') {
  const opener = screen.getByRole('button', { name: label });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('modal', () => {
  it('is an aria-modal dialog named by its title that locks page scroll while open', () => {
    const view = renderI18n(
      <Modal title="Notice">
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(scrollLocked()).toBe(true);
    view.unmount();
    expect(scrollLocked()).toBe(false);
  });

  it('takes its accessible name from ariaLabel when it has no title', () => {
    renderI18n(
      <Modal ariaLabel="Game">
        <p>Body</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Game' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('without closable has no close button and ignores Escape and the backdrop', () => {
    const onClose = vi.fn();
    renderI18n(
      <Modal title="Fixed" onClose={onClose}>
        <button type="button">Inside</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    clickBackdrop(dialog);
    advance(1_000);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Fixed' })).toBeTruthy();
  });

  it('closes with Escape after the 100 ms closing transition, then tells its owner', () => {
    const onClose = vi.fn();
    renderI18n(
      <Modal title="Closable" closable onClose={onClose}>
        <button type="button">Inside</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(backdropOf(dialog).classList.contains('modal-backdrop--closing')).toBe(true);
    advance(99);
    expect(onClose).not.toHaveBeenCalled();
    expect(scrollLocked()).toBe(true);
    advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(scrollLocked()).toBe(false);
  });

  it('closes with its close button; a warning keeps only its confirm button', () => {
    const { unmount } = renderI18n(<Owner title="Closable" closable />);
    openFrom();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(100);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    renderI18n(
      <Owner title="Notice" closable hideCloseButton>
        <button type="button">OK</button>
      </Owner>,
    );
    openFrom();
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(Array.from(dialog.querySelectorAll('button')).map((b) => b.textContent)).toEqual(['OK']);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    advance(100);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not closed by a click outside unless click-to-close is on', () => {
    const { unmount } = renderI18n(<Owner title="Closable" closable />);
    openFrom();
    clickBackdrop(screen.getByRole('dialog'));
    advance(1_000);
    expect(screen.getByRole('dialog', { name: 'Closable' })).toBeTruthy();
    unmount();

    renderI18n(<Owner title="Click to close" closable closeOnOutsideClick />);
    openFrom();
    const dialog = screen.getByRole('dialog');
    // a press inside the dialog released over the backdrop (a text selection) is no outside click
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Inside' }));
    fireEvent.click(backdropOf(dialog));
    advance(1_000);
    expect(screen.getByRole('dialog', { name: 'Click to close' })).toBeTruthy();
    clickBackdrop(dialog);
    advance(100);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus inside, keeps Tab within the dialog, and gives focus back to the opener on close', () => {
    renderI18n(
      <Owner title="Form" closable>
        <input aria-label="First" data-autofocus />
        <button type="button">Last</button>
      </Owner>,
    );
    const opener = openFrom();
    const first = screen.getByLabelText('First');
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last' });
    expect(document.activeElement).toBe(first);
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Escape' });
    advance(100);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back to the opener when its owner removes it', () => {
    // biome-ignore lint/correctness/noComponentHookFactories: a component made for this one test
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open ? (
            <Modal title="Owned">
              <button type="button" onClick={() => setOpen(false)}>
                Done
              </button>
            </Modal>
          ) : null}
        </>
      );
    }
    renderI18n(<Controlled />);
    const opener = openFrom();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(scrollLocked()).toBe(false);
  });

  it('keeps the page locked until the last of nested modals has closed; Escape closes the innermost only', () => {
    renderI18n(
      <Owner title="Outer" closable label="Open outer">
        <Owner title="Inner" closable label="Open inner" />
      </Owner>,
    );
    openFrom('Open outer');
    const openInner = openFrom('Open inner');
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    expect(scrollLocked()).toBe(true);

    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Inner' }), { key: 'Escape' });
    advance(100);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(scrollLocked()).toBe(true);
    expect(document.activeElement).toBe(openInner);

    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Outer' }), { key: 'Escape' });
    advance(100);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(scrollLocked()).toBe(false);
  });

  it('holds and releases the scroll lock once under strict mode, whose effects run twice', () => {
    renderI18n(
      <StrictMode>
        <Owner title="Strict" closable />
      </StrictMode>,
    );
    const opener = openFrom();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(scrollLocked()).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    advance(100);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(scrollLocked()).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});
