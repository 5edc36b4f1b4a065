/**
 * A request with `Content-Length: 0` followed by more bytes on one connection (what a security
 * probe sends): the client gets its 400, and the gateway's log shows no error-level line. Sent over
 * raw TCP to a listening gateway: `inject` skips Node's parser and its sockets.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
let port: number;
const lines: string[] = [];
/** each answer the gateway gave to the probe's requests, error answers included, as it leaves */
let answered = 0;
let allAnswered!: () => void;
const probesDone = new Promise<void>((resolve) => (allAnswered = resolve));
const PROBES = 20;
/** the probe's route: signed in, counted by the global per-IP limit */
const PATHS = ['/wps/member/info'];

beforeAll(async () => {
  gw = await startTestGateway({
    // above info: the request log would read the address while the socket is still open
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    setup: (app) =>
      app.addHook('onSend', async (request) => {
        if (PATHS.includes(request.url) && (answered += 1) === PROBES * PATHS.length) allAnswered();
      }),
  });
  await gw.app.listen({ port: 0, host: '127.0.0.1' });
  port = (gw.app.server.address() as { port: number }).port;
});
afterAll(() => gw?.close());

/** Writes the bytes as they are and reads everything until the server closes the connection. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

it('answers an empty body followed by stray bytes with 400, and logs no error', async () => {
  for (const path of PATHS) {
    for (let i = 0; i < PROBES; i++) {
      const answer = await raw([`GET ${path} HTTP/1.1`, 'Host: localhost', 'Content-Length: 0', '', 'stray bytes'].join('\r\n'));
      expect(answer, path).toMatch(/^HTTP\/1\.1 400 /);
    }
  }
  await probesDone; // the gateway has finished with every request, not just the client
  const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
  expect(errors).toEqual([]);
});
