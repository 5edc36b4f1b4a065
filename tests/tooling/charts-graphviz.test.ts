/**
 * The offline drawing: arrows that touch a composite state are clipped at its border unless one end
 * lies inside the other, final states get a double border, internal transitions are listed in their
 * state, and the SVG is byte-identical from one run to the next (committed files are compared).
 */
import { describe, expect, it } from 'vitest';
import { createMachine, setup } from 'xstate';
import { chartModel } from '../../machines/tooling';
import { toDot } from '../../scripts/charts/graphviz-dot';
import { renderSvg } from '../../scripts/charts/svg-render';

const door = setup({ actions: { answer: () => {} } }).createMachine({
  id: 'door',
  initial: 'closed',
  on: { 'door.reset': { target: '.closed.locked' } },
  states: {
    closed: {
      initial: 'locked',
      on: { 'door.open': { target: 'open' } },
      states: {
        locked: { on: { 'key.turn': { target: 'unlocked' } } },
        unlocked: { on: { knock: { actions: 'answer' } } },
      },
    },
    open: { on: { 'door.close': { target: 'closed' } } },
    gone: { type: 'final' },
  },
});

describe('toDot', () => {
  const dot = toDot(chartModel(door));

  it('clips arrows at the border of a composite end', () => {
    expect(dot).toContain('"a:door.closed" -> "n:door.open" [label="door.open", ltail="cluster:door.closed"];');
    expect(dot).toContain('"n:door.open" -> "a:door.closed" [label="door.close", lhead="cluster:door.closed"];');
  });

  it('does not clip when one end lies inside the other', () => {
    expect(dot).toContain('"a:door" -> "n:door.closed.locked" [label="door.reset"];');
  });

  it('draws initial dots, a double border for final states and internal transitions inside their state', () => {
    expect(dot).toContain('"i:door.closed" -> "n:door.closed.locked";');
    expect(dot).toContain('"n:door.gone" [label=<<b>gone</b><br align="left"/>>, peripheries=2];');
    expect(dot).toContain('<font point-size="9">knock / answer</font>');
  });
});

describe('renderSvg', () => {
  it('gives the same bytes for the same chart', async () => {
    const dot = toDot(chartModel(door));
    const first = await renderSvg(dot, 'door');
    expect(first.startsWith('<?xml')).toBe(true);
    expect(first).toContain('<svg');
    expect(await renderSvg(dot, 'door')).toBe(first);
    expect(await renderSvg(toDot(chartModel(createMachine({ id: 'door', initial: 'a', states: { a: {} } }))), 'door')).not.toBe(first);
  });

  it('fails with Graphviz messages on DOT it cannot draw', async () => {
    await expect(renderSvg('digraph { a -> }', 'broken')).rejects.toThrow(/Graphviz could not draw broken/);
  });
});
