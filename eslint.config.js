import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

// engine/ must stay pure and deterministic: no wall clock, no Math.random, no timers, no DOM,
// no Worker API, no Node built-ins. Same seed + config + commands => same trace.
const impureGlobals = [
  'window',
  'document',
  'self',
  'navigator',
  'performance',
  'Worker',
  'SharedWorker',
  'postMessage',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
  'queueMicrotask',
  'Date',
  'process',
  'crypto',
  'localStorage',
  'fetch',
].map((name) => ({
  name,
  message: `engine/ is pure: '${name}' is not allowed here (use virtual time / seeded rng).`,
}));

// Layers of engine/ (DESIGN.md "Inside engine/"): model ← kernel ← subsystems ← folds, invariants,
// scenario, chaos, presets, cluster. A layer imports only from the layers below it.
const hostPatterns = {
  group: [
    'node:*',
    'worker_threads',
    'fs',
    'path',
    'react',
    'react-dom',
    '**/app/**',
    '**/workers/**',
    '**/cli/**',
  ],
  message: 'engine/ must not depend on Node, React, the app, the hosts or the CLI.',
};
const abovePatterns = (layer, above) => ({
  group: above,
  message: `engine/${layer} must not import the layers above it (${above.map((a) => a.replace(/\*\*\/|\/\*\*/g, '')).join(', ')}).`,
});
const ABOVE_KERNEL = [
  '**/subsystems/**',
  '**/scenario/**',
  '**/chaos/**',
  '**/invariants/**',
  '**/folds/**',
  '**/presets.ts',
  '**/cluster.ts',
];
const ABOVE_MODEL = ['**/kernel/**', ...ABOVE_KERNEL];
const layerRule = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['engine/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', ...impureGlobals],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'engine/ is pure: use the seeded rng (engine/kernel/rng.ts).',
        },
      ],
      'no-restricted-imports': layerRule(hostPatterns),
    },
  },
  {
    // The runtime knows no subsystem: they are handed to it (engine/cluster.ts composes them).
    files: ['engine/kernel/**/*.ts'],
    rules: { 'no-restricted-imports': layerRule(hostPatterns, abovePatterns('kernel', ABOVE_KERNEL)) },
  },
  {
    // One public face: outside engine/ the engine is reached through engine/index.ts alone (tests may
    // also use engine/testing.ts: the kernel's test actors, fixtures, the toy subsystem).
    files: ['app/**/*.{ts,tsx}', 'workers/**/*.ts', 'cli/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': layerRule({
        group: ['**/engine/**', '!**/engine/index.ts', '!**/engine/testing.ts'],
        message: 'Import the engine through engine/index.ts (tests: engine/testing.ts), its one public face.',
      }),
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'workers/**/*.ts', 'cli/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': layerRule({
        group: ['**/engine/**', '!**/engine/index.ts'],
        message:
          'Import the engine through engine/index.ts, its one public face (engine/testing.ts is for tests).',
      }),
    },
  },
  {
    // Specs take `test` from e2e/fixtures.ts: the page's host and the turn to run (alone or side by
    // side with the other Playwright worker) come with it.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/engine/**', '!**/engine/index.ts'],
              message:
                'Import the engine through engine/index.ts, its one public face (engine/testing.ts is for tests).',
            },
          ],
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                'Import test from e2e/fixtures.ts: its host default and its turns (alone or side by side).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['engine/model/**/*.ts'],
    ignores: ['engine/model/**/*.test.ts'],
    rules: { 'no-restricted-imports': layerRule(hostPatterns, abovePatterns('model', ABOVE_MODEL)) },
  },
);
