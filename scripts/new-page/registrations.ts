/**
 * The rows a new member-centre page adds to the lists the site reads: each is inserted at a fixed
 * place of its file (an anchor line), so the generator fails loudly, naming the file, when a list
 * was reshaped instead of writing a page that half registers.
 */
import type { PageNames } from './names';

export interface Insertion {
  file: string;
  /** a line of the file the text goes before (`before`) or after (`after`) */
  anchor: string | 'last-import';
  where: 'before' | 'after';
  text: string;
}

export function registrations(n: PageNames): Insertion[] {
  return [
    {
      file: 'machines/member-centre/member-centre.pages.ts',
      anchor: '] as const;',
      where: 'before',
      text: `  '${n.key}',`,
    },
    {
      file: 'src/views/member-centre/member-centre.bodies.tsx',
      anchor: 'const PAGE_BODIES: Partial<Record<MemberCentrePage, () => ReactNode>> = {',
      where: 'before',
      text: `const ${n.pascal}View = lazyView('${n.key}Page', () => import('./${n.kebab}/${n.kebab}.view').then((module) => module.${n.pascal}View));\n`,
    },
    {
      file: 'src/views/member-centre/member-centre.bodies.tsx',
      anchor: 'export function memberCentreBody(page: MemberCentrePage): ReactNode | undefined {',
      where: 'before',
      text: `// ${n.key}\nPAGE_BODIES.${n.key} = () => <${n.pascal}View />;\n`,
    },
    {
      file: 'src/views/centre/centre.messages.ts',
      anchor: "  // the agent centre's pages",
      where: 'before',
      text: `  ${n.key}: msg\`${n.title}\`,`,
    },
    { file: 'machines/registry.ts', anchor: 'last-import', where: 'after', text: `import { ${n.key}Machine } from './${n.kebab}';` },
    {
      file: 'machines/registry.ts',
      anchor: '  // the agent centre and its pages (registry.agent-centre.ts)',
      where: 'before',
      text: [
        '  {',
        `    id: '${n.key}',`,
        `    machine: ${n.key}Machine,`,
        `    description: 'Member centre ${n.title.toLowerCase()} page: loads the member\\'s entries (a retry when that fails), a form checked before it is sent, a refusal that keeps what was typed, and the list reloaded after a sent form.',`,
        `    outsideAuthReport: "lists and adds a signed-in member's ${n.title.toLowerCase()} entries with the existing token; it never starts or ends a session",`,
        '  },',
      ].join('\n'),
    },
    {
      file: 'wire/index.ts',
      anchor: 'last-import',
      where: 'after',
      text: `import { ${n.key}Body, ${n.key}ListValue, ${n.key}SentValue } from './${n.kebab}.schemas';`,
    },
    {
      file: 'wire/index.ts',
      anchor: '  // pages added by `npm run new:page` (scripts/new-page)',
      where: 'after',
      text: [
        `  'GET ${n.path}': { answer: envelope(${n.key}ListValue) },`,
        `  'PUT ${n.path}': { request: { body: ${n.key}Body }, answer: envelope(${n.key}SentValue) },`,
      ].join('\n'),
    },
    { file: 'server/app.ts', anchor: 'last-import', where: 'after', text: `import { ${n.key}Routes } from './${n.kebab}/${n.kebab}.routes';` },
    { file: 'server/app.ts', anchor: '  paymentWebhookRoutes(app, ctx);', where: 'before', text: `  ${n.key}Routes(app, ctx);` },
    {
      file: 'tests/views/support/test-area-edges.ts',
      anchor: 'last-import',
      where: 'after',
      text: `import { create${n.pascal}Edge } from '../../../src/app/${n.kebab}.edge';`,
    },
    {
      file: 'tests/views/support/test-area-edges.ts',
      anchor: '    records: createRecordsEdge(quietRecordsEnvironment()),',
      where: 'after',
      text: `    ${n.key}: create${n.pascal}Edge({ loadEntries: never, sendEntry: never }),`,
    },
  ];
}

const SINGLE_LINE_IMPORT = /^import .* from '[^']+';$/;

/** The file's text with the insertion made; throws when its anchor is gone. */
export function insert(text: string, insertion: Insertion): string {
  const lines = text.split('\n');
  let at: number;
  if (insertion.anchor === 'last-import') {
    at = lines.findLastIndex((line) => SINGLE_LINE_IMPORT.test(line));
  } else {
    const anchor = insertion.anchor;
    const found = lines.filter((line) => line === anchor).length;
    if (found !== 1)
      throw new Error(`${insertion.file}: the line "${anchor}" is ${found === 0 ? 'missing' : 'there more than once'}; add the row by hand`);
    at = lines.indexOf(anchor);
  }
  if (at < 0) throw new Error(`${insertion.file}: no import line to add the import after`);
  lines.splice(insertion.where === 'before' ? at : at + 1, 0, insertion.text);
  return lines.join('\n');
}
