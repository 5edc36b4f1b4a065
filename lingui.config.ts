import { defineConfig } from '@lingui/cli';

// Message catalogs: ms (code MS, the product default), en (EN) and zh (CN).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ms', 'en', 'zh'],
  fallbackLocales: { default: 'en' },
  // Two parts per language: what every page may show, and the member and agent centres' texts
  // (more than half of all), loaded with the centres (src/lib/i18n.ts, loadCatalogPart) so that home
  // does not fetch them. A text used in both places is in both parts.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '<rootDir>/src/views/centre/**',
        '<rootDir>/src/views/member-centre/**',
        '<rootDir>/src/views/agent-centre/**',
        '<rootDir>/src/views/pages/agent-home*',
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/centre',
      include: [
        '<rootDir>/src/views/centre',
        '<rootDir>/src/views/member-centre',
        '<rootDir>/src/views/agent-centre',
        '<rootDir>/src/views/pages/agent-home*',
      ],
    },
  ],
  format: 'po',
});
