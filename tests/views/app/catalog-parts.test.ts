/**
 * The catalog in parts (lingui.config.ts): home's part at start, the centres' part with the centres'
 * chunk. A language chosen once the centres' part is in use shows the centres in that language too;
 * home never needs the centres' part.
 *
 * @vitest-environment jsdom
 * (a module graph of its own: the catalogs a file of the shared graph loaded would be loaded here)
 */
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n, withCatalogPart } from '../../../src/lib/i18n';
import { pageNames } from '../../../src/views/centre/centre.messages';
import { activateEnglish } from '../support/i18n';

afterAll(() => activateEnglish());

describe('catalog parts', () => {
  it("leaves the centres' texts out of the part every page loads", async () => {
    await activateLanguage('MS');
    // a production build keeps no source text: an id with no loaded translation shows as itself
    expect(i18n.messages[pageNames.palStatementsAgentCopy.id!]).toBeUndefined();
  });

  it("loads the centres' part beside the chunk that shows it, and keeps it across a change of language", async () => {
    await activateLanguage('MS');
    const chunk = await withCatalogPart('centre', Promise.resolve({ loaded: 'module' }));
    expect(chunk).toEqual({ loaded: 'module' });
    expect(i18n._(pageNames.palStatementsAgentCopy)).toBe('Untung rugi downline');
    await activateLanguage('CN');
    expect(i18n._(pageNames.palStatementsAgentCopy)).toBe('下级盈亏');
  });
});
