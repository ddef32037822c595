import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { apiSchema, endpoints, errorCodes } from './contract';
import { renderApiDoc, API_DOC_PATH } from './tools/api-doc';
import { startPlatform } from './test-helpers';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'test-fixtures' ? [] : sourceFiles(join(dir, e.name))) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}

describe('the contract in schemas/api', () => {
  it('compiles under strict ajv', () => {
    const ajv = new Ajv({ strict: true, allowUnionTypes: true });
    ajv.addSchema(apiSchema);
    for (const name of Object.keys(apiSchema.definitions)) expect(ajv.getSchema(`lobby-api.json#/definitions/${name}`), name).toBeTruthy();
  });

  it('names only existing definitions and catalogued error codes', () => {
    for (const e of endpoints) {
      for (const ref of [e.query, e.body, e.payload, e.reply, e.withoutMerchant?.reply]) if (ref) expect(apiSchema.definitions[ref], `${e.id} ${ref}`).toBeDefined();
      for (const code of e.errors) expect(errorCodes[code], `${e.id} ${code}`).toBeDefined();
      if (e.encrypted) expect(e.body).toBe('EncryptedBody');
    }
    expect(new Set(endpoints.map((e) => e.id)).size).toBe(endpoints.length);
  });

  it('catalogues every error code the platform source can throw', () => {
    const thrown = new Set<string>();
    for (const file of sourceFiles(join(process.cwd(), 'platform'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/new ApiError\(\s*'([^']+)'/g)) if (m[1]) thrown.add(m[1]);
      for (const m of readFileSync(file, 'utf8').matchAll(/messageKey: '([^']+)'|rule\([^)]*'([a-z.]+)'\)/g)) if (m[1] ?? m[2]) thrown.add((m[1] ?? m[2]) as string);
    }
    expect(thrown.size).toBeGreaterThan(20);
    for (const code of thrown) expect(errorCodes[code], code).toBeDefined();
    for (const [code, spec] of Object.entries(errorCodes)) expect(spec.status, code).toBeGreaterThanOrEqual(400);
  });

  it('is served: every endpoint is a route of the platform', async () => {
    const p = await startPlatform();
    try {
      for (const e of endpoints) expect(p.app.hasRoute({ method: e.method, url: e.path }), `${e.method} ${e.path}`).toBe(true);
    } finally {
      await p.close();
    }
  });


  it('has a fresh docs/api.md (npx tsx platform/tools/api-doc.ts)', () => {
    expect(readFileSync(API_DOC_PATH, 'utf8')).toBe(renderApiDoc());
  });
});
