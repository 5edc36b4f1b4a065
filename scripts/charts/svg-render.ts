/**
 * DOT -> SVG with Graphviz compiled to WebAssembly (@viz-js/viz): no browser, no network, and the
 * same input gives byte-identical output, which the committed files are compared on. The WASM
 * instance takes a moment to start, so it is created once and shared.
 */
import { instance } from '@viz-js/viz';
import type { Viz } from '@viz-js/viz';

let viz: Promise<Viz> | null = null;

/** Renders DOT to SVG; throws with Graphviz's messages when it cannot. Warnings are errors too. */
export async function renderSvg(dot: string, name: string): Promise<string> {
  viz ??= instance();
  const result = (await viz).render(dot, { format: 'svg', engine: 'dot' });
  const messages = result.errors.map((e) => `${e.level ?? 'error'}: ${e.message.trim()}`);
  if (result.status !== 'success' || messages.length > 0) {
    throw new Error(`Graphviz could not draw ${name}:\n${messages.join('\n')}`);
  }
  return result.output.endsWith('\n') ? result.output : `${result.output}\n`;
}
