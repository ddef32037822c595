// The platform's layers: a route file (platform/routes/*.ts) is one area's Fastify plugin, registered
// by server.ts; it speaks HTTP and calls domain modules (platform/*.ts) and repositories
// (platform/repositories/*.ts), which hold the SQL. No route file imports another: what two areas
// share lives in a domain module.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const routesDir = join(here, 'routes');
const routeFiles = readdirSync(routesDir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .sort();
const sourceOf = (name: string) => readFileSync(join(routesDir, name), 'utf8');

const SQL = [/\.prepare\(/, /\bSELECT\s/, /\bINSERT\s+(OR\s+\w+\s+)?INTO\b/, /\bUPDATE\s+\w+\s+SET\b/, /\bDELETE\s+FROM\b/, /\.exec\(\s*['`]/];

function sqlIn(source: string): string[] {
  return SQL.filter((pattern) => pattern.test(source)).map(String);
}

describe('platform layers', () => {
  it('finds the route files', () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(20);
  });

  it.each(routeFiles)('%s holds no SQL: its statements are a repository’s', (name) => {
    expect(sqlIn(sourceOf(name))).toEqual([]);
  });

  it.each(routeFiles)('%s imports no other route file', (name) => {
    const imports = [...sourceOf(name).matchAll(/from\s+'([^']+)'/g)].map((m) => m[1] ?? '');
    expect(imports.filter((path) => path.startsWith('./'))).toEqual([]);
  });

  it.each(routeFiles)('%s exports one routes plugin, registered by server.ts with the platform state', async (name) => {
    const module = (await import(join(routesDir, name))) as Record<string, unknown>;
    const plugins = Object.entries(module).filter(([exported, value]) => exported.endsWith('Routes') && typeof value === 'function');
    expect(plugins.map(([exported]) => exported)).toHaveLength(1);
    const [exported, plugin] = plugins[0] as [string, (...args: unknown[]) => unknown];
    // A Fastify plugin: (instance, options), async so Fastify awaits it instead of passing a done callback.
    expect(plugin.constructor.name, exported).toBe('AsyncFunction');
    const server = readFileSync(join(here, 'server.ts'), 'utf8');
    expect(server, exported).toContain(`app.register(${exported}, { ctx })`);
    expect(server, exported).not.toMatch(new RegExp(`\\b${exported}\\(app, ctx\\)`));
  });
});
