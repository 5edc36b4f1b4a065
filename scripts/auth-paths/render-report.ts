/**
 * docs/compliance/auth-paths.md from the path set: header with the proof counts, summary table per
 * outcome, what the paths assume, the gateway calls and their checks, then every path. Deterministic:
 * the same charts, data and annotations always give the same text.
 */
import type { AuthPath, Factor } from './auth-path.types';
import { FACTORS } from './auth-path.types';
import { invokeAnnotations, serverEventAnnotations } from './annotations';
import type { AuthPathSet } from './auth-paths';
import { CLIENT_ROOT, clientCharts } from './client-charts';
import { mutationsOf } from './mutations';
import { chartsOutsideReport } from './chart-scope';
import { cell, chartsOf, renderPath } from './render-path';
import { serverCharts } from './server-charts';

const FACTOR_TITLES: Record<Factor, string> = {
  password: 'Password',
  captcha: 'Captcha',
  humanCheck: 'Human check',
  smsCode: 'SMS code',
  provider: 'Provider',
};

export const PROOF_SUITE = 'tests/server/auth-paths-proof.test.ts';

export function proofCounts(set: AuthPathSet): { paths: number; mutated: number; outcomes: number } {
  const outcomes = new Set(set.paths.map((p) => p.outcome.id)).size;
  return { paths: set.paths.length, mutated: set.paths.reduce((n, p) => n + mutationsOf(p).length, 0), outcomes };
}

function factorCell(paths: AuthPath[], factor: Factor): string {
  const using = paths.filter((p) => p.factors.includes(factor)).length;
  if (using === 0) return '—';
  return using === paths.length ? 'every path' : `${using} of ${paths.length}`;
}

function summary(set: AuthPathSet): string[] {
  const lines = [
    `| Outcome | Chart state | Charts | Paths | Min steps | ${FACTORS.map((f) => FACTOR_TITLES[f]).join(' | ')} | Mutated paths |`,
    `|---|---|---|---|---|${FACTORS.map(() => '---|').join('')}---|`,
  ];
  for (const outcome of set.outcomes) {
    const paths = set.paths.filter((p) => p.outcome === outcome);
    if (!paths.length) continue;
    const charts = [...new Set(paths.flatMap(chartsOf))].join(' → ');
    const minSteps = Math.min(...paths.map((p) => p.steps.length - 1));
    const mutated = paths.reduce((n, p) => n + mutationsOf(p).length, 0);
    const factors = FACTORS.map((f) => factorCell(paths, f)).join(' | ');
    lines.push(
      `| [${outcome.title}](#${outcome.id}) | ${cell(outcome.where)} | ${charts} | ${paths.length} | ${minSteps} | ${factors} | ${mutated} |`,
    );
  }
  return lines;
}

function assumptions(set: AuthPathSet): string[] {
  const ignored = Object.entries({ ...clientCharts, ...serverCharts }).flatMap(([chart, spec]) =>
    Object.entries(spec.ignored ?? {}).map(([event, reason]) => `- \`${chart}\` \`${event}\`: ${reason}`),
  );
  const outside = Object.entries(chartsOutsideReport).map(([id, reason]) => `  - \`${id}\`: ${reason}`);
  const sizes = Object.entries(set.nodes)
    .map(([id, n]) => `${id} ${n}`)
    .join(', ');
  return [
    `- Client paths start with a fresh visitor: \`${CLIENT_ROOT.id}\` starts, nothing is stored in the browser, nothing is remembered. They run through the composition as the site runs it: ${CLIENT_ROOT.id} → session (in \`app\`) → login (in \`guest.loggingIn\`, with smsCountdown on the SMS tab and captcha once a captcha is required) / registration (in \`guest.registering\`, with affiliateCheck, smsCountdown, sliderCheck and captcha) / forgotPassword (in \`guest.recovering\`, with smsCountdown) / changePassword (in \`mustChangePassword\` and \`signedIn.changingPassword\`) / socialLogin (in \`guest.socialLogin\`); smsCountdown runs sliderCheck before each code. Each gateway answer is listed under [Gateway calls](#gateway-calls).`,
    '- The merchant is the demo merchant: its module switches and register rules (server/db/seed-data.ts), HUMANCHECK3 and REGMOBVERF3 on, the captcha required for registration. The status answer "open, SMS login and reset by phone on" stands for the operator switching MOBILEVERCODELOGIN3 and CHNGPASSVERIF3 on; with those switches only the SMS tab of the login and the reset by phone are explored, every other path uses the demo merchant\'s switches.',
    "- Forms are filled once they are drawn, one field after another in display order, with one valid value each; the SMS code is typed once a code came, and each path asks for one code. Every order of filling ends in the same request, so one order stands for all; client-side refusals (an empty or malformed field, the terms not accepted) reach no gateway and are left to the charts' own path tests, which walk every order and validity of the fields. This keeps the forgot-password and registration graphs to a bounded, representative set.",
    "- The registration tab is chosen before anything is typed; the demo agent's invitation link is explored on the default (mobile) tab; the one typed invitation code is a code no agent has (a valid typed code signs up like the link). The slider drag is shown as one press, one move and one release; the proof drags like a hand, 18 uneven samples over half a second, since that is what the gateway judges.",
    '- Dialogs are opened from the guest page: switching from one dialog straight to another reaches the same dialog in the same state. Registration and forgot password are opened by a visitor who has not tried to log in yet (or signed out since): after a failed login they are the same dialogs in the same state, later. A refused registration, SMS login or reset ends its path: a corrected retry reaches the outcomes already listed, only later. After the SMS tab is chosen the password tab is not explored again: it is the password login.',
    "- Social login: the status answer \"open, Google and Telegram login on\" stands for the operator switching GOOGLELOGIN3 and TELEGRAMLOGIN3 on, with the provider (SOCIAL_GOOGLE_*) and the bot (TELEGRAM_BOT_TOKEN) configured; with those switches only social login is explored. Its buttons are pressed in the login dialog (the registration popup's buttons start the same chart in the same way); Facebook is Google's path with another issuer. The provider's window belongs to the browser: what the gateway checks is its proof (the callback page's ticket, Telegram's signed answer). The proof signs in at a local OpenID Connect provider through the gateway's begin and callback pages, and signs Telegram answers with a test bot token as Telegram does.",
    "- Registration through the phone provider: the status answer \"open, registration through the phone provider on\" stands for the operator running `npm run admin -- phone-auth on --project demo-phone-auth` (the status call's info.phoneAuth); with it only the registration is explored. The SMS button texts through the phone provider, whose answer carries the session of the code (the registration follows it through the button's snapshots); the submit confirms the typed code with the provider after the slider check, and the register call carries the provider's ID token instead of a code of the gateway's own. Its refusals of the token are the mutations of those paths. The proof switches the path on for each of them with the admin command and off again afterwards.",
    '- Server paths start with a subject the gateway has never seen and replay the events the gateway folds into its stored snapshot:',
    ...Object.entries(serverCharts).map(([id, spec]) => `  - \`${id}\`: ${spec.subject ?? ''}`),
    '- Per outcome there is one shortest path per distinct way of reaching it (factors of the deciding credential call, registration tab and invitation, error code, lock number). Factors count what the caller presented in that call; a call that presents an SMS code also presents the slider check that sending the code cost.',
    `- States explored: ${sizes}.`,
    '- Events left out of the exploration, and why:',
    ...ignored.map((line) => `  ${line}`),
    '- Registered charts left out of this report, and why:',
    ...(outside.length ? outside : ['  - none: every chart of machines/registry.ts is in the composition or a server chart above']),
  ];
}

function gatewayCalls(): string[] {
  const lines = ['| Chart actor | Gateway call | Server check | Answers considered |', '|---|---|---|---|'];
  for (const [key, annotation] of Object.entries(invokeAnnotations)) {
    const [chart, invoke] = key.split('.');
    const spec = clientCharts[chart];
    const answers = ['done', 'error'].flatMap((kind) => (spec?.events[`xstate.${kind}.actor.${invoke}`] ?? []).map((v) => v.label));
    const routes = [annotation.call, ...(annotation.otherCalls ?? [])].join(' or ');
    const call = annotation.call
      ? `${routes}${annotation.encrypted ? ' (encrypted)' : ''}${annotation.token ? ' (token)' : ''}`
      : `local: ${annotation.local ?? ''}`;
    lines.push(`| \`${key}\` | ${cell(call)} | ${cell(annotation.check)} | ${cell(answers.join('; ') || '—')} |`);
  }
  for (const [key, annotation] of Object.entries(serverEventAnnotations)) {
    lines.push(`| \`${key}\` (server chart event) | ${cell(annotation.call ?? '— (no request)')} | ${cell(annotation.check)} | — |`);
  }
  return lines;
}

export function renderReport(set: AuthPathSet): string {
  const counts = proofCounts(set);
  const lines = [
    '# Authentication paths',
    '',
    '<!-- Generated by `npm run auth-paths` from the charts in machines/ and the data in scripts/auth-paths/. Do not edit. -->',
    '',
    `Every shortest path from a guest to each of ${counts.outcomes} outcomes through the charts that decide who is signed in: **${counts.paths} paths** and **${counts.mutated} mutated paths**.`,
    `All ${counts.paths} paths and ${counts.mutated} mutated paths are proven by \`${PROOF_SUITE}\`, which replays each of them as HTTP calls on a real gateway and database in the server phase of \`npm test\` and fails if the gateway does not end where this report says.`,
    'A mutated path is a path with a required step removed, reordered or falsified; the gateway must refuse it with the error listed.',
    '',
    '## Summary',
    '',
    ...summary(set),
    '',
    '## What the paths assume',
    '',
    ...assumptions(set),
    '',
    '## Gateway calls',
    '',
    ...gatewayCalls(),
    '',
  ];
  for (const outcome of set.outcomes) {
    const paths = set.paths.filter((p) => p.outcome === outcome);
    if (!paths.length) continue;
    lines.push(`## ${outcome.title}`, '', `<a id="${outcome.id}"></a>Chart state: ${outcome.where}.`, '');
    for (const path of paths) lines.push(...renderPath(path));
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
