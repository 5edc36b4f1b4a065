/**
 * Mermaid's lexical rules for state diagrams, in one place.
 *
 * - State ids may hold only letters, digits and `_`: xstate ids such as `login.active.form` are not
 *   valid Mermaid ids, so each state gets a sanitised id and shows its key through
 *   `state "key" as id`.
 * - Mermaid names the `[*]` pseudostates of a composite `<id>_start` / `<id>_end` (and `root_start`
 *   at the top), so a state whose sanitised id equals one of those would merge with the dot.
 * - Text after ` : ` ends at the line, and Mermaid 11 rejects a second `:` there; `;`, `#`, quotes,
 *   braces and `<`/`>` (think `-->` or `<br>`) are also read as syntax. Such characters are written
 *   as Mermaid entity codes (`#58;`), which every Mermaid version decodes when drawing.
 */
import type { ChartModel, ChartState } from '../../machines/tooling';

// Words that open a statement; a bare id equal to one would be read as that statement.
const reserved = new Set(['state', 'note', 'end', 'direction', 'class', 'classdef', 'style', 'click', 'hide', 'scale', 'root']);

function sanitise(raw: string): string {
  let id = raw.replace(/[^A-Za-z0-9_]/g, '_');
  if (id === '' || /^[0-9]/.test(id)) id = `s_${id}`;
  if (reserved.has(id.toLowerCase())) id = `s_${id}`;
  return id;
}

function isComposite(state: ChartState): boolean {
  return state.children.length > 0;
}

/** A unique Mermaid id for every state of the model, keyed by xstate id, in document order. */
export function mermaidIds(model: ChartModel): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set(['root_start', 'root_end']);
  const claim = (state: ChartState) => {
    const base = sanitise(state.id);
    const free = (id: string) => !taken.has(id) && (!isComposite(state) || (!taken.has(`${id}_start`) && !taken.has(`${id}_end`)));
    let id = base;
    for (let n = 2; !free(id); n += 1) id = `${base}_${n}`;
    taken.add(id);
    if (isComposite(state)) {
      taken.add(`${id}_start`);
      taken.add(`${id}_end`);
    }
    ids.set(state.id, id);
    state.children.forEach(claim);
  };
  claim(model.root);
  return ids;
}

const entityChars = /[#:;"<>{}%&]/g;

/** Text safe after ` : `, inside `state "…"` and in notes: syntax characters become `#<code>;`. */
export function mermaidText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(entityChars, (c) => `#${c.charCodeAt(0)};`);
}

/** A note line must not read `end note`, which would close the note early. */
export function mermaidNoteLine(text: string): string {
  const safe = mermaidText(text);
  return /^end\s+note\b/i.test(safe) ? `#101;${safe.slice(1)}` : safe;
}
