/**
 * The member centre's feedback page through the real `feedback` chart and its pictures field, with
 * the gateway faked at its edge: the member's feedback with a reply and one waiting; the question
 * type and the content's range refused under their fields before anything is sent; a feedback with
 * a picture sent with the picture's id, said, and the form emptied; a daily limit said above the
 * button with what was typed kept; a failed load retried; the page offered only where the
 * merchant's FEEDBACK3 module is on.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackEntry } from '../../../machines/feedback';
import { offeredPages } from '../../../machines/member-centre';
import { createFeedbackEdge } from '../../../src/app/feedback.edge';
import type { FeedbackEnvironment } from '../../../src/app/feedback.edge';
import { createMemberCentreEdge, MemberCentreEdgeProvider } from '../../../src/app/member-centre.edge';
import { FeedbackView } from '../../../src/views/member-centre/feedback/feedback.view';
import { renderI18n } from '../support/drivers';
import { quietMemberCentrePages } from '../support/test-area-edges';

afterEach(cleanup);

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const answered: FeedbackEntry = {
  id: '1',
  type: 'withdrawal',
  content: 'My withdrawal is late',
  imageCount: 2,
  createdAt: Date.UTC(2026, 11, 6, 2),
  reply: 'It was paid at 11:00.',
  repliedAt: Date.UTC(2026, 11, 6, 3),
};

function environment(overrides: Partial<FeedbackEnvironment> = {}): FeedbackEnvironment {
  return {
    loadFeedback: vi.fn(async () => [answered]),
    sendFeedback: vi.fn(async () => {}),
    uploadImage: vi.fn(async () => ({ imageId: '77' })),
    ...overrides,
  };
}

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

const typeSelect = () => screen.getByLabelText('Question type') as HTMLSelectElement;
const contentInput = () => screen.getByLabelText('Content description') as HTMLTextAreaElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('feedback page', () => {
  it("lists the member's feedback with the operator's reply", async () => {
    openPage(environment({ loadFeedback: async () => [{ ...answered, id: '2', reply: null, repliedAt: null, imageCount: 0 }, answered] }));
    const entries = await screen.findByTestId('feedback-entries');
    const [waiting, replied] = within(entries).getAllByRole('listitem');
    expect(waiting.textContent).toContain('Waiting for a reply');
    expect(replied.textContent).toContain('Withdrawal issues');
    expect(replied.textContent).toContain('2 pictures');
    expect(within(replied).getByTestId('feedback-reply').textContent).toContain('It was paid at 11:00.');
  });

  it('refuses a missing question type and a short description under their fields, sending nothing', async () => {
    const env = environment();
    openPage(env);
    await screen.findByTestId('feedback-entries');
    fireEvent.change(contentInput(), { target: { value: 'Too short' } });
    submit();
    expect(await screen.findByText('Choose a question type.')).toBeTruthy();
    expect(screen.getByText('The description must be between 10 and 500 characters.')).toBeTruthy();
    expect(contentInput().getAttribute('aria-invalid')).toBe('true');
    expect(env.sendFeedback).not.toHaveBeenCalled();
  });

  it('sends a feedback with its picture, says so and empties the form', async () => {
    const env = environment();
    openPage(env);
    await screen.findByTestId('feedback-entries');
    fireEvent.change(typeSelect(), { target: { value: 'game' } });
    fireEvent.change(contentInput(), { target: { value: '  The slot froze after a big win  ' } });
    const shot = new File([PNG_HEAD], 'shot.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Pictures (optional, at most 3)'), { target: { files: [shot] } });
    await screen.findByText('Uploaded');
    submit();
    expect(await screen.findByTestId('feedback-sent')).toBeTruthy();
    expect(env.sendFeedback).toHaveBeenCalledWith({ type: 'game', content: 'The slot froze after a big win', imageIds: ['77'] });
    expect(env.loadFeedback).toHaveBeenCalledTimes(2);
    expect(contentInput().value).toBe('');
    expect(typeSelect().value).toBe('');
  });

  it('says the daily limit above the button and keeps what was typed', async () => {
    openPage(environment({ sendFeedback: async () => Promise.reject({ errorCode: 'feedback.too.many' }) }));
    await screen.findByTestId('feedback-entries');
    fireEvent.change(typeSelect(), { target: { value: 'other' } });
    fireEvent.change(contentInput(), { target: { value: 'One more question for you' } });
    submit();
    expect((await screen.findByTestId('feedback-refusal')).textContent).toContain('the most feedback a day allows');
    expect(contentInput().value).toBe('One more question for you');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    openPage(
      environment({
        loadFeedback: async () => {
          calls += 1;
          if (calls === 1) throw { errorCode: 'network.error' };
          return [];
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('feedback-empty')).toBeTruthy();
  });

  it("is in the member centre's menu only where the merchant's FEEDBACK3 module is on", () => {
    const gates = { singleWallet: false, toUpline: false, memberType: 0 };
    expect(offeredPages({ ...gates, features: { FEEDBACK3: true } })).toContain('feedback');
    expect(offeredPages({ ...gates, features: {} })).not.toContain('feedback');
  });
});
