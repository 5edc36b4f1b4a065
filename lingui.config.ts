import { defineConfig } from '@lingui/cli';

// Message catalogs: ms (code MS, the product default), en (EN) and zh (CN).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ms', 'en', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
    },
  ],
  format: 'po',
});
