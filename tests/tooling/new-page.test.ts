/**
 * The page generator (`npm run new:page`, scripts/new-page): its names, and that every row it adds
 * still finds its place in today's tree, so a list reshaped without the generator fails here rather
 * than in the hands of the next engineer adding a page. (The pages it writes pass their own path,
 * view and server tests as written: the feedback page was made with it.)
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageNames } from '../../scripts/new-page/names';
import { pageFiles } from '../../scripts/new-page/new-page';
import { insert, registrations } from '../../scripts/new-page/registrations';

const root = resolve(import.meta.dirname, '../..');

describe('page names', () => {
  it('keeps one name per layer, from the kebab-case name', () => {
    expect(pageNames('bonus-details')).toEqual({
      kebab: 'bonus-details',
      key: 'bonusDetails',
      pascal: 'BonusDetails',
      snake: 'bonus_details',
      title: 'Bonus details',
      path: '/wps/bonusDetails',
    });
    expect(pageNames('message-v2', { key: 'messageV2', path: '/wps/member/messages' })).toMatchObject({
      key: 'messageV2',
      path: '/wps/member/messages',
    });
  });

  it('refuses names that would not make valid folders, identifiers or paths', () => {
    expect(() => pageNames('BonusDetails')).toThrow(/kebab-case/);
    expect(() => pageNames('bonus_details')).toThrow(/kebab-case/);
    expect(() => pageNames('notes', { key: 'Notes' })).toThrow(/camelCase/);
    expect(() => pageNames('notes', { path: '/api/notes' })).toThrow(/\/wps\//);
  });
});

describe('the rows a new page adds', () => {
  const names = pageNames('sample-notes');

  it('each finds its anchor in the current files, once', () => {
    const patched = new Map<string, string>();
    for (const insertion of registrations(names)) {
      const before = patched.get(insertion.file) ?? readFileSync(join(root, insertion.file), 'utf8');
      const after = insert(before, insertion);
      expect(after.length, insertion.file).toBe(before.length + insertion.text.length + 1);
      patched.set(insertion.file, after);
    }
    expect(patched.get('machines/member-centre/member-centre.pages.ts')).toContain("'sampleNotes',");
    expect(patched.get('wire/index.ts')).toContain("'PUT /wps/sampleNotes'");
  });

  it('refuses to insert where its anchor is gone, naming the file', () => {
    const [first] = registrations(names);
    expect(() => insert('nothing here\n', first)).toThrow(first.file);
  });

  it("writes the page's files where each layer keeps them, each with its tests", () => {
    const files = Object.keys(pageFiles(names));
    expect(files).toEqual(
      expect.arrayContaining([
        'rules/sample-notes.ts',
        'machines/sample-notes/index.ts',
        'machines/sample-notes/sample-notes.calls.ts',
        'tests/machines/sample-notes.paths.test.ts',
        'src/api/sample-notes.api.ts',
        'src/app/sample-notes.edge.ts',
        'src/views/member-centre/sample-notes/sample-notes.view.tsx',
        'tests/views/centre/sample-notes.view.test.tsx',
        'wire/sample-notes.schemas.ts',
        'server/sample-notes/sample-notes.routes.ts',
        'server/sample-notes/sample-notes.service.ts',
        'tests/server/sample-notes.test.ts',
      ]),
    );
    expect(files.some((file) => /^server\/db\/migrations\/\d{3}_sample_notes_entries\.sql$/.test(file))).toBe(true);
  });
});
