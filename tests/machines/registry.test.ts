/**
 * The chart registry is complete: every chart exported by a flow's index.ts is registered, and every
 * registered chart has a graph path test named after it that runs the path suite on it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StateMachine } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import { machineRegistry } from '../../machines/registry';

const root = process.cwd();
const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every machine exported by machines/<flow>/index.ts, with its flow folder and export name. */
async function exportedMachines() {
  const found: { flow: string; name: string; machine: AnyStateMachine }[] = [];
  const flows = readdirSync(join(root, 'machines'), { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const flow of flows) {
    const index = join(root, 'machines', flow.name, 'index.ts');
    if (!existsSync(index)) continue;
    const module: Record<string, unknown> = await import(index);
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof StateMachine) found.push({ flow: flow.name, name, machine: value });
    }
  }
  return found;
}

describe('machine registry', () => {
  it('registers each chart once, under its machine id', () => {
    const ids = machineRegistry.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of machineRegistry) {
      expect(entry.machine.id).toBe(entry.id);
      expect(entry.description.length).toBeGreaterThan(0);
    }
  });

  it('contains every machine exported from machines/*/index.ts', async () => {
    const exported = await exportedMachines();
    expect(exported.length).toBeGreaterThan(0);
    const registered = new Set(machineRegistry.map((entry) => entry.machine));
    const missing = exported.filter((e) => !registered.has(e.machine)).map((e) => `${e.flow}: ${e.name}`);
    expect(missing).toEqual([]);
  });

  it('has a path test per chart that runs the path suite on that machine', async () => {
    const exported = await exportedMachines();
    for (const entry of machineRegistry) {
      const file = join(root, 'tests', 'machines', `${kebab(entry.id)}.paths.test.ts`);
      expect(existsSync(file), file).toBe(true);
      const source = readFileSync(file, 'utf8');
      const names = exported.filter((e) => e.machine === entry.machine);
      expect(names.length, `${entry.id} is exported from its flow's index.ts`).toBeGreaterThan(0);
      expect(names.map((e) => e.flow)).toContain(kebab(entry.id));
      expect(source).toMatch(/\brunPathSuite\s*\(/);
      expect(
        // the machine itself, or its flow's provide function (`provideLoginMachine`, which also provides the child it invokes)
        names.some((e) => new RegExp(`machine:\\s*(${e.name}|provide${e.name[0].toUpperCase()}${e.name.slice(1)})\\b`).test(source)),
        `${file} runs the suite on ${entry.id}`,
      ).toBe(true);
    }
  });
});
