/**
 * The agent centre's register centre and team management's row actions through their real charts
 * (affiliateUrls, downlineAccount, downlineActions with downlineRebates and downlineTransfer), the
 * gateway's answers faked at their edges: a link created and listed with its QR image, a rate above
 * the agent's ceiling refused before anything is sent, a downline opened, rebates refused by the
 * gateway showing the product's limit, and a credit to a downline confirmed, its result shown, the
 * header's balance and the team's list reloaded.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PagedListRequest } from '../../../machines/paged-list';
import type { AffiliateUrlsPage } from '../../../src/api/agent-register.api';
import type { SubordinatesPage } from '../../../src/api/team.api';
import type { AffiliateUrl, AffiliateUrlRequest } from '../../../machines/affiliate-urls';
import { AgentCentreEdgeProvider } from '../../../src/app/agent-centre.edge';
import type { AgentCentreEdge } from '../../../src/app/agent-centre.edge';
import { createDownlineActionsEdge } from '../../../src/app/downline-actions.edge';
import type { DownlineActionsEnvironment } from '../../../src/app/downline-actions.edge';
import { createRegisterCenterEdge } from '../../../src/app/register-center.edge';
import type { RegisterCenterEnvironment } from '../../../src/app/register-center.edge';
import { RegisterCenterView } from '../../../src/views/agent-centre/register/register-center.view';
import { TeamManagementView } from '../../../src/views/agent-centre/team/team-management.view';
import { renderI18n, rootWithBalanceSpy } from '../support/drivers';
import type { AppEdge } from '../../../src/app/app-context';
import { quietDownlineActionsEnvironment, quietRegisterCenterEnvironment, testAreaEdges } from '../support/test-area-edges';

afterEach(cleanup);

const ceilings = [
  { product: 'LIVE', rate: 1, maxRate: 1 },
  { product: 'LOTT', rate: 2, maxRate: 2 },
];
const CREATED_AT = Date.UTC(2026, 2, 2, 4, 0, 0);

/** The gateway's links, as the list call pages them: the test's own record of what was created. */
function linkGateway() {
  const links: object[] = [];
  const createAffiliateUrl = vi.fn(async (request: AffiliateUrlRequest): Promise<AffiliateUrl> => {
    const code = `CODE${String(links.length + 1).padStart(4, '0')}`;
    const link = { affiUrlId: links.length + 1, code, url: `https://site.test/register?affiliateCode=${code}`, type: request.type, expiresAt: null };
    links.unshift({ ...link, rebates: request.rates, createdAt: CREATED_AT, expired: false, registrations: 0 });
    return link;
  });
  const loadAffiliateUrls = vi.fn(async (request: PagedListRequest): Promise<AffiliateUrlsPage> => {
    const start = (request.pageNo - 1) * request.pageSize;
    return { rows: links.slice(start, start + request.pageSize) as AffiliateUrlsPage['rows'], total: links.length };
  });
  return { createAffiliateUrl, loadAffiliateUrls };
}

/** The agent centre's edge with the register centre's and the row actions' fakes; every other page quiet. */
async function agentEdge(register: Partial<RegisterCenterEnvironment>, actions: Partial<DownlineActionsEnvironment> = {}) {
  // the quiet agent centre of every view test, its other pages' calls never answering
  const quiet = testAreaEdges().agentCentre as AgentCentreEdge;
  const edge: AgentCentreEdge = {
    ...quiet,
    register: createRegisterCenterEdge({ ...quietRegisterCenterEnvironment(), ...register }),
    downlineActions: createDownlineActionsEdge({ ...quietDownlineActionsEnvironment(), ...actions }),
  };
  return edge;
}

async function openRegisterCentre(register: Partial<RegisterCenterEnvironment>, path = '/?ac=registerCenter') {
  const edge = await agentEdge({
    loadRebateCeilings: async () => ceilings,
    loadUrlExpiryOptions: async () => [7, 0],
    loadAccountRules: async () => ({
      username: { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 1, minLength: 6, maxLength: 16 },
      password: { enabled: true, required: true, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).*$', patternId: 5, minLength: 8, maxLength: 128 },
    }),
    ...register,
  });
  renderI18n(
    <AgentCentreEdgeProvider value={edge}>
      <MemoryRouter initialEntries={[path]}>
        <RegisterCenterView />
      </MemoryRouter>
    </AgentCentreEdgeProvider>,
  );
}

describe('register centre: affiliate links', () => {
  it('creates a link, shows its address and QR code, and lists it with its QR image', async () => {
    const gateway = linkGateway();
    await openRegisterCentre(gateway);
    const form = await screen.findByTestId('affiliate-url-form');
    expect(await screen.findByText('You have no links yet.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Registers'), { target: { value: 'agent' } });
    fireEvent.change(within(form).getByLabelText('Lottery'), { target: { value: '1.5' } });
    expect((within(form).getByLabelText('Lifetime') as HTMLSelectElement).value).toBe('7');
    fireEvent.click(within(form).getByRole('button', { name: 'Create the link' }));

    const created = await screen.findByTestId('affiliate-url-created');
    expect(within(created).getByText('The link CODE0001 was created.')).toBeTruthy();
    expect(gateway.createAffiliateUrl).toHaveBeenCalledWith({
      type: 'agent',
      expiryDays: 7,
      rates: [
        { product: 'LIVE', rate: 0 },
        { product: 'LOTT', rate: 1.5 },
      ],
    });
    // the form is empty again for the next link
    expect((within(form).getByLabelText('Lottery') as HTMLInputElement).value).toBe('');

    const row = await screen.findByTestId('affiliate-url-CODE0001');
    expect(within(row).getByText('https://site.test/register?affiliateCode=CODE0001')).toBeTruthy();
    expect(within(row).getByText('Agent')).toBeTruthy();
    expect(within(row).getByText('Lottery 1.5 %')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    const qr = (await within(row).findByAltText('QR code of the link CODE0001')) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(qr.src)).toContain('<svg');
    expect(gateway.loadAffiliateUrls).toHaveBeenCalledTimes(2);
  });

  it('refuses a rate above what the agent may give before anything is sent', async () => {
    const gateway = linkGateway();
    await openRegisterCentre(gateway);
    const form = await screen.findByTestId('affiliate-url-form');
    const live = within(form).getByLabelText('Live casino') as HTMLInputElement;
    fireEvent.change(live, { target: { value: '1.25' } });
    fireEvent.change(within(form).getByLabelText('Lottery'), { target: { value: '2.005' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the link' }));
    expect(document.getElementById('affiliate-url-rate-LIVE-error')?.textContent).toBe('At most 1 %.');
    expect(document.getElementById('affiliate-url-rate-LOTT-error')?.textContent).toBe('A percentage with at most two decimals.');
    expect(live.getAttribute('aria-invalid')).toBe('true');
    expect(gateway.createAffiliateUrl).not.toHaveBeenCalled();
    expect(live.value).toBe('1.25');
  });

  it('deletes a link only after the confirmation', async () => {
    const gateway = linkGateway();
    const deleteAffiliateUrl = vi.fn(async () => {});
    await openRegisterCentre({ ...gateway, deleteAffiliateUrl });
    const form = await screen.findByTestId('affiliate-url-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Create the link' }));
    const row = await screen.findByTestId('affiliate-url-CODE0001');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete CODE0001' }));
    const confirm = screen.getByTestId('affiliate-url-delete-confirm');
    expect(deleteAffiliateUrl).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('The link was deleted.')).toBeTruthy();
    expect(deleteAffiliateUrl).toHaveBeenCalledWith(1);
  });
});

describe('register centre: create a downline', () => {
  it("checks the merchant's rules and the rates before sending, then names the account opened", async () => {
    const createDownline = vi.fn(async () => ({ customerId: 77, username: 'newbie', type: 'agent' as const }));
    await openRegisterCentre({ createDownline }, '/?ac=registerCenter&part=downline');
    const form = await screen.findByTestId('downline-account-form');
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'nb' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.change(within(form).getByLabelText('Kind'), { target: { value: 'agent' } });
    fireEvent.change(within(form).getByLabelText('Live casino'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the account' }));
    expect(document.getElementById('downline-account-rate-LIVE-error')?.textContent).toBe('At most 1 %.');
    expect(document.getElementById('downline-account-username-error')?.textContent).toBe(
      '6–16 characters; the first must be a letter, then letters and numbers.',
    );
    expect(createDownline).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'newbie' } });
    fireEvent.change(within(form).getByLabelText('Live casino'), { target: { value: '0.8' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the account' }));
    const result = await screen.findByTestId('downline-account-result');
    expect(within(result).getByRole('status').textContent).toBe('The agent account newbie was opened under you.');
    expect(createDownline).toHaveBeenCalledWith({
      username: 'newbie',
      password: 'secret123',
      type: 'agent',
      rates: [
        { product: 'LIVE', rate: 0.8 },
        { product: 'LOTT', rate: 0 },
      ],
    });
  });
});

describe('team management: row actions', () => {
  const ann = {
    customerId: 11,
    customerName: 'ann',
    type: 0,
    isAgent: false,
    level: 1,
    directAgentName: 'boss',
    registeredAt: CREATED_AT,
    downlineCount: 0,
    mainBalance: 10,
  };

  async function openTeam(actions: Partial<DownlineActionsEnvironment>, appEdge?: AppEdge) {
    const loadSubordinates = vi.fn(
      async (): Promise<SubordinatesPage> => ({ rows: [ann], total: 1, summary: { breadcrumb: [{ customerId: 1, customerName: 'boss' }] } }),
    );
    const edge = await agentEdge({}, { loadSubordinates, loadRebateCeilings: async () => ceilings, ...actions });
    renderI18n(
      <AgentCentreEdgeProvider value={edge}>
        <MemoryRouter initialEntries={['/?ac=downlineManagmentView']}>
          <TeamManagementView />
        </MemoryRouter>
      </AgentCentreEdgeProvider>,
      appEdge,
    );
    const row = await screen.findByTestId('downline-ann');
    fireEvent.click(within(row).getByRole('button', { name: 'Actions for ann' }));
    return { panel: await screen.findByTestId('downline-actions'), loadSubordinates };
  }

  it("shows the gateway's refusal of a rate under its product, with the limit it met", async () => {
    const updateDownlineRebates = vi.fn(async () => {
      throw { errorCode: 'rebate.belowDownline', value: { product: 'LIVE', limit: 0.5 } };
    });
    const { panel } = await openTeam({ loadDownlineRebates: async () => [{ product: 'LIVE', rate: 0.6 }], updateDownlineRebates });
    fireEvent.click(within(panel).getByRole('button', { name: 'Set rebates' }));
    const form = await within(panel).findByTestId('downline-rebates');
    const live = within(form).getByLabelText('Live casino') as HTMLInputElement;
    expect(live.value).toBe('0.6');
    fireEvent.change(live, { target: { value: '0.3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the rates' }));
    await waitFor(() =>
      expect(document.getElementById('downline-rebates-rate-LIVE-error')?.textContent).toBe(
        'Below what this member gives its own downlines: at least 0.5 %.',
      ),
    );
    expect(updateDownlineRebates).toHaveBeenCalledWith({
      downlineId: 11,
      rates: [
        { product: 'LIVE', rate: 0.3 },
        { product: 'LOTT', rate: 0 },
      ],
    });
    expect(live.value).toBe('0.3');
    expect(live.getAttribute('aria-invalid')).toBe('true');
  });

  it('transfers credit to the downline after the confirmation, shows the result and reloads the balance and the list', async () => {
    const downlineTransfer = vi.fn(async () => ({ account: 'boss', downline: 'ann', amount: 250, mainBalance: 750 }));
    const root = rootWithBalanceSpy();
    const { panel, loadSubordinates } = await openTeam(
      {
        downlineTransfer,
        newIdempotencyKey: () => 'attempt-key-0000000009',
      },
      root.edge,
    );
    expect(within(panel).queryByRole('button', { name: 'Promote to agent' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Transfer credit' }));
    const form = await within(panel).findByTestId('downline-transfer-form');
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '250' } });
    fireEvent.change(within(form).getByLabelText('Payment password'), { target: { value: '135790' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    const confirm = within(panel).getByTestId('downline-transfer-confirm');
    expect(within(confirm).getByText('Transfer 250.00 to ann?')).toBeTruthy();
    expect(downlineTransfer).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, transfer' }));
    const text = await within(panel).findByTestId('downline-transfer-result-text');
    expect(text.textContent).toBe('boss transferred 250.00 to ann.');
    expect(within(panel).getByText('Your main wallet balance: 750.00')).toBeTruthy();
    expect(downlineTransfer).toHaveBeenCalledWith({
      downlineId: 11,
      direction: 'toDownline',
      amount: '250',
      password: '135790',
      idempotencyKey: 'attempt-key-0000000009',
    });
    // the header's balance chart, in the same actor system, is told once
    expect(root.balanceChanges()).toBe(1);
    // the member's row shows its new balance: the list loads its page again
    await waitFor(() => expect(loadSubordinates).toHaveBeenCalledTimes(2));
  });
});
