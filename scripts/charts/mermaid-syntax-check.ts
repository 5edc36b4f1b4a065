/**
 * A strict check of the `stateDiagram-v2` subset that the generator writes, run on every generated
 * diagram. Mermaid itself needs a browser, and the SVG is drawn by Graphviz from the model, so
 * nothing else would notice a diagram that GitHub refuses to draw. The rules are the ones that broke
 * real renderings (Mermaid 11 and 12): unknown statements, ids with dots or dashes, a second `:` or
 * raw `;`, `#`, quotes, braces or `<`/`>` in text, unbalanced blocks, a `--` outside a block, a state
 * declared twice or named like a `[*]` pseudostate, an arrow to an undeclared state, and a line
 * inside composite X that names X (Mermaid 11: "would create a cycle").
 */

const ID = '[A-Za-z_][A-Za-z0-9_]*';
const patterns: [string, RegExp][] = [
  ['initial', new RegExp(`^\\[\\*\\] --> (${ID})$`)],
  ['final', new RegExp(`^(${ID}) --> \\[\\*\\]$`)],
  ['arrow', new RegExp(`^(${ID}) --> (${ID})(?: : (.+))?$`)],
  ['open', new RegExp(`^state "([^"]*)" as (${ID}) \\{$`)],
  ['leaf', new RegExp(`^state "([^"]*)" as (${ID})$`)],
  ['detail', new RegExp(`^(${ID}) : (.+)$`)],
  ['note', new RegExp(`^note (?:left|right) of (${ID})$`)],
  ['close', /^\}$/],
  ['divider', /^--$/],
  ['comment', /^%%/],
];

const reserved = new Set(['state', 'note', 'end', 'direction', 'class', 'classdef', 'style', 'click', 'hide', 'scale', 'root']);

/** Text is fine when its only `#` start entity codes and no other syntax character appears. */
function badText(text: string): string | null {
  const withoutEntities = text.replace(/#\d+;/g, '');
  const bad = withoutEntities.match(/[#:;"<>{}%]/);
  return bad ? bad[0] : null;
}

/** Problems found, as `line N: …`; an empty list means the text is in the subset Mermaid draws. */
export function checkMermaidStateDiagram(text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  const declared = new Set<string>();
  const pseudo = new Set(['root_start', 'root_end']);
  const referenced: { id: string; line: number }[] = [];
  const open: { id: string; items: number; lastDivider: boolean }[] = [];
  let inNote = false;
  if (lines[0] !== 'stateDiagram-v2') problems.push('line 1: the diagram must start with `stateDiagram-v2`');

  for (const [i, raw] of lines.slice(1).entries()) {
    const n = i + 2;
    const line = raw.trim();
    const say = (message: string) => problems.push(`line ${n}: ${message}: ${line}`);
    if (line === '') continue;
    if (inNote) {
      if (line === 'end note') inNote = false;
      else if (badText(line)) say(`raw '${badText(line)}' in a note`);
      continue;
    }
    const match = patterns.map(([kind, re]) => [kind, line.match(re)] as const).find(([, m]) => m);
    if (!match) {
      say('not a statement of the subset');
      continue;
    }
    const [kind, m] = match as readonly [string, RegExpMatchArray];
    const block = open.at(-1);
    const refer = (id: string) => {
      referenced.push({ id, line: n });
      if (open.some((o) => o.id === id)) say(`names ${id} inside its own block`);
    };
    const declare = (id: string, label: string) => {
      if (declared.has(id)) say(`${id} declared twice`);
      if (reserved.has(id.toLowerCase())) say(`${id} is a Mermaid keyword`);
      if (badText(label)) say(`raw '${badText(label)}' in a state name`);
      declared.add(id);
    };
    if (kind !== 'divider' && kind !== 'close' && block) {
      block.items += 1;
      block.lastDivider = false;
    }
    if (kind === 'initial' || kind === 'final' || kind === 'note' || kind === 'detail') refer(m[1]);
    if (kind === 'arrow') {
      refer(m[1]);
      refer(m[2]);
      if (m[3] !== undefined && badText(m[3])) say(`raw '${badText(m[3])}' in a transition label`);
    }
    if (kind === 'detail' && badText(m[2])) say(`raw '${badText(m[2])}' in a description line`);
    if (kind === 'note') inNote = true;
    if (kind === 'leaf') declare(m[2], m[1]);
    if (kind === 'open') {
      declare(m[2], m[1]);
      pseudo.add(`${m[2]}_start`).add(`${m[2]}_end`);
      open.push({ id: m[2], items: 0, lastDivider: false });
    }
    if (kind === 'divider') {
      if (!block || block.items === 0 || block.lastDivider) say('`--` must separate two regions inside a block');
      else block.lastDivider = true;
    }
    if (kind === 'close') {
      if (!block) say('`}` without an open block');
      else if (block.lastDivider) say('`--` must separate two regions inside a block');
      open.pop();
    }
  }

  if (inNote) problems.push('end: a note is not closed with `end note`');
  for (const block of open) problems.push(`end: the block of ${block.id} is not closed`);
  for (const id of declared) if (pseudo.has(id)) problems.push(`${id} is also the id of a [*] pseudostate`);
  for (const { id, line } of referenced) if (!declared.has(id)) problems.push(`line ${line}: ${id} is not declared`);
  return problems;
}
