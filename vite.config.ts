import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Module workers import engine code, so they must be bundled as ES modules.
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  test: {
    // Playwright specs live in e2e/ and must not be picked up by vitest.
    include: [
      'engine/**/*.test.ts',
      'workers/**/*.test.ts',
      'cli/**/*.test.ts',
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
    ],
    environment: 'node',
    testTimeout: 60_000,
  },
});
