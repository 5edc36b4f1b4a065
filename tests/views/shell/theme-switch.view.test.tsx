/**
 * The header's light/dark switch on its `theme` chart: it starts pressed or not as the page's theme
 * is, and a press applies the other theme to the page and keeps it for the next visit.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeSwitch } from '../../../src/views/shell/header/theme-switch.view';
import { renderI18n } from '../support/drivers';

afterEach(() => {
  cleanup();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('theme switch', () => {
  it('starts as the page shows, and a press applies and keeps the other theme', () => {
    document.documentElement.dataset.theme = 'dark';
    renderI18n(<ThemeSwitch />);
    const button = screen.getByTestId('theme-switch');
    expect(button.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(button);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });
});
