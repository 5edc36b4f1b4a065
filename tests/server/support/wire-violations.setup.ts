/**
 * Setup of every server test file: a test during which the in-process gateway answered off its
 * route's schemas in wire/ fails, naming each answer and what is off (support/wire-check.ts).
 */
import { afterEach } from 'vitest';
import { takeWireViolations } from './wire-check';

afterEach(() => {
  const found = takeWireViolations();
  if (found.length) throw new Error(`the gateway answered off its wire schemas (wire/index.ts):\n${found.join('\n')}`);
});
