// npm run merchant:new -- <code> [--name "Brand"] [--theme emerald] [--domain play.brand.com] [--language VI]
// Writes a valid merchants/<code>.json from a template, then validates it with the compiler.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { formatDiagnostic } from './compile/diagnostics';
import { listThemes } from './compile/theme';
import { validateMerchants } from './compile/validate';
import { LANGUAGES, type LanguageCode } from '../src/config/languages';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface NewMerchantOptions {
  readonly code: string;
  readonly name?: string;
  readonly theme?: string;
  readonly domain?: string;
  readonly language?: string;
  readonly merchantsDir?: string;
}

export function createMerchant(opts: NewMerchantOptions): { file: string; problems: string[] } {
  const merchantsDir = resolve(opts.merchantsDir ?? join(root, 'merchants'));
  const file = join(merchantsDir, `${opts.code}.json`);
  if (existsSync(file)) return { file, problems: [`${relative(process.cwd(), file)} already exists`] };
  const language = (opts.language ?? 'VI').toUpperCase();
  if (!(language in LANGUAGES)) return { file, problems: [`unknown language code "${language}"`] };
  const templ = JSON.parse(readFileSync(join(root, 'scripts/templates/merchant.json'), 'utf8')) as Record<string, unknown>;
  const name = opts.name ?? opts.code.charAt(0).toUpperCase() + opts.code.slice(1);
  const merchant = {
    ...templ,
    $schema: relative(merchantsDir, join(root, 'schemas/merchant.schema.json')).split('\\').join('/'),
    code: opts.code,
    name,
    shortName: name.slice(0, 12),
    domains: [opts.domain ?? `${opts.code}.lobby.test`],
    trialMerchantCode: `${opts.code.replace(/-/g, '_')}_trial`,
    theme: opts.theme ?? listThemes(join(root, 'themes'))[0],
    defaultLanguage: language as LanguageCode,
    languages: [...new Set([language, 'VI', 'EN', 'CN'])],
    copyright: `© ${new Date().getFullYear()} ${name}`,
  };
  writeFileSync(file, JSON.stringify(merchant, null, 2) + '\n');
  const result = validateMerchants({
    merchantsDir,
    themesDir: join(root, 'themes'),
    schemaFile: join(root, 'schemas/merchant.schema.json'),
    localesDir: join(root, 'src/i18n/locales'),
  });
  const mine = result.diagnostics.filter((d) => d.severity === 'error' && d.file.endsWith(`${opts.code}.json`));
  if (mine.length > 0) {
    rmSync(file);
    return { file, problems: mine.map(formatDiagnostic) };
  }
  return { file, problems: [] };
}

/** What merchant:new prints after writing the file: how to build the brand and see it before deploying. */
export function nextSteps(file: string, code: string): string[] {
  return [
    `wrote ${relative(process.cwd(), file)} — edit it, then: npm run build -- --merchant ${code}`,
    `see the brand's screens in every language before deploying: npm run gallery -- --merchant ${code} (contact sheet: dist/gallery/${code}/index.html)`,
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, theme: { type: 'string' }, domain: { type: 'string' }, language: { type: 'string' }, 'merchants-dir': { type: 'string' } },
  });
  const code = positionals[0];
  if (!code) {
    console.error('usage: npm run merchant:new -- <code> [--name "Brand"] [--theme emerald] [--domain play.brand.com] [--language VI]');
    process.exit(2);
  }
  const { file, problems } = createMerchant({ code, ...values, merchantsDir: values['merchants-dir'] });
  if (problems.length > 0) {
    console.error(`not created:\n${problems.join('\n')}`);
    process.exit(1);
  }
  for (const line of nextSteps(file, code)) console.log(line);
}
