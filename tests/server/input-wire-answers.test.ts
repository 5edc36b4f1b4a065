/**
 * What a listening gateway answers to requests that never reach a route: an address that cannot be
 * decoded, a request the HTTP parser refuses, headers over the size limit, a path the static files
 * refuse, two Merchant headers as Node hands them over (joined into one). Every one is the /wps
 * envelope with a true message that echoes none of the input. Sent over raw TCP: `inject` skips
 * Node's parser and would not show what a client really gets.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
let port: number;
const distDir = mkdtempSync(join(tmpdir(), 'gateway-wire-'));

beforeAll(async () => {
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(distDir, 'assets', 'app-Ab12Cd34.js'), 'console.log(1)');
  gw = await startTestGateway({ config: { distDir } });
  await gw.app.listen({ port: 0, host: '127.0.0.1' });
  port = (gw.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await gw?.close();
  rmSync(distDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The answers in what a connection received, one after another (each with a Content-Length). */
function parseAnswers(text: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = text;
  while (rest.length > 0) {
    const split = rest.indexOf('\r\n\r\n');
    const [statusLine, ...headerLines] = rest.slice(0, split).split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = headers['content-length'] === undefined ? rest.length : Number(headers['content-length']);
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body: rest.slice(split + 4, split + 4 + length) });
    rest = rest.slice(split + 4 + length);
  }
  return answers;
}

/** Writes the bytes as they are and reads the answer until the server closes the connection. */
function raw(request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswers(Buffer.concat(chunks).toString('utf8'))[0]));
  });
}

const get = (path: string, headerLines: string[] = []) =>
  raw([`GET ${path} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headerLines, '', ''].join('\r\n'));

const envelope = (errorCode: string, message: string) => ({ success: false, value: null, errorCode, message });

describe('answers before any route', () => {
  it('answers an address with a bad percent-encoding with the envelope, without echoing it', async () => {
    const answer = await get('/wps/system/status%ff');
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual(envelope('request.url.invalid', 'The address could not be read'));
    expect(answer.body).not.toContain('%ff');
  });

  it('answers a request the HTTP parser refuses (a header line without a colon) with the envelope', async () => {
    const answer = await get('/wps/system/status', ['This is not a header']);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual(envelope('request.malformed', 'Malformed request'));
  });

  it('answers a HEAD request it refuses with the status and headers only, never a body', async () => {
    const head = (path: string, headerLines: string[] = []) =>
      raw([`HEAD ${path} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headerLines, '', ''].join('\r\n'));
    for (const answer of [await head('/wps/system/status', ['This is not a header']), await head('/wps/system/status%ff')]) {
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.body).toBe('');
    }
  });

  it('never lets a NUL through a header: the parser refuses it, answered with the envelope', async () => {
    const answer = await get('/wps/system/status', ['Merchant: de\u0000mo']);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual(envelope('request.malformed', 'Malformed request'));
  });

  it('answers headers over the size limit with 431 and the envelope', async () => {
    const answer = await get('/wps/system/status', [`X-Padding: ${'a'.repeat(20_000)}`]);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual(envelope('request.headers.too.large', 'Request headers too large'));
  });

  it('answers a path the static files refuse with 403 "Forbidden path", not a body complaint', async () => {
    const answer = await get('/assets/../package.json');
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual(envelope('request.path.forbidden', 'Forbidden path'));
    expect(answer.body).not.toContain('"name"');
  });

  it('answers a body over the limit with 413 "Request body too large"', async () => {
    const body = JSON.stringify({ value: 'x'.repeat(70 * 1024) });
    const answer = await raw(
      [
        `POST /wps/session/login HTTP/1.1`,
        'Host: localhost',
        'Connection: close',
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        '',
        body,
      ].join('\r\n'),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(envelope('request.body.too.large', 'Request body too large'));
  });
});

describe('two Merchant headers', () => {
  it('are refused with 403 function.not.available on /wps and /lgw alike', async () => {
    for (const path of ['/wps/system/status', '/lgw/vn/games/game_menu', '/lgw/games/popular', '/lgw/numeros/near?gameId=1']) {
      const answer = await get(path, ['Merchant: demo', 'Merchant: demo']);
      expect(answer.status, path).toBe(403);
      expect(JSON.parse(answer.body), path).toEqual(envelope('function.not.available', 'This function is not available'));
    }
  });

  it('still answers one Merchant header on /lgw', async () => {
    const answer = await get('/lgw/games/game_menus', ['Merchant: demo']);
    expect(answer.status).toBe(200);
  });
});

describe('a request arriving while the gateway shuts down', () => {
  it('is refused with 503 in the envelope, and the request already running finishes', async () => {
    let entered!: () => void;
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const closing = await startTestGateway({
      setup: (app) =>
        app.get('/wps/test/slow', async () => {
          entered();
          await released;
          return { success: true, value: 'done' };
        }),
    });
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect((closing.app.server.address() as { port: number }).port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /wps/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await handlerEntered;
    const stopped = closing.close();
    // the same kept-alive connection, after shutdown began; the slow answer waits until it has arrived
    const secondArrived = new Promise<void>((resolve) =>
      closing.app.server.on('request', (request) => request.url === '/wps/system/status' && resolve()),
    );
    socket.write('GET /wps/system/status HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await secondArrived;
    release();
    await ended;
    await stopped;
    const [first, second] = parseAnswers(Buffer.concat(chunks).toString('utf8'));
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ success: true, value: 'done' });
    expect(second.status).toBe(503);
    expect(second.headers.connection).toBe('close');
    expect(JSON.parse(second.body)).toEqual(envelope('system.closing', 'The server is restarting; please try again'));
  });
});
