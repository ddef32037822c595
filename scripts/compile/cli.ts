// npm run build [-- --merchant <code>]... [--keep-going] [--check] [--merchants-dir d] [--out d] [--app d] [--gallery]
// --gallery: then photograph what was built (npm run gallery, docs/gallery.md) into <out>/gallery/.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compile } from './index';

const { values } = parseArgs({
  options: {
    merchant: { type: 'string', multiple: true, short: 'm' },
    'keep-going': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    'merchants-dir': { type: 'string' },
    'themes-dir': { type: 'string' },
    out: { type: 'string' },
    app: { type: 'string' },
    gallery: { type: 'boolean', default: false },
  },
  allowPositionals: false,
});

const started = performance.now();
try {
  const result = await compile({
    only: values.merchant,
    keepGoing: values['keep-going'],
    checkOnly: values.check,
    // Paths given on the command line are relative to where it runs; defaults to the project's.
    merchantsDir: values['merchants-dir'] && resolve(values['merchants-dir']),
    themesDir: values['themes-dir'] && resolve(values['themes-dir']),
    outDir: values.out && resolve(values.out),
    appDir: values.app && resolve(values.app),
    log: (line) => console.log(line),
  });
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = result.diagnostics.length - errors;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const t = result.timings;
  console.log(
    `${result.emitted.length} merchant(s) emitted, ${errors} error(s), ${warnings} warning(s) in ${seconds}s (validate ${t.validateMs.toFixed(0)} ms, app build ${t.appBuildMs.toFixed(0)} ms, emit ${t.emitMs.toFixed(0)} ms)`,
  );
  if (!result.ok) {
    console.log(values['keep-going'] ? 'errors above: the broken merchants were not emitted' : 'errors above: nothing was emitted');
    process.exitCode = 1;
  }
  if (values.gallery && !values.check && result.emitted.length > 0) {
    const { galleryFromCli } = await import('../gallery/cli');
    const code = await galleryFromCli({ merchant: result.emitted.map((e) => e.code), dist: values.out, 'merchants-dir': values['merchants-dir'], 'no-build': true });
    if (code !== 0) process.exitCode = code;
  }
} catch (error) {
  console.error(`build failed: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 2;
}
