/**
 * The merchant's social channels from the admin CLI (`social facebook https://facebook.com/brand`,
 * `social telegram off`, `social list`): the right bar links each channel that is set and leaves
 * out the others. A running gateway sees a change within 5 seconds (its merchant cache lifetime).
 */
import type { Queryable } from '../db/db.types';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import { isSocialChannel, listSocialLinks, SOCIAL_CHANNELS, setSocialLink, socialAddress } from '../content/social-links';
import type { SocialChannel } from '../content/social-links';

const CHANNEL_NAMES = Object.keys(SOCIAL_CHANNELS).join('|');

export const SOCIAL_USAGE = `  social <${CHANNEL_NAMES}> <https-address>|off [--merchant CODE]
                                                       link a social channel from the site's right bar, or take it
                                                       away (unset channels are not shown)
  social list [--merchant CODE]                        show the channels that are set`;

export type SocialCommand =
  | { kind: 'social.set'; merchant: string; channel: SocialChannel; url: string | null }
  | { kind: 'social.list'; merchant: string };

export class SocialUsageError extends Error {}

/** The social command of `argv`, null when `argv` is none. */
export function parseSocialCommand(argv: string[]): SocialCommand | null {
  const [area, ...words] = argv;
  if (area !== 'social') return null;
  const at = words.indexOf('--merchant');
  const merchant = at < 0 ? DEMO_MERCHANT_CODE : words[at + 1];
  if (!merchant) throw new SocialUsageError('--merchant needs a value');
  const rest = at < 0 ? words : [...words.slice(0, at), ...words.slice(at + 2)];
  if (rest.length === 1 && rest[0] === 'list') return { kind: 'social.list', merchant };
  const [channel, value] = rest;
  if (rest.length !== 2 || !isSocialChannel(channel)) throw new SocialUsageError(`social needs <${CHANNEL_NAMES}> <https-address>|off, or list`);
  if (value === 'off') return { kind: 'social.set', merchant, channel, url: null };
  const url = socialAddress(value);
  if (url === null) throw new SocialUsageError(`not an https address: ${value}`);
  return { kind: 'social.set', merchant, channel, url };
}

type Done = (stdout: string) => { code: number; stdout: string; stderr: string };

export async function executeSocialCommand(
  db: Queryable,
  command: SocialCommand,
  helpers: { merchantId: number; done: Done; audit: () => Promise<unknown> },
) {
  const { merchantId, done, audit } = helpers;
  if (command.kind === 'social.list') {
    const links = await listSocialLinks(db, merchantId);
    return done(links.length ? links.map((link) => `${link.channel}\t${link.url}`).join('\n') : '(no social channels set)');
  }
  await setSocialLink(db, merchantId, command.channel, command.url);
  await audit();
  return done(`social ${command.channel} ${command.url ?? 'off'}`);
}
