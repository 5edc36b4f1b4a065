/**
 * The agent centre through the real root, session and agent-centre charts, with the gateway's answers
 * faked at its edge: the menu gated by the merchant's modules, with a badge on the kind whose offer
 * waits; the team overview's KPIs and days; "my contract" accepting an offer after the release
 * warning; a downline offered a daily salary with its terms sent as the wire takes them; a player
 * asking for the agent centre is told agents only.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { PagedListRequest } from '../../../machines/paged-list';
import { selectSessionRef } from '../../../machines/system-status';
import type { ConsolidatedValue, ContractValue } from '../../../wire/contracts.schemas';
import { AgentCentreEdgeProvider, createAgentCentreEdge } from '../../../src/app/agent-centre.edge';
import { waitingCounts } from '../../../src/api/contracts.api';
import { createContractsEdge } from '../../../src/app/contracts.edge';
import type { ContractsEnvironment } from '../../../src/app/contracts.edge';
import { createTeamEdge } from '../../../src/app/team.edge';
import type { TeamEnvironment } from '../../../src/app/team.edge';
import CentreView from '../../../src/views/centre/centre.view';
import AccessNotice from '../../../src/views/shell/access-notice';
import { member, renderWithEdge, SiteRouter, startRoot, systemStatus } from '../support/drivers';
import { quietDownlineActionsEnvironment, quietRegisterCenterEnvironment, quietTeamReportsEnvironment } from '../support/test-area-edges';
import { createDownlineActionsEdge } from '../../../src/app/downline-actions.edge';
import { createRegisterCenterEdge } from '../../../src/app/register-center.edge';
import { createTeamReportsEdge } from '../../../src/app/team-reports.edge';

afterEach(cleanup);

const never = <T,>() => new Promise<T>(() => {});

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

const offer = (overrides: Partial<ContractValue>): ContractValue => ({
  id: 41,
  kind: 'daily',
  type: 'CONS',
  status: 'P',
  state: 'offered',
  uplineName: 'demo_agent',
  receiverId: 7,
  receiverName: 'sub_agent',
  terms: { tiers: [{ betVolume: 1000, activeMember: 2, rateType: 'P', rate: 0.015 }] },
  proposedTerms: null,
  terminationBy: null,
  createdAt: 0,
  updatedAt: 0,
  ...overrides,
});

const consolidated = (waiting: ContractValue[], higherRate: 'Y' | 'N'): ConsolidatedValue => ({
  divtypereq: {},
  dailysalreqtype: waiting.length ? { CONS: waiting.map((row) => ({ ...row, downlineHigherRate: higherRate })) } : {},
  contracthoursalreq: {},
  realtimesalreqtype: {},
  divtypeinfo: {},
  dailysalinfotype: {},
  contracthoursalinfo: {},
  realtimesalinfotype: {},
  sumBalance: 0,
});

function contractsEnv(overrides: Partial<ContractsEnvironment> = {}): ContractsEnvironment {
  return {
    loadConsolidated: async () => consolidated([], 'N'),
    answerContract: never,
    loadDownlineContracts: async () => ({ downline: [] }),
    loadContractCandidates: async () => [],
    offerContract: never,
    endContract: never,
    ...overrides,
  };
}

function teamEnv(overrides: Partial<TeamEnvironment> = {}): TeamEnvironment {
  return { loadTeamOverview: never, today: () => '2026-03-10', ...overrides };
}

const ALL_AGENT_MODULES = {
  AGENTCENTER3: true,
  REGCEN: true,
  DOWNMAN: true,
  TRANSBETREPMEM3: true,
  AGETEAMPNL3: true,
  AGEREV3: true,
  SIGNCONDIV3: true,
  DAILYSAL3: true,
  HOURSAL3: true,
  REALTIMESAL3: true,
};

async function openCentre(
  path: string,
  options: { features?: Record<string, boolean>; contracts?: ContractsEnvironment; team?: TeamEnvironment; type?: number },
) {
  const root = startRoot({
    loadSystemStatus: async () => systemStatus({ features: options.features ?? ALL_AGENT_MODULES }),
    storedToken: 'token-1',
    loadMemberInfo: async () => member({ type: options.type ?? 1, account: 'sub_agent' }),
  });
  await waitForActor(root.rootActor, (s) => s.matches('app'));
  const session = selectSessionRef(root.rootActor.getSnapshot())!;
  await waitForActor(session, (s) => s.matches('signedIn'));
  const contracts = createContractsEdge(options.contracts ?? contractsEnv());
  // the badges count what the consolidated info says waits, as the app's edge does
  const edge = createAgentCentreEdge(
    { loadWaitingCounts: async () => waitingCounts(await contracts.env.loadConsolidated()) },
    {
      team: createTeamEdge(options.team ?? teamEnv()),
      contracts,
      register: createRegisterCenterEdge(quietRegisterCenterEnvironment()),
      downlineActions: createDownlineActionsEdge(quietDownlineActionsEnvironment()),
      reports: createTeamReportsEdge(quietTeamReportsEnvironment()),
    },
  );
  renderWithEdge(
    <AgentCentreEdgeProvider value={edge}>
      <SiteRouter path={path}>
        <AccessNotice />
        <CentreView />
        <LocationProbe />
      </SiteRouter>
    </AgentCentreEdgeProvider>,
    root.edge,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

const menuPages = () =>
  within(screen.getByRole('navigation', { name: 'Agent centre' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('data-testid')?.replace('centre-menu-', ''));

describe('agent centre', () => {
  it('offers the entries the modules switch on, with a badge on the kind whose offer waits', async () => {
    await openCentre('/?ac=agentTeamOverview', {
      features: { AGENTCENTER3: true, DAILYSAL3: true, DOWNMAN: true },
      contracts: contractsEnv({ loadConsolidated: async () => consolidated([offer({})], 'N') }),
    });
    await screen.findByTestId('centre-menu-agentTeamOverview');
    expect(menuPages()).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'downlineManagmentView',
      'agentDownlineTransactionDetailsCopy',
      'agentDailyWages2',
    ]);
    expect(screen.getByTestId('centre-menu-agentDailyWages2').textContent).toContain('1 new');
  });

  it("shows the team's KPIs for the period and its days", async () => {
    const loadTeamOverview = vi.fn(async (_request: PagedListRequest) => ({
      rows: [
        {
          date: '2026-03-09',
          newMembers: 1,
          activeMembers: 3,
          firstDepositCount: 1,
          firstDepositAmount: 50,
          depositCount: 2,
          depositAmount: 150,
          withdrawalCount: 0,
          withdrawalAmount: 0,
          validBetAmount: 420.5,
          profitAndLoss: -80.25,
          bonusAmount: 5,
        },
      ],
      total: 1,
      summary: {
        teamSize: 12,
        newMembers: 1,
        activeMembers: 3,
        firstDepositCount: 1,
        firstDepositAmount: 50,
        depositCount: 2,
        depositAmount: 150,
        withdrawalCount: 0,
        withdrawalAmount: 0,
        validBetAmount: 420.5,
        profitAndLoss: -80.25,
        bonusAmount: 5,
      },
    }));
    await openCentre('/?ac=agentTeamOverview', { team: teamEnv({ loadTeamOverview }) });
    const overview = await screen.findByTestId('team-overview');
    await waitFor(() => expect(within(overview).getByText('Team size').nextSibling?.textContent).toBe('12'));
    expect(within(overview).getByText('420.50', { selector: 'td' })).toBeTruthy();
    // the last 7 days to start with
    expect(loadTeamOverview.mock.calls[0][0]).toMatchObject({ range: { from: '2026-03-04', to: '2026-03-10' } });
  });

  it('accepts an offer only after the agent agrees to release the downlines that hold a higher rate', async () => {
    let waiting = [offer({})];
    const answerContract = vi.fn(async () => {
      waiting = [];
      return { released: [77] };
    });
    await openCentre('/?ac=agentDailyWages2', {
      contracts: contractsEnv({ loadConsolidated: async () => consolidated(waiting, 'Y'), answerContract }),
    });
    const card = await screen.findByTestId('contract-41');
    expect(within(card).getByText('1.50 %')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await screen.findByTestId('release-warning');
    expect(answerContract).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Agree and proceed' }));
    await waitFor(() =>
      expect(answerContract).toHaveBeenCalledWith({ kind: 'daily', contractId: 41, product: 'CONS', status: 'A', confirmRelease: true }),
    );
    expect((await screen.findByText(/1 downline contract\(s\) were terminated/)).textContent).toContain('1 downline');
    await waitFor(() => expect(screen.queryByTestId('contract-41')).toBeNull());
    // the badge counts again once answered
    await waitFor(() => expect(screen.getByTestId('centre-menu-agentDailyWages2').textContent).not.toContain('new'));
  });

  it('offers a downline a daily salary, its rate typed as a percentage and sent as a fraction', async () => {
    const offerContract = vi.fn(async () => ({}));
    await openCentre('/?ac=agentDailyWages2&part=downlines', {
      contracts: contractsEnv({ loadContractCandidates: async () => [{ customerId: 9, customerName: 'sub_one' }], offerContract }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Offer a contract' }));
    const form = screen.getByTestId('contract-offer-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(within(form).getAllByText('Required.').length).toBe(4);
    expect(offerContract).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Downline'), { target: { value: '9' } });
    fireEvent.change(within(form).getByLabelText('Team bet amount per day at least'), { target: { value: '5000' } });
    fireEvent.change(within(form).getByLabelText('Active members at least'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('Rate (%) or amount'), { target: { value: '1.25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() =>
      expect(offerContract).toHaveBeenCalledWith({
        kind: 'daily',
        downlineId: 9,
        product: 'CONS',
        tiers: [{ betVolume: 5000, activeMember: 3, rateType: 'P', rate: 0.0125 }],
      }),
    );
    expect((await screen.findByText(/The offer was sent/)).textContent).toBeTruthy();
  });

  it('tells a player asking for the agent centre that it is for agents only', async () => {
    const { location } = await openCentre('/?ac=agentTeamOverview', { type: 0 });
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByTestId('access-notice').textContent).toContain('Agents only');
  });
});
