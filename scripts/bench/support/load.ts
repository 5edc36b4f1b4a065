/**
 * The load a benchmark drives at one route: keep-alive connections for a while, each signed in
 * with one of the tokens for its whole run, after a short warm-up; and the figures it prints.
 */
import autocannon from 'autocannon';
import type { Result } from 'autocannon';

export const CONNECTIONS = 20;
const MEASURE_MS = 10_000;
const WARMUP_MS = 1_000;

function drive(port: number, tokens: string[], path: string, ms: number) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: ms / 1000,
    // a slow route's answers still count: the latency says how slow, not an error
    timeout: 30,
    headers: { merchant: 'demo' },
    requests: [
      {
        setupRequest: (request, context) => {
          // each connection is one member, the same one for its whole run
          context.token ??= tokens[Math.floor(Math.random() * tokens.length)];
          return { ...request, method: 'GET', path, headers: { ...request.headers, authorization: context.token as string } };
        },
      },
    ],
  });
}

/**
 * A route's figures, from a gateway with nothing left to do: requests the load gave up on may still
 * be in the database's queue, and the next route's figures would pay for them.
 */
export async function measure(port: number, tokens: string[], path: string, idlePath: string): Promise<Result> {
  await drive(port, tokens, path, WARMUP_MS);
  await settle(port, tokens[0], idlePath);
  const result = await drive(port, tokens, path, MEASURE_MS);
  await settle(port, tokens[0], idlePath);
  return result;
}

/** Waits until a light call answers quickly again: whatever was queued before it is done. */
async function settle(port: number, token: string, path: string): Promise<void> {
  for (;;) {
    const started = performance.now();
    await fetch(`http://127.0.0.1:${port}${path}`, { headers: { authorization: token, merchant: 'demo' } });
    if (performance.now() - started < 200) return;
  }
}

export const failures = (result: Result) => result.errors + result.timeouts + result.non2xx;

/** A route is within its budget when its p99 is under it and nothing failed. */
export const withinBudget = (result: Result, p99Ms: number) => result.latency.p99 < p99Ms && failures(result) === 0;

/** One line per route: throughput and latency percentiles, and failures when there were any. */
export function report(name: string, result: Result, width = 26): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const errors = failures(result);
  console.log(
    `  ${name.padEnd(width)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p50 ${ms(result.latency.p50)}  p97.5 ${ms(result.latency.p97_5)}  p99 ${ms(result.latency.p99)}${errors ? `  ${errors} errors` : ''}`,
  );
}
