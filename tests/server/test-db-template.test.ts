/**
 * The server tests' database template is shared by parallel workers (support/test-db.ts): a worker
 * that cleans up after a schema change must remove only finished templates of other schemas and
 * long-abandoned half-written files, never the file another worker is writing at that moment.
 */
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleTemplates } from './support/test-db';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('cleaning the template folder', () => {
  it('keeps the current template and every write in progress; removes old templates and abandoned writes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'template-clean-'));
    dirs.push(dir);
    const current = join(dir, 'pglite-template-aaaaaaaaaaaaaaaa.tar.gz');
    const files = {
      current,
      // another worker writing the same template right now
      inProgress: `${current}.4242.0badc0de`,
      // a worker writing the template of a newer schema right now
      otherInProgress: join(dir, 'pglite-template-bbbbbbbbbbbbbbbb.tar.gz.4343.12345678'),
      oldTemplate: join(dir, 'pglite-template-cccccccccccccccc.tar.gz'),
      abandoned: join(dir, 'pglite-template-dddddddddddddddd.tar.gz.99.deadbeef'),
    };
    for (const path of Object.values(files)) writeFileSync(path, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(files.abandoned, twoHoursAgo, twoHoursAgo);

    removeStaleTemplates(current, dir);

    expect(readdirSync(dir).sort()).toEqual(
      [files.current, files.inProgress, files.otherInProgress].map((path) => path.slice(dir.length + 1)).sort(),
    );
  });
});
