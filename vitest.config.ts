import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { replyValidatorsPlugin } from './scripts/gen-api-validators.ts';

// Unit, component, compiler and platform tests. Components opt into jsdom with
// a `// @vitest-environment jsdom` docblock; everything else runs in node.
export default defineConfig({
  // The reply validators (src/api/replies/, git-ignored) are made before any test imports them.
  plugins: [replyValidatorsPlugin(), react()],
  define: { __LOBBY_BUILD__: JSON.stringify('test') },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'platform/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // CI reads the JSON report to print one summary line for the whole run.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/unit.json' }]] : ['default'],
  },
});
