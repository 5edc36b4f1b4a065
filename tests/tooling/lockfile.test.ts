import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import satisfies from 'semver/functions/satisfies';
import subset from 'semver/ranges/subset';

// `npm ci` refuses a lock in which any dependency, optional ones included, has no entry. The
// registry mirror here lacks other platforms' binaries, so `npm install` leaves such holes;
// scripts/complete-lockfile.mjs fills them. This test catches a lock committed without that step.
type LockEntry = {
  version?: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};

const root = join(import.meta.dirname, '..', '..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;

/** Node's resolution: the nearest node_modules folder upwards from the dependent's own. */
function resolves(from: string, name: string): LockEntry | undefined {
  let base = from;
  for (;;) {
    const hit = lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`];
    if (hit) return hit;
    if (!base) return undefined;
    const at = base.lastIndexOf('node_modules/');
    base = at <= 0 ? '' : base.slice(0, at - 1);
  }
}

describe('package-lock.json', () => {
  it('pins exactly the versions package.json names', () => {
    const root = lock.packages[''] as LockEntry & { devDependencies?: Record<string, string> };
    expect(root.dependencies).toEqual(manifest.dependencies);
    expect(root.devDependencies).toEqual(manifest.devDependencies);
  });

  it('has an entry for every dependency npm ci will look for, on every platform', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const wanted = { ...entry.dependencies, ...entry.optionalDependencies };
      for (const name of Object.keys(wanted)) {
        if (!resolves(path, name)) missing.push(`${path || '(root)'} -> ${name}`);
      }
    }
    expect(missing, 'run `node scripts/complete-lockfile.mjs`').toEqual([]);
  });

  it('pins every dependency asked for by a dist-tag ("latest") with an override', () => {
    // npm ci resolves a tag against the registry of the day: a new publication would break the lock
    const overrides = (manifest.overrides ?? {}) as unknown as Record<string, Record<string, string> | string>;
    const tagged: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const owner = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      for (const [name, spec] of Object.entries({ ...entry.dependencies, ...entry.optionalDependencies })) {
        const pinned = typeof overrides[owner] === 'object' && (overrides[owner] as Record<string, string>)[name];
        if (/^[a-z][\w-]*$/i.test(spec) && !pinned) tagged.push(`${owner} -> ${name}@${spec}`);
      }
    }
    expect(tagged, 'pin them in package.json "overrides"').toEqual([]);
  });

  it('holds a single copy of the bundler', () => {
    const copies = Object.keys(lock.packages).filter((path) => path.endsWith('node_modules/rolldown'));
    expect(copies).toEqual(['node_modules/rolldown']);
  });

  it('installs on every Node that package.json admits, with no engine warning', () => {
    // A package that asks for a newer Node than ours makes `npm ci` warn (EBADENGINE) and may use
    // what our Node lacks; .npmrc's engine-strict turns that into a refusal. Our range must lie
    // inside every installed package's own.
    const ours = (manifest.engines as unknown as { node: string }).node;
    expect(satisfies(process.version, ours), `this Node (${process.version}) is outside package.json's engines`).toBe(true);
    const narrower: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const theirs = entry.engines?.node;
      if (path && theirs && !subset(ours, theirs)) narrower.push(`${path}: ${theirs}`);
    }
    expect(narrower, `packages whose engines do not admit all of ${ours}`).toEqual([]);
  });
});
