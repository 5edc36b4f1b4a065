import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { checkFile, checkTree, findCycles, importSpecifiers, treeCycles } from '../../scripts/check-boundaries';

const at = (path: string) => join(import.meta.dirname, '..', '..', path);

describe('import boundaries', () => {
  it('reads static, type-only, re-export and dynamic imports, ignoring comments', () => {
    const code = `
      import { a } from './a';
      import type { B } from "../b";
      export * from './c';
      // import { no } from 'commented';
      const d = () => import('./d.ts');
      import './side-effect.css';`;
    expect(importSpecifiers(code)).toEqual(['./a', '../b', './c', './side-effect.css', './d.ts']);
  });

  it('keeps machines free of React, fetch clients and the SPA', () => {
    const file = at('machines/login/login.machine.ts');
    expect(checkFile(file, ['xstate', 'xstate/graph', '../shared/types.ts'])).toEqual([]);
    expect(checkFile(file, ['react']).map((v) => v.rule)).toEqual(['machines import only xstate and machines/**']);
    expect(checkFile(file, ['../../src/api/client.ts'])).toHaveLength(1);
  });

  it('lets src reach a flow only through its index', () => {
    const file = at('src/app/actors.ts');
    expect(checkFile(file, ['../../machines/login/index.ts', '../../machines/login'])).toEqual([]);
    expect(checkFile(file, ['../../machines/login/login.machine.ts'])).toHaveLength(1);
  });

  it('keeps the server away from the SPA and views away from the API', () => {
    expect(checkFile(at('server/app.ts'), ['../src/api/client.ts'])).toHaveLength(1);
    expect(checkFile(at('src/views/login/login-form.tsx'), ['../../api/session.api.ts'])).toHaveLength(1);
    expect(checkFile(at('src/views/login/login-form.tsx'), ['@xstate/react'])).toHaveLength(1);
    expect(checkFile(at('src/views/login/login.view.tsx'), ['@xstate/react'])).toEqual([]);
  });

  it('finds no violation in the tree', () => {
    expect(checkTree()).toEqual([]);
  });

  it('names each import cycle once, as the files along it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
      ['f.ts', ['d.ts']],
    ]);
    expect(findCycles(graph)).toEqual(
      expect.arrayContaining([
        ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
        ['e.ts', 'e.ts'],
      ]),
    );
    expect(findCycles(graph)).toHaveLength(2);
    expect(
      findCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('finds no import cycle in the tree', () => {
    expect(treeCycles()).toEqual([]);
  });
});
