/**
 * The areas' edges have no default (src/app/area-edges.ts): a view gets the edge provided for its
 * test, or the one the app's loader brings, and without either it fails instead of reaching the
 * live gateway.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitedEdge } from '../../src/app/area-edge-loaders';
import { AreaEdgesProvider } from '../../src/app/area-edges';
import { createNavEdge, NavEdgeProvider, useNavEdge } from '../../src/app/nav.edge';
import type { NavEdge, NavEnvironment } from '../../src/app/nav.edge';
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

afterEach(cleanup);

describe('area edges', () => {
  it('give the app the browser’s edge its area’s module offered when it was loaded', async () => {
    const { browserAreaEdges } = await import('../../src/app/browser-area-edges');
    const { browserNavEdge } = await import('../../src/app/nav.edge');
    expect(await browserAreaEdges.nav()).toBe(browserNavEdge);
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

  it('read an edge that has arrived without waiting for it', () => {
    const nav = awaitedEdge<NavEdge>();
    nav.settle(createNavEdge(navEnvironment('MS')));
    render(
      <AreaEdgesProvider value={{ ...testAreaEdges(), nav: () => nav.promise }}>
        <Suspense fallback={<p>pending</p>}>
          <LanguageOfNavEdge />
        </Suspense>
      </AreaEdgesProvider>,
    );
    expect(screen.getByTestId('language').textContent).toBe('MS');
  });
});
