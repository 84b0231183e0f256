// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const webSource = 'apps/web/src';
const webFeaturesDir = new URL(`./${webSource}/features`, import.meta.url);
const webFeatures = existsSync(webFeaturesDir)
  ? readdirSync(webFeaturesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const consoleSource = `${webSource}/backoffice`;

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-sourcemaps/**', '**/dist-server/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  { files: ['*.js'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/contract/tsconfig.json', 'apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'apps/game-sandbox/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
    },
  },
  {
    // One-way imports in the web app: shared code, then features, then app routes.
    files: [`${webSource}/**/*.{ts,tsx}`],
    // Tests may wire the whole store together; the layering rule is for the shipped code.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`./${webSource}/lib`, `./${webSource}/components`, `./${webSource}/config`],
              from: [`./${webSource}/features`, `./${webSource}/app`],
              message: 'Shared code may not import features or the app.',
            },
            { target: `./${webSource}/features`, from: `./${webSource}/app`, message: 'Features may not import the app layer.' },
            ...webFeatures.map((feature) => ({
              target: `./${webSource}/features/${feature}`,
              from: `./${webSource}/features`,
              except: [`./${feature}`],
              message: 'Features do not import each other; move shared code to lib/ or components/.',
            })),
            // The console is its own lazy chunk (app/pages.ts loads it): the member site never
            // imports it, so members never download it. The i18n resource type is the exception.
            {
              target: [`./${webSource}/lib`, `./${webSource}/components`, `./${webSource}/config`, `./${webSource}/features`],
              from: `./${consoleSource}`,
              except: ['./locales/console-texts.ts'],
              message: 'The member site does not import the operator console.',
            },
            {
              target: `./${consoleSource}`,
              from: `./${webSource}/features`,
              message: 'The console does not import member features; share through lib/ or components/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, which must be an object
    // pattern: a fixture that needs no other fixture declares `{}`.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // The API and contract never import the web app, and the contract imports nothing of ours.
    files: ['apps/api/**/*.ts', 'packages/contract/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/api', from: './apps/web' },
            { target: './packages/contract', from: './apps' },
          ],
        },
      ],
    },
  },
);
