/**
 * The Mermaid subset check must reject each construct that broke real renderings, so that a
 * generator change that produces one fails `npm run charts` instead of a diagram on GitHub.
 */
import { describe, expect, it } from 'vitest';
import { checkMermaidStateDiagram } from '../../scripts/charts/mermaid-syntax-check';

const diagram = (...body: string[]) => ['stateDiagram-v2', ...body].join('\n');
const problems = (...body: string[]) => checkMermaidStateDiagram(diagram(...body));

describe('checkMermaidStateDiagram', () => {
  it('accepts the subset the generator writes', () => {
    expect(
      problems(
        '  [*] --> m_a',
        '  state "a" as m_a {',
        '    [*] --> m_a_x',
        '    state "x" as m_a_x',
        '    m_a_x : invoke load#58; it',
        '    --',
        '    state "y" as m_a_y',
        '  }',
        '  note right of m_a',
        '    A note#59; with entities',
        '  end note',
        '  state "done" as m_done',
        '  m_done --> [*]',
        '  m_a_x --> m_done : done#58; load [ok]',
      ),
    ).toEqual([]);
  });

  it('rejects a second colon and raw syntax characters in text', () => {
    expect(problems('  state "a" as m_a', '  state "b" as m_b', '  m_a --> m_b : done: load')).toEqual([
      "line 4: raw ':' in a transition label: m_a --> m_b : done: load",
    ]);
    expect(problems('  state "a" as m_a', '  m_a : one; two')).toEqual(["line 3: raw ';' in a description line: m_a : one; two"]);
    expect(problems('  state "a{b}" as m_a')).toEqual(['line 2: raw \'{\' in a state name: state "a{b}" as m_a']);
  });

  it('rejects ids with dots or dashes, unknown statements and keywords as ids', () => {
    expect(problems('  state "a" as m.a')).toEqual(['line 2: not a statement of the subset: state "a" as m.a']);
    expect(problems('  m-a --> m-b')).toEqual(['line 2: not a statement of the subset: m-a --> m-b']);
    expect(problems('  state "n" as note')).toEqual(['line 2: note is a Mermaid keyword: state "n" as note']);
  });

  it('rejects a line inside composite X that names X', () => {
    expect(problems('  state "p" as m_p {', '    state "a" as m_a', '    m_p --> m_a : reset', '  }')).toEqual([
      'line 4: names m_p inside its own block: m_p --> m_a : reset',
    ]);
  });

  it('rejects unbalanced blocks, stray dividers, open notes and undeclared states', () => {
    expect(problems('  state "p" as m_p {', '    state "a" as m_a')).toEqual(['end: the block of m_p is not closed']);
    expect(problems('  }')).toEqual(['line 2: `}` without an open block: }']);
    expect(problems('  --')).toEqual(['line 2: `--` must separate two regions inside a block: --']);
    expect(problems('  state "a" as m_a', '  note right of m_a', '    text')).toEqual(['end: a note is not closed with `end note`']);
    expect(problems('  [*] --> m_a')).toEqual(['line 2: m_a is not declared']);
  });

  it('rejects a state declared twice or named like a [*] pseudostate', () => {
    expect(problems('  state "a" as m_a', '  state "a" as m_a')).toEqual(['line 3: m_a declared twice: state "a" as m_a']);
    expect(problems('  state "p" as m_p {', '    state "start" as m_p_start', '  }')).toEqual(['m_p_start is also the id of a [*] pseudostate']);
  });

  it('requires the stateDiagram-v2 header', () => {
    expect(checkMermaidStateDiagram('graph TD\n')).toEqual(['line 1: the diagram must start with `stateDiagram-v2`']);
  });
});
