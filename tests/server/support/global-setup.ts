/** Once before the server tests: the migrated and seeded database template every test file copies. */
import { prepareTestTemplate } from './test-db';

export default async function setup(): Promise<void> {
  await prepareTestTemplate();
}
