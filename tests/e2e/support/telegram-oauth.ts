/**
 * A stand-in for Telegram's login popup (oauth.telegram.org), which browser tests cannot reach: a
 * local page at `/auth?bot_id=…&origin=…&request_access=write` with one "Log in" button for a test
 * user. Like Telegram, it signs the user's fields with the bot token
 * (https://core.telegram.org/widgets/login#checking-authorization: HMAC-SHA256 over the sorted
 * `key=value` lines, keyed with SHA-256 of the token), posts `{ event: 'auth_result', result }` as
 * JSON to the opener at the origin the site named, and closes a moment later. The signing is written here from
 * Telegram's description, not taken from the gateway, so a gateway that checks it wrongly fails.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TelegramUser {
  id: number;
  first_name: string;
  username?: string;
}

export interface FakeTelegramOAuth {
  /** the origin to configure as TELEGRAM_OAUTH_URL */
  origin: string;
  /** the `/auth` requests seen: their query parameters */
  requests: Record<string, string>[];
  close(): Promise<void>;
}

export function signLikeTelegram(fields: Record<string, string>, botToken: string): string {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(checkString).digest('hex');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeTelegramOAuth(botToken: string, user: TelegramUser): Promise<FakeTelegramOAuth> {
  const botId = botToken.split(':')[0];
  const requests: Record<string, string>[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/auth') {
      response.writeHead(404).end();
      return;
    }
    const query = Object.fromEntries(url.searchParams);
    requests.push(query);
    if (query.bot_id !== botId || !query.origin) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Bot domain invalid');
      return;
    }
    const fields: Record<string, string> = {
      id: String(user.id),
      first_name: user.first_name,
      ...(user.username ? { username: user.username } : {}),
      auth_date: String(Math.floor(Date.now() / 1000)),
    };
    const result = { ...fields, id: user.id, auth_date: Number(fields.auth_date), hash: signLikeTelegram(fields, botToken) };
    const message = JSON.stringify(JSON.stringify({ event: 'auth_result', result, origin: query.origin })).replace(/</g, '\\u003c');
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html><head><meta charset="utf-8"><title>Telegram</title></head>
<body><p>Log in to ${escapeHtml(query.origin)} as ${escapeHtml(user.first_name)}?</p>
<button type="button" id="confirm">Log in</button>
<script>document.getElementById('confirm').onclick = function () {
  window.opener.postMessage(${message}, ${JSON.stringify(query.origin)});
  setTimeout(function () { window.close(); }, 100);
};</script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
