/**
 * Mutated social logins: a proof presented a second time, a Telegram answer changed after signing
 * or signed too long ago, and social logins on a closed site. The gateway must refuse each as listed.
 */
import type { AuthPath, MutationSpec } from './auth-path.types';
import { is } from './path-traits';

const REFUSED = { status: 200, errorCode: 'social.login.failed' };
const signedInWith = (method: string) => (p: AuthPath) => is(p, 'social-login') && p.facts.method === method;

export const socialMutations: readonly MutationSpec[] = [
  {
    id: 'social-ticket-reused',
    title: 'the ticket that signed in redeemed a second time',
    rejectedWith: REFUSED,
    appliesTo: signedInWith('google'),
  },
  {
    id: 'social-ticket-forged',
    title: "a made-up ticket of the right shape instead of the callback page's",
    rejectedWith: REFUSED,
    appliesTo: signedInWith('google'),
  },
  {
    id: 'social-telegram-replayed',
    title: "Telegram's signed answer sent a second time",
    rejectedWith: REFUSED,
    appliesTo: signedInWith('telegram'),
  },
  {
    id: 'social-telegram-tampered',
    title: "Telegram's signed answer with another user's id put in after signing",
    rejectedWith: REFUSED,
    appliesTo: signedInWith('telegram'),
  },
  {
    id: 'social-telegram-stale',
    title: 'a Telegram answer signed with the bot token more than a day ago',
    rejectedWith: REFUSED,
    appliesTo: signedInWith('telegram'),
  },
  {
    id: 'social-during-maintenance',
    title: "a Google ticket, a Telegram answer and the provider window's begin address despite the maintenance screen",
    rejectedWith: { status: 503, errorCode: 'system.maintenance' },
    appliesTo: (p) => is(p, 'maintenance'),
  },
  {
    id: 'social-from-blocked-region',
    title: "a Google ticket, a Telegram answer and the provider window's begin address despite the region-blocked screen",
    rejectedWith: { status: 403, errorCode: 'region.blocked' },
    appliesTo: (p) => is(p, 'region-blocked'),
  },
];
