import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { replyValidatorsPlugin } from './scripts/gen-api-validators.ts';

// Unit, component, compiler and platform tests. Components opt into jsdom with
// a `// @vitest-environment jsdom` docblock; everything else runs in node.
//
// Two projects: the app's tests run each file in its own process (its stores — valtio
// proxies, the i18n instance, the session — are module state a file may change), while the
// platform's, the compiler's and the repository checks share their worker's modules between
// files (each builds its own platform, database and temporary folders), which spares
// importing Fastify, SQLite, Vite and the schemas again for every file.
const app = ['src/**/*.test.{ts,tsx}'];
const tools = ['scripts/**/*.test.ts', 'platform/**/*.test.ts', 'tests/unit/**/*.test.ts'];

export default defineConfig({
  // The reply validators (src/api/replies/, git-ignored) are made before any test imports them.
  plugins: [replyValidatorsPlugin(), react()],
  define: { __LOBBY_BUILD__: JSON.stringify('test') },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'app', include: app } },
      { extends: true, test: { name: 'tools', include: tools, isolate: false } },
    ],
    // CI reads the JSON report to print one summary line for the whole run.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/unit.json' }]] : ['default'],
  },
});
