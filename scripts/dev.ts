/**
 * `npm run dev`: the gateway on GATEWAY_PORT (default 3001, development mode, dev endpoints on) and
 * Vite's dev server on PORT (default 3000) proxying /wps, /lgw, /dev and /cs to it.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createServer } from 'vite';

const root = join(import.meta.dirname, '..');
const gatewayPort = process.env.GATEWAY_PORT ?? '3001';
const gateway = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development', PORT: gatewayPort },
});

const vite = await createServer({ root, server: { port: Number(process.env.PORT ?? 3000), strictPort: true } });
await vite.listen();
vite.printUrls();

const stop = async () => {
  gateway.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
gateway.on('exit', (code) => {
  console.error(`gateway exited (${code}); stopping`);
  void vite.close().then(() => process.exit(code ?? 1));
});
