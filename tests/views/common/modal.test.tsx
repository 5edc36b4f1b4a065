/** The generic modal: accessible name, Escape only when closable, focus trap, scroll lock, no outside close. */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../src/views/common/modal';
import { renderI18n } from '../support/drivers';

afterEach(cleanup);

describe('modal', () => {
  it('is an aria-modal dialog named by its title that locks page scroll while open', () => {
    const view = renderI18n(
      <Modal title="Notice">
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
    view.unmount();
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
  });

  it('closes with Escape and the close button only when closable', () => {
    const onClose = vi.fn();
    const view = renderI18n(
      <Modal title="Fixed" onClose={onClose}>
        <button type="button">Inside</button>
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    view.unmount();

    renderI18n(
      <Modal title="Closable" closable onClose={onClose}>
        <button type="button">Inside</button>
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is not closed by a click outside', () => {
    const onClose = vi.fn();
    renderI18n(
      <Modal title="Closable" closable onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('moves focus inside and keeps Tab within the dialog', () => {
    renderI18n(
      <Modal title="Form" closable onClose={() => {}}>
        <input aria-label="First" data-autofocus />
        <button type="button">Last</button>
      </Modal>,
    );
    const first = screen.getByLabelText('First');
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last' });
    expect(document.activeElement).toBe(first);
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
