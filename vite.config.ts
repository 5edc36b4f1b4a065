import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

// The gateway listens here while `npm run dev` serves the SPA through Vite.
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 3001);
const gateway = `http://127.0.0.1:${gatewayPort}`;

export default defineConfig({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  server: {
    proxy: { '/wps': gateway, '/lgw': gateway, '/dev': gateway, '/cs': gateway },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'tooling', include: ['tests/tooling/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'views',
          include: ['tests/views/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // One PGlite per worker costs ~900 MB and several seconds: keep workers few.
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // Generated documents (diagrams, auth-path report) against what the charts and proofs say now.
        test: { name: 'docs', include: ['tests/docs/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
