/**
 * PostgreSQL's own yardstick on the same server and machine: pgbench's TPC-B-like transaction
 * (three UPDATEs, a SELECT and an INSERT between BEGIN and END) on a scale-10 database of its own,
 * 16 clients over 2 threads, the same load shape the issue measured. The bet figures read against
 * it: what this PostgreSQL does at most with a small write transaction, measured in the same run.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import pg from 'pg';

const binary = () => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return `/usr/lib/postgresql/${versions[0]}/bin/pgbench`;
};

export interface PgbenchDatabase {
  tps: (seconds: number) => number;
  drop: () => Promise<void>;
}

/** A fresh pgbench database on the server of `url` (scale 10); null when pgbench is missing. */
export async function pgbenchDatabase(url: string): Promise<PgbenchDatabase | null> {
  let pgbench: string;
  try {
    pgbench = binary();
  } catch {
    console.log('pgbench: not installed (Debian: apt-get install postgresql); skipped');
    return null;
  }
  const name = `bench_pgbench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const connection = target.toString();
  execFileSync(pgbench, ['-i', '-s', '10', '-q', connection], { stdio: 'ignore' });
  return {
    tps(seconds) {
      const out = execFileSync(pgbench, ['-c', '16', '-j', '2', '-T', String(seconds), '-n', connection], { encoding: 'utf8' });
      const tps = /tps = ([\d.]+)/.exec(out)?.[1];
      if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
      return Number(tps);
    },
    async drop() {
      const end = new pg.Client({ connectionString: url });
      await end.connect();
      await end.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await end.end();
    },
  };
}
