/**
 * How long a failed sign-in takes, by what made it fail: an unknown account, a wrong password, and a
 * locked account given its right password. All three must answer alike, in body and in time, or the
 * answer's timing tells an attacker which accounts exist and which are locked. The test suite holds
 * the cause (tests/server/login-escalation.test.ts: each kind pays for exactly one password check,
 * the real argon2 one); this prints the effect, on the in-process gateway with argon2, 30 rounds of
 * each kind interleaved after a warm-up. Figures only, never assertions.
 */
import { loadavg } from 'node:os';
import { usernameKey } from '../../server/identity/identifier-key';
import { countingHasher } from '../../tests/server/support/counting-hasher';
import { startTestGateway } from '../../tests/server/support/test-gateway';

const ROUNDS = Number(process.env.LOGIN_TIMING_ROUNDS ?? 30);
const hasher = countingHasher();
const gw = await startTestGateway({ providers: { hasher } });

async function createMember(username: string, password: string) {
  await gw.database.db.query(
    `INSERT INTO members (merchant_id, username, username_key, password_hash, type, language, password_changed_at, created_at)
     VALUES ((SELECT id FROM merchants WHERE code = 'demo'), $1, $4, $2, 0, 'MS', $3, $3)`,
    [username, await hasher.hash(password), gw.clock.now(), usernameKey(username)],
  );
}

/** One sign-in with a solved captcha (every kind has passed the captcha threshold); its time in ms. */
async function timedLogin(username: string, password: string): Promise<number> {
  const captcha = await gw.captcha();
  const started = performance.now();
  const response = await gw.login(username, password, { captcha: captcha.answer, cookie: captcha.cookie });
  const elapsed = performance.now() - started;
  if (response.json().errorCode !== 'login.failed') throw new Error(`${username}: expected the failed answer, got ${response.body}`);
  return elapsed;
}

try {
  await createMember('timing_real', 'Right-pass-1');
  await createMember('timing_locked', 'Right-pass-1');
  // past the captcha threshold for all, and the locked one locked (10 failures)
  for (let i = 0; i < 10; i++) await timedLogin('timing_locked', 'wrong-pass-1');
  for (let i = 0; i < 3; i++) {
    await timedLogin('timing_real', 'wrong-pass-1');
    await timedLogin('timing_ghost', 'wrong-pass-1');
  }
  const kinds = {
    'unknown account': () => timedLogin('timing_ghost', 'Right-pass-1'),
    'wrong password': () => timedLogin('timing_real', 'wrong-pass-1'),
    'locked, right password': () => timedLogin('timing_locked', 'Right-pass-1'),
  };
  const samples = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, [] as number[]]));
  console.log(`  load average ${loadavg()[0].toFixed(2)} as the measuring starts; ${ROUNDS} rounds of each kind, interleaved`);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [kind, attempt] of Object.entries(kinds)) samples[kind].push(await attempt());
  }
  const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
  const medians: number[] = [];
  for (const [kind, values] of Object.entries(samples)) {
    medians.push(quantile(values, 0.5));
    console.log(`  ${kind.padEnd(24)} median ${quantile(values, 0.5).toFixed(1)} ms, p90 ${quantile(values, 0.9).toFixed(1)} ms`);
  }
  console.log(`  slowest median / fastest median: ${(Math.max(...medians) / Math.min(...medians)).toFixed(2)}`);
} finally {
  await gw.close();
}
