/**
 * The member centre's feedback page through the real `feedback` chart, with the
 * gateway faked at its edge: the entries shown, an empty text refused under its field, a sent text
 * said and listed, and a failed load retried.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemberCentreEdge, MemberCentreEdgeProvider } from '../../../src/app/member-centre.edge';
import { createFeedbackEdge } from '../../../src/app/feedback.edge';
import type { FeedbackEnvironment } from '../../../src/app/feedback.edge';
import { FeedbackView } from '../../../src/views/member-centre/feedback/feedback.view';
import { renderI18n } from '../support/drivers';
import { quietMemberCentrePages } from '../support/test-area-edges';

afterEach(cleanup);

function openPage(env: FeedbackEnvironment) {
  renderI18n(
    <MemberCentreEdgeProvider
      value={createMemberCentreEdge(
        { loadSingleWallet: async () => false, loadUnreadCount: async () => 0 },
        { ...quietMemberCentrePages(), feedback: createFeedbackEdge(env) },
      )}
    >
      <MemoryRouter initialEntries={['/?mc=feedback']}>
        <FeedbackView />
      </MemoryRouter>
    </MemberCentreEdgeProvider>,
  );
}

describe('feedback page', () => {
  it('lists what the member sent, refuses an empty text, and lists a sent one', async () => {
    const sent: string[] = [];
    const env: FeedbackEnvironment = {
      loadEntries: vi.fn(async () => sent.map((text, index) => ({ id: String(index), text, createdAt: Date.UTC(2026, 11, 7) }))),
      sendEntry: vi.fn(async ({ text }) => void sent.push(text)),
    };
    openPage(env);
    expect(await screen.findByText('Nothing sent yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(env.sendEntry).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: '  First  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('feedback-sent')).toBeTruthy();
    expect(env.sendEntry).toHaveBeenCalledWith({ text: 'First' });
    expect((await screen.findByTestId('feedback-entries')).textContent).toContain('First');
  });

  it('offers a retry when the entries cannot be loaded', async () => {
    let calls = 0;
    openPage({
      loadEntries: async () => {
        calls += 1;
        if (calls === 1) throw { errorCode: 'network.error' };
        return [];
      },
      sendEntry: async () => {},
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing sent yet.')).toBeTruthy();
  });
});
