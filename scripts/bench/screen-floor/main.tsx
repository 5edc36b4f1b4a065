/**
 * The benchmark's second floor (scripts/bench/lighthouse.mjs): home's first screen as the site drew
 * it, captured from the live page at the start of the run, drawn again by React in one render with
 * none of the site's charts, calls, routes, catalogs or lazy parts. It costs what React and the
 * browser need for that many elements and that stylesheet; what home costs beyond it is the site's.
 * The capture is in the page (`#screen-tree`, support/screen-floor.mjs writes it).
 */
import { StrictMode, createElement } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** An element of the captured screen: tag, attributes, children (text is a string). */
interface CapturedElement {
  tag: string;
  attributes: Record<string, string>;
  children: CapturedNode[];
}
type CapturedNode = CapturedElement | string;

// the DOM's attribute names React knows by other names
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  autocomplete: 'autoComplete',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  crossorigin: 'crossOrigin',
  datetime: 'dateTime',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
};
const BOOLEAN_ATTRIBUTES = new Set(['disabled', 'hidden', 'inert', 'open', 'checked', 'required', 'multiple', 'selected']);

function styleOf(declarations: string): CSSProperties {
  const style: Record<string, string> = {};
  for (const declaration of declarations.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = declaration
      .slice(colon + 1)
      .trim();
  }
  return style;
}

function draw(node: CapturedNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attributes)) {
    if (name === 'style') props.style = styleOf(value);
    else if (BOOLEAN_ATTRIBUTES.has(name)) props[name] = true;
    else props[PROP_NAMES[name] ?? name] = value;
  }
  return createElement(node.tag, props, ...node.children.map(draw));
}

const captured = JSON.parse(document.getElementById('screen-tree')?.textContent ?? '[]') as CapturedNode[];

function CapturedScreen() {
  return <>{captured.map(draw)}</>;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <CapturedScreen />
  </StrictMode>,
);
