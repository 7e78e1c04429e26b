import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/**
 * The layering of ARCHITECTURE.md, enforced. `lint-fixtures/` holds a file that breaks the
 * rule on purpose; scripts/check-lint-fixture.mjs proves the rule still fires on it.
 */
const layering = {
  'import/no-restricted-paths': [
    'error',
    {
      zones: [
        { target: './contract', from: ['./src', './server', './e2e', './stories'], message: 'contract imports nothing of the project.' },
        {
          target: ['./src/components', './src/lib', './src/theme'],
          from: ['./src/features', './src/app', './src/mocks'],
          message: 'components, lib and theme import only each other and contract.',
        },
        { target: './src/features', from: ['./src/app', './src/mocks'], message: 'features never import app or mocks.' },
        { target: './src/app', from: './src/mocks', message: 'app never imports mocks.' },
        {
          target: './src/mocks',
          from: ['./src/app', './src/features', './src/components', './src/lib', './src/theme', './server'],
          message: 'mocks import contract only.',
        },
        { target: './server', from: ['./src', './stories', './e2e'], message: 'server imports contract and itself only.' },
        {
          target: './lint-fixtures',
          from: ['./src/features', './src/app', './src/mocks'],
          message: 'components, lib and theme import only each other and contract.',
        },
      ],
    },
  ],
};

/**
 * A feature imports shared layers and itself, never another feature. Every folder under
 * src/features is a feature, read from the directory: a new area is covered the day it exists.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const crossFeature = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: `./src/features/${feature}`,
            from: './src/features',
            except: [`./${feature}`],
            message: 'A feature never imports another feature; move what they share into components, lib or contract.',
          },
          ...layering['import/no-restricted-paths'][1].zones,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ['dist', 'dist-demo', 'storybook-static', 'node_modules', 'public/mockServiceWorker.js', 'coverage', 'test-results', 'playwright-report', 'data', 'lint-fixtures'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'tsconfig.node.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      ...layering,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...crossFeature,
  {
    // The styled-components theme is one constant: read its tokens directly, so every styled
    // component stays static (its CSS made once, not per render and instance; decision 143).
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TaggedTemplateExpression ArrowFunctionExpression > ObjectPattern.params > Property[key.name='theme']",
          message: "Interpolate the constant tokens instead: import { theme as tokens } from 'src/theme/tokens' and write ${tokens.color.text} (decision 143).",
        },
      ],
    },
  },
  {
    // A play function waits as long as the story suite does (asyncUtilTimeout, 10 s in
    // .storybook/preview.tsx: a hang is caught, not a slow machine). A shorter timeout of its own
    // failed under a CPU hog (decision 280). The rule above is repeated: a file's rule options are
    // replaced, not merged, by a later block.
    files: ['**/*.stories.tsx', 'stories/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TaggedTemplateExpression ArrowFunctionExpression > ObjectPattern.params > Property[key.name='theme']",
          message: "Interpolate the constant tokens instead: import { theme as tokens } from 'src/theme/tokens' and write ${tokens.color.text} (decision 143).",
        },
        {
          selector: "Property[key.name='timeout'][value.type='Literal'][value.value<10000]",
          message: 'Leave the timeout to the story suite (10 s, .storybook/preview.tsx): a shorter one fails on a loaded machine (decision 280).',
        },
      ],
    },
  },
  {
    // Stories, tests and e2e may import mocks.
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'e2e/**', 'stories/**', '.storybook/**'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly' } },
  },
);
