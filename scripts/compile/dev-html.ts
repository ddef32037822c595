// `npm run dev`: the same per-merchant HTML and files as the compiler, rendered on request.
import { fileURLToPath } from 'node:url';
import { renderMerchantFiles } from './merchant-files';
import { validateMerchants, type ValidMerchant } from './validate';
import { formatDiagnostic } from './diagnostics';

const root = fileURLToPath(new URL('../..', import.meta.url));

function pick(code: string | undefined): ValidMerchant {
  const result = validateMerchants({
    merchantsDir: `${root}merchants`,
    themesDir: `${root}themes`,
    schemaFile: `${root}schemas/merchant.schema.json`,
    localesDir: `${root}src/i18n/locales`,
    cwd: root,
  });
  const merchant = code ? result.merchants.find((m) => m.config.code === code) : result.merchants[0];
  if (!merchant) {
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
    throw new Error(`MERCHANT=${code ?? '(first)'} is not a valid merchant.\n${errors.join('\n')}`);
  }
  return merchant;
}

const MIME: Record<string, string> = { '.css': 'text/css', '.png': 'image/png', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json' };

function filesFor(template: string, code: string | undefined) {
  const merchant = pick(code);
  return renderMerchantFiles(template, merchant.config, merchant.theme).files;
}

export function devMerchantHtml(template: string, code: string | undefined): string {
  return String(filesFor(template, code).get('index.html'));
}

devMerchantHtml.asset = (url: string, code: string | undefined): { type: string; body: string | Buffer } | undefined => {
  const path = url.split('?')[0]?.replace(/^\//, '') ?? '';
  if (!/^(icons\/|manifest\.webmanifest$|assets\/theme-)/.test(path)) return undefined;
  const body = filesFor('<html lang=""><!--lobby:head--><!--lobby:config-->', code).get(path);
  if (body === undefined) return undefined;
  const ext = path.slice(path.lastIndexOf('.'));
  return { type: MIME[ext] ?? 'application/octet-stream', body };
};
