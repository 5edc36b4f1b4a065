/**
 * Server enforcement proof of docs/compliance/auth-paths.md. Every path of the report is replayed as
 * HTTP calls on a real gateway and database and must end in its outcome; every mutated path (a
 * required step removed, reordered or falsified) must be refused with the documented error. The
 * paths come from the same generator as the report, and the last tests check that the report on disk
 * lists exactly the paths and mutations proven here. The set's own properties and the report's
 * freshness are checked here too (support/auth-path-set.checks.ts), on the one exploration.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthPaths } from '../../scripts/auth-paths/auth-paths';
import { invokeAnnotations, serverEventAnnotations } from '../../scripts/auth-paths/annotations';
import { REPORT_PATH } from '../../scripts/auth-paths/generate-auth-paths';
import { mutations, mutationsOf } from '../../scripts/auth-paths/mutations';
import { proofCounts } from '../../scripts/auth-paths/render-report';
import { drivers } from './support/auth-path-drivers';
import { describeAuthPathSet } from './support/auth-path-set.checks';
import { mutationExecutors } from './support/auth-path-mutations';
import { outcomeChecks, TOKEN_ONLY_ROUTE } from './support/auth-path-outcomes';
import { startProofOidcProvider } from './support/auth-path-oidc-provider';
import type { ProofOidcProvider } from './support/auth-path-oidc-provider';
import { scenarioFor, withReplay } from './support/auth-path-replay';
import { socialProviders } from './support/auth-path-social-drivers';
import { startTestGateway, TestClock } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

const set = buildAuthPaths();
const provenPaths = new Set<string>();
const provenMutations = new Set<string>();
const STALE = 'docs/compliance/auth-paths.md is stale: run `npm run auth-paths`';

// the social logins' providers: a local OpenID Connect provider for Google, a test bot for Telegram
const BOT_TOKEN = '7300999:proof-bot-token-for-signatures';
let gw: TestGateway;
let google: ProofOidcProvider;
beforeAll(async () => {
  const clock = new TestClock();
  google = await startProofOidcProvider(clock.now);
  Object.assign(socialProviders, { google, botToken: BOT_TOKEN });
  gw = await startTestGateway({
    clock,
    config: {
      publicUrl: 'https://play.example.com',
      oidc: { google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret } },
      telegram: { botToken: BOT_TOKEN, botName: 'proof_bot' },
    },
    // a token route outside the must-change allow list, standing for every route added later
    setup: (app) => app.get(TOKEN_ONLY_ROUTE, { config: { auth: 'token' } }, async () => ({ success: true, value: 'reached' })),
  });
});
afterAll(async () => {
  await gw?.close();
  await google?.close();
});

// the set and the committed report, before their proof
describeAuthPathSet(set);

describe('every path of the report ends where the report says', () => {
  for (const path of set.paths) {
    it(`${path.id} → ${path.outcome.title}`, async () => {
      const check = outcomeChecks[path.outcome.id];
      expect(check, `no outcome check for ${path.outcome.id}`).toBeDefined();
      await withReplay(gw, path, drivers, {}, async (done, replay) => {
        expect(done, 'the replay completed').not.toBeNull();
        await check(replay);
      });
      provenPaths.add(path.id);
    });
  }
});

describe('every mutated path is refused with the documented error', () => {
  for (const path of set.paths) {
    for (const mutation of mutationsOf(path)) {
      const { status, errorCode } = mutation.rejectedWith;
      it(`${path.id} / ${mutation.id} → ${status} ${errorCode}`, async () => {
        const execute = mutationExecutors[mutation.id];
        expect(execute, `no executor for mutation ${mutation.id}`).toBeDefined();
        await execute(gw, path, mutation);
        provenMutations.add(`${path.id}/${mutation.id}`);
      });
    }
  }
});

/** `### \`id\`` sections of the report with the mutation ids listed under each. */
function reportSections(): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of readFileSync(REPORT_PATH, 'utf8').split('\n')) {
    const heading = /^### `([^`]+)`$/.exec(line);
    if (heading) sections.set(heading[1], (current = []));
    const mutation = /^- `([^`]+)`: /.exec(line);
    if (mutation && current) current.push(mutation[1]);
  }
  return sections;
}

describe('the report and this proof cannot drift', () => {
  it('every path in the report has a proof scenario, and each one ran and passed', () => {
    const sections = reportSections();
    expect([...sections.keys()], STALE).toEqual(set.paths.map((p) => p.id));
    for (const path of set.paths) {
      expect(() => scenarioFor(path), path.id).not.toThrow();
      expect(provenPaths.has(path.id), `${path.id} was proven`).toBe(true);
      expect(sections.get(path.id), `${STALE} (mutations of ${path.id})`).toEqual(mutationsOf(path).map((m) => m.id));
      for (const mutation of mutationsOf(path)) expect(provenMutations.has(`${path.id}/${mutation.id}`), `${path.id}/${mutation.id}`).toBe(true);
    }
  });

  it('states in its header the numbers of paths and mutated paths proven here', () => {
    const { paths, mutated } = proofCounts(set);
    expect({ paths: provenPaths.size, mutated: provenMutations.size }, 'every scenario passed').toEqual({ paths, mutated });
    const header = readFileSync(REPORT_PATH, 'utf8').split('\n').slice(0, 8).join('\n');
    expect(header, STALE).toContain(`**${paths} paths** and **${mutated} mutated paths**`);
  });

  it('has an executor for every mutation, an outcome check for every outcome and a driver for every call and event', () => {
    expect(mutations.map((m) => m.id).filter((id) => !mutationExecutors[id])).toEqual([]);
    expect(set.outcomes.map((o) => o.id).filter((id) => !outcomeChecks[id])).toEqual([]);
    const networkCalls = Object.entries(invokeAnnotations)
      .filter(([, a]) => a.call)
      .map(([key]) => key);
    expect(networkCalls.filter((key) => !drivers.calls[key])).toEqual([]);
    expect(Object.keys(serverEventAnnotations).filter((key) => !drivers.events[key])).toEqual([]);
  });

  it('names in its annotations only routes the gateway serves', () => {
    for (const [key, annotation] of Object.entries(invokeAnnotations)) {
      for (const route of annotation.call ? [annotation.call, ...(annotation.otherCalls ?? [])] : []) {
        const [method, url] = route.split(' ');
        expect(gw.app.hasRoute({ method: method as 'GET', url }), `${key}: ${route}`).toBe(true);
      }
    }
  });
});
