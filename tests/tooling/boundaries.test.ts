import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { checkFile, checkTree, findCycles, importSpecifiers, treeCycles, typeOnlySpecifiers } from '../../scripts/check-boundaries';

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

  it('tells imports for types alone from imports that load the module', () => {
    const code = `
      import type { A } from './types-only';
      export type { B } from './re-exported-types';
      import type { C } from './both';
      import { c } from './both';
      import { type D } from './inline-type';
      const e = () => import('./lazy');`;
    expect([...typeOnlySpecifiers(code)].sort()).toEqual(['./re-exported-types', './types-only']);
  });

  it('keeps the wire schemas to zod, and lets the SPA take only their types', () => {
    const schemas = at('wire/games.schemas.ts');
    expect(checkFile(schemas, ['zod', './fields.schemas', '../rules/password'])).toEqual([]);
    expect(checkFile(schemas, ['../server/games/game-types.ts']).map((v) => v.rule)).toEqual(['wire imports only zod, wire/** and rules/**']);
    expect(checkFile(schemas, ['fastify'])).toHaveLength(1);
    const api = at('src/api/games.api.ts');
    expect(checkFile(api, ['../../wire/games.schemas'], new Set(['../../wire/games.schemas']))).toEqual([]);
    expect(checkFile(api, ['../../wire/games.schemas']).map((v) => v.rule)).toEqual(['src imports wire only as types (import type)']);
    expect(checkFile(at('server/games/games.routes.ts'), ['../../wire/games.schemas'])).toEqual([]);
  });

  it('keeps machines free of React, fetch clients and the SPA', () => {
    const file = at('machines/login/login.machine.ts');
    expect(checkFile(file, ['xstate', 'xstate/graph', '../shared/types.ts'])).toEqual([]);
    expect(checkFile(file, ['react']).map((v) => v.rule)).toEqual(['machines import only xstate, machines/** and rules/**']);
    expect(checkFile(file, ['../../src/api/client.ts'])).toHaveLength(1);
    expect(checkFile(file, ['../../rules/date-format'])).toEqual([]);
  });

  it('keeps the shared rules pure: dayjs and other rules only', () => {
    const file = at('rules/date-format.ts');
    expect(checkFile(file, ['dayjs', 'dayjs/plugin/utc.js', './money'])).toEqual([]);
    expect(checkFile(file, ['../machines/login']).map((v) => v.rule)).toEqual(['rules import only dayjs and rules/**']);
    expect(checkFile(file, ['react'])).toHaveLength(1);
  });

  it('lets src reach a flow only through its index', () => {
    const file = at('src/app/actors.ts');
    expect(checkFile(file, ['../../machines/login/index.ts', '../../machines/login'])).toEqual([]);
    expect(checkFile(file, ['../../machines/login/login.machine.ts'])).toHaveLength(1);
  });

  it('keeps the server away from the SPA and views away from the API', () => {
    expect(checkFile(at('server/app.ts'), ['../src/api/client.ts'])).toHaveLength(1);
    expect(checkFile(at('src/views/login/login-form.tsx'), ['../../api/session.api.ts'])).toHaveLength(1);
    // a chart is read only by a flow's container, and only through src/lib/use-selector.ts
    expect(checkFile(at('src/views/login/login-form.tsx'), ['../../lib/use-selector'])).toHaveLength(1);
    expect(checkFile(at('src/views/login/login.view.tsx'), ['../../lib/use-selector'])).toEqual([]);
    expect(checkFile(at('src/views/login/login.view.tsx'), ['@xstate/react'])).toHaveLength(1);
    expect(checkFile(at('src/lib/use-selector.ts'), ['@xstate/react'])).toEqual([]);
  });

  it('keeps the browser utilities below the composition: src/lib reaches neither src/app, views nor the api', () => {
    const file = at('src/lib/storage.ts');
    expect(checkFile(file, ['./cookies'])).toEqual([]);
    expect(checkFile(file, ['../app/root-actor']).map((v) => v.rule)).toEqual(['src/lib imports neither src/app, src/views nor src/api']);
    expect(checkFile(file, ['../views/common/page-state'])).toHaveLength(1);
    expect(checkFile(file, ['../api/member.api'])).toHaveLength(1);
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
