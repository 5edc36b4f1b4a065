/** What a new member-centre page brings to the browser: its gateway calls, its edge and its view. */
import type { PageNames } from './names';

export function apiFile(n: PageNames): string {
  return `/**
 * The ${n.title.toLowerCase()} page's calls (wire/${n.kebab}.schemas.ts): the member's entries and a new one.
 * Each rejects with \`{ errorCode, value }\`, and a refused field's name beside it (\`fields\`).
 */
import type { ${n.pascal}Entry, ${n.pascal}Request } from '../../machines/${n.kebab}';
import type { ${n.pascal}ListValue } from '../../wire/${n.kebab}.schemas';
import { callApi, refusedFieldsOf, withPlainFailure } from './client';

export function load${n.pascal}Entries(): Promise<${n.pascal}Entry[]> {
  return withPlainFailure(async () => {
    const value = await callApi<${n.pascal}ListValue>('${n.path}', { token: true });
    return value.list.map((row) => ({ id: String(row.id), text: row.text, createdAt: row.createdAt }));
  });
}

export function send${n.pascal}Entry(request: ${n.pascal}Request): Promise<void> {
  return withPlainFailure(async () => {
    await callApi('${n.path}', { method: 'PUT', token: true, body: request });
  }, refusedFieldsOf);
}
`;
}

export function edgeFile(n: PageNames): string {
  return `/** The ${n.title.toLowerCase()} page at the edge: its chart's calls bound to the gateway (the member centre's edge exposes it). */
import { provide${n.pascal} } from '../../machines/${n.kebab}';
import type { ${n.pascal}Calls } from '../../machines/${n.kebab}';
import { load${n.pascal}Entries, send${n.pascal}Entry } from '../api/${n.kebab}.api';
import { useMemberCentrePageEdge } from './member-centre.edge';

export type ${n.pascal}Environment = ${n.pascal}Calls;

export const create${n.pascal}Edge = (env: ${n.pascal}Calls) => ({ env, logic: provide${n.pascal}(env) });

export type ${n.pascal}Edge = ReturnType<typeof create${n.pascal}Edge>;

export const browser${n.pascal}Edge: ${n.pascal}Edge = create${n.pascal}Edge({ loadEntries: load${n.pascal}Entries, sendEntry: send${n.pascal}Entry });

/** The page's edge: a test's, through the member centre's edge, else the browser's. */
export const use${n.pascal}Edge = (): ${n.pascal}Edge => useMemberCentrePageEdge('${n.key}', browser${n.pascal}Edge);
`;
}

export function viewFile(n: PageNames): string {
  return `/**
 * The ${n.title.toLowerCase()} page's container: runs the \`${n.key}\` chart (a child of the root, for
 * as long as the page shows), made by the page's edge, and renders the entries and the form.
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { select${n.pascal}View, ${n.snake.toUpperCase()}_TEXT_MAX } from '../../../../machines/${n.kebab}';
import type { ${n.pascal}FieldError } from '../../../../machines/${n.kebab}';
import { useChartActor } from '../../../app/chart-actor';
import { use${n.pascal}Edge } from '../../../app/${n.kebab}.edge';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { commonMessage } from '../../common/common.messages';
import { useDateFormat } from '../../common/date-format.view';
import { PageState } from '../../common/page-state';
import { TextField } from '../../common/text-field';

const fieldErrors: Record<${n.pascal}FieldError, MessageDescriptor> = {
  required: msg\`This field is required.\`,
  tooLong: msg\`At most ${'${'}${n.snake.toUpperCase()}_TEXT_MAX} characters.\`,
  refused: msg\`Check this field and try again.\`,
};

export function ${n.pascal}View() {
  const { i18n } = useLingui();
  const dates = useDateFormat();
  const actor = useChartActor(use${n.pascal}Edge().logic, { systemId: '${n.key}' });
  const view = useSelector(actor, select${n.pascal}View, shallowEqual);

  if (view.status === 'loading' && view.entries.length === 0)
    return (
      <PageState kind="loading" testId="${n.kebab}-loading">
        <Trans>Loading…</Trans>
      </PageState>
    );
  if (view.status === 'failed')
    return (
      <PageState kind="failed" testId="${n.kebab}-failed" onRetry={() => actor.send({ type: 'page.retry' })}>
        {i18n._(commonMessage(view.errorCode ?? 'network.error'))}
      </PageState>
    );
  const error = view.fieldErrors.text;
  return (
    <section className="${n.kebab}" data-testid="${n.kebab}-page">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        <TextField
          id="${n.kebab}-text"
          name="text"
          label={<Trans>Text</Trans>}
          value={view.values.text}
          error={error ? i18n._(fieldErrors[error]) : undefined}
          onChange={(value) => actor.send({ type: 'field.change', field: 'text', value })}
        />
        {view.errorCode && !error ? (
          <p className="form-error" role="alert">
            {i18n._(commonMessage(view.errorCode))}
          </p>
        ) : null}
        {view.sent ? (
          <p role="status" data-testid="${n.kebab}-sent">
            <Trans>Sent.</Trans>
          </p>
        ) : null}
        <button type="submit" className="button" disabled={!view.canSubmit}>
          <Trans>Send</Trans>
        </button>
      </form>
      {view.entries.length === 0 ? (
        <PageState kind="empty">
          <Trans>Nothing sent yet.</Trans>
        </PageState>
      ) : (
        <ul className="${n.kebab}__entries" data-testid="${n.kebab}-entries">
          {view.entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={new Date(entry.createdAt).toISOString()}>{dates.dateTime(entry.createdAt)}</time> {entry.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
`;
}

export function viewTest(n: PageNames): string {
  return `/**
 * The member centre's ${n.title.toLowerCase()} page through the real \`${n.key}\` chart, with the
 * gateway faked at its edge: the entries shown, an empty text refused under its field, a sent text
 * said and listed, and a failed load retried.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemberCentreEdge, MemberCentreEdgeProvider } from '../../../src/app/member-centre.edge';
import { create${n.pascal}Edge } from '../../../src/app/${n.kebab}.edge';
import type { ${n.pascal}Environment } from '../../../src/app/${n.kebab}.edge';
import { ${n.pascal}View } from '../../../src/views/member-centre/${n.kebab}/${n.kebab}.view';
import { renderI18n } from '../support/drivers';
import { quietMemberCentrePages } from '../support/test-area-edges';

afterEach(cleanup);

function openPage(env: ${n.pascal}Environment) {
  renderI18n(
    <MemberCentreEdgeProvider
      value={createMemberCentreEdge(
        { loadSingleWallet: async () => false, loadUnreadCount: async () => 0 },
        { ...quietMemberCentrePages(), ${n.key}: create${n.pascal}Edge(env) },
      )}
    >
      <MemoryRouter initialEntries={['/?mc=${n.key}']}>
        <${n.pascal}View />
      </MemoryRouter>
    </MemberCentreEdgeProvider>,
  );
}

describe('${n.title.toLowerCase()} page', () => {
  it('lists what the member sent, refuses an empty text, and lists a sent one', async () => {
    const sent: string[] = [];
    const env: ${n.pascal}Environment = {
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
    expect(await screen.findByTestId('${n.kebab}-sent')).toBeTruthy();
    expect(env.sendEntry).toHaveBeenCalledWith({ text: 'First' });
    expect((await screen.findByTestId('${n.kebab}-entries')).textContent).toContain('First');
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
`;
}
