import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit, property and scenario tests live beside the code; Playwright specs in e2e/ are not vitest's.
const TEST_DIRS = ['engine', 'workers', 'cli', 'app', 'scripts'];
const TESTS = TEST_DIRS.flatMap((d) => [`${d}/**/*.test.ts`, `${d}/**/*.test.tsx`]);
// The slow tier: files named `*.slow.test.ts` (CLI subprocesses, chaos sweeps, statistical
// evenness/stability runs, worker threads) — a test file that takes more than about a second
// on a 2-core machine gets this name.
const SLOW = TEST_DIRS.map((d) => `${d}/**/*.slow.test.ts`);

/**
 * Where the site is served from: `QS_BASE=/docs/quorumscope/ npm run build` for a site under a path
 * (docs/embedding.md). Lessons, scenarios, configs and workers are fetched under import.meta.env.BASE_URL.
 */
function basePath(raw: string | undefined): string {
  if (raw === undefined || raw === '') return '/';
  if (/^https?:\/\//.test(raw)) return raw.endsWith('/') ? raw : `${raw}/`;
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

export default defineConfig({
  base: basePath(process.env.QS_BASE),
  plugins: [react()],
  // Module workers import engine code, so they must be bundled as ES modules.
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    // Vitest's default leaves one core idle (cores − 1: a single worker on a 2-core machine); the
    // slow tier's CLI subprocesses and the fast tier's files wait on I/O often enough to use them all.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: TESTS,
          exclude: [...configDefaults.exclude, ...SLOW],
          // Test files share each worker's module cache: importing and transforming the engine once per
          // worker instead of once per file is most of the tier's time (88 s isolated, 33 s shared).
          // Tests keep no module state between files; shuffled orders pass (--sequence.shuffle).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'slow', include: SLOW } },
    ],
  },
});
