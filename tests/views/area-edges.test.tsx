/**
 * The areas' edges have no default (src/app/area-edges.ts): a view gets the edge provided for its
 * test, or under the app the browser's edge of its area, and without either it fails instead of
 * reaching the live gateway. So do the member centre's pages' edges.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaEdgesProvider } from '../../src/app/area-edges';
import { browserNavEdge, createNavEdge, NavEdgeProvider, useNavEdge } from '../../src/app/nav.edge';
import { browserDepositEdge, useDepositEdge } from '../../src/app/deposit.edge';
import { createMemberCentreEdge, MemberCentreEdgeProvider } from '../../src/app/member-centre.edge';
import type { NavEnvironment } from '../../src/app/nav.edge';
import { testAreaEdges } from './support/test-area-edges';

function navEnvironment(language: string): NavEnvironment {
  return { loadLanes: async () => [], currentLanguage: () => language, navigate: vi.fn(), storeVendor: vi.fn(), prefersReducedMotion: () => true };
}

function LanguageOfNavEdge() {
  return <p data-testid="language">{useNavEdge().env.currentLanguage()}</p>;
}

class Caught extends Component<{ children: ReactNode }, { message: string | null }> {
  state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  render() {
    return this.state.message === null ? this.props.children : <p role="alert">{this.state.message}</p>;
  }
}

function EdgesProbe({ seen }: { seen: { nav?: unknown; deposit?: unknown } }) {
  seen.nav = useNavEdge();
  seen.deposit = useDepositEdge();
  return null;
}

function DepositProbe() {
  useDepositEdge();
  return <p>rendered</p>;
}

afterEach(cleanup);

describe('area edges', () => {
  it('give views under the app the browser’s edge of their area, and of a member centre page', () => {
    const seen: { nav?: unknown; deposit?: unknown } = {};
    render(
      <AreaEdgesProvider value="browser">
        <EdgesProbe seen={seen} />
      </AreaEdgesProvider>,
    );
    expect(seen.nav).toBe(browserNavEdge);
    expect(seen.deposit).toBe(browserDepositEdge);
  });

  it('fail a view that has neither its area’s provider nor the app’s loaders', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Caught>
        <LanguageOfNavEdge />
      </Caught>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/no nav edge/);
    vi.mocked(console.error).mockRestore();
  });

  it('give a view the edge its test provides, over the loaders', () => {
    render(
      <AreaEdgesProvider value={testAreaEdges()}>
        <NavEdgeProvider value={createNavEdge(navEnvironment('ZH'))}>
          <LanguageOfNavEdge />
        </NavEdgeProvider>
      </AreaEdgesProvider>,
    );
    expect(screen.getByTestId('language').textContent).toBe('ZH');
  });

  it('fail a member centre page whose test made the centre’s edge without it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const centre = createMemberCentreEdge({ loadSingleWallet: async () => false, loadUnreadCount: async () => 0 }, {});
    render(
      <Caught>
        <AreaEdgesProvider value={testAreaEdges()}>
          <MemberCentreEdgeProvider value={centre}>
            <DepositProbe />
          </MemberCentreEdgeProvider>
        </AreaEdgesProvider>
      </Caught>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/no edge for the member centre's deposit page/);
    vi.mocked(console.error).mockRestore();
  });
});
