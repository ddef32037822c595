import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATOR_DOCS, SCHEMA_FILE, TYPES_FILE, renderFieldTable, renderMerchantSchema, renderMerchantTypes } from './gen-types';
import { FLAG_REGISTRY } from '../src/config/flag-registry';
import { FLAG_MEANINGS } from '../src/config/flag-meanings';
import { LANGUAGES } from '../src/config/languages';

describe('generated merchant schema and types', () => {
  it('schemas/merchant.schema.json is fresh (npm run gen:types)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(renderMerchantSchema());
  });

  it('src/config/merchant-config.generated.ts is fresh (npm run gen:types)', async () => {
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(await renderMerchantTypes(renderMerchantSchema()));
  });

  it('the field reference in docs/operators.md is fresh (npm run gen:types)', () => {
    const docs = readFileSync(OPERATOR_DOCS, 'utf8');
    expect(docs).toBe(renderFieldTable(renderMerchantSchema(), docs));
    expect(docs).toContain('| `features.DIRECTREG3` | boolean |');
  });

  it('the schema and the flag registry cannot disagree', () => {
    const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as { $defs: { features: { properties: Record<string, { description: string }> }; languageCode: { enum: string[] } } };
    expect(Object.keys(schema.$defs.features.properties)).toEqual(Object.keys(FLAG_REGISTRY));
    for (const [key, meaning] of Object.entries(FLAG_MEANINGS)) {
      expect(schema.$defs.features.properties[key]?.description).toContain(meaning);
    }
    expect(schema.$defs.languageCode.enum).toEqual(Object.keys(LANGUAGES));
  });

  it('every object in the schema closes its properties and describes every field', () => {
    const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as unknown;
    const problems: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      // A map keyed by propertyNames (userAgreement.text: language code → text) is closed by its key schema.
      if (n.type === 'object' && n.additionalProperties !== false && n.propertyNames === undefined) problems.push(`${path}: additionalProperties is not false`);
      if (n.properties && typeof n.properties === 'object') {
        for (const [k, v] of Object.entries(n.properties as Record<string, Record<string, unknown>>)) {
          const described = typeof v.description === 'string' || (typeof v.$ref === 'string' && typeof resolveRef(schema, v.$ref).description === 'string');
          if (!described) problems.push(`${path}/properties/${k}: no description`);
          walk(v, `${path}/properties/${k}`);
        }
      }
      for (const key of ['items', '$defs']) {
        const child = n[key];
        if (key === '$defs' && child && typeof child === 'object') for (const [k, v] of Object.entries(child)) walk(v, `${path}/$defs/${k}`);
        else walk(child, `${path}/${key}`);
      }
    };
    walk(schema, '#');
    expect(problems).toEqual([]);
  });
});

function resolveRef(schema: unknown, ref: string): Record<string, unknown> {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, schema as Record<string, unknown>);
}
