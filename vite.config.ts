import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type * as DevHtml from './scripts/compile/dev-html';
import { localeAssets, localeDefine, readLocaleCatalogue } from './scripts/compile/locale-assets.ts';
import { replyValidatorsPlugin } from './scripts/gen-api-validators.ts';

// The application is built once for every merchant; the compiler (scripts/compile) adds each
// brand's HTML, config, theme, manifest and icons around the shared hashed assets.
// `npm run dev` injects the merchant named by MERCHANT (default: the first one).
function merchantDevServer(): Plugin {
  return {
    name: 'lobby-merchant-dev',
    apply: 'serve',
    configureServer(server) {
      // Loaded through Vite itself so the compiler's TypeScript is not bundled into this config.
      const load = () => server.ssrLoadModule('/scripts/compile/dev-html.ts') as Promise<typeof DevHtml>;
      server.middlewares.use((req, res, next) => {
        load()
          .then(({ devMerchantHtml }) => {
            const asset = req.url ? devMerchantHtml.asset(req.url, process.env.MERCHANT) : undefined;
            if (!asset) return next();
            res.setHeader('Content-Type', asset.type);
            res.end(asset.body);
          })
          .catch(next);
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler: async (html, ctx) => {
        const { devMerchantHtml } = (await ctx.server!.ssrLoadModule('/scripts/compile/dev-html.ts')) as typeof DevHtml;
        return devMerchantHtml(html, process.env.MERCHANT);
      },
    },
  };
}

/** Caches written by another build read as absent (src/state/cache.ts): the commit names the build. */
function buildId(): string {
  if (process.env.LOBBY_BUILD_ID) return process.env.LOBBY_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || 'dev';
  } catch {
    return 'dev';
  }
}

const locales = readLocaleCatalogue(fileURLToPath(new URL('.', import.meta.url)));

export default defineConfig({
  // The reply validators are generated (git-ignored), made here before the first transform reads them.
  plugins: [replyValidatorsPlugin(), react(), merchantDevServer(), localeAssets(locales)],
  define: { __LOBBY_BUILD__: JSON.stringify(buildId()), __LOBBY_LOCALES__: JSON.stringify(localeDefine(locales)) },
  build: {
    outDir: '.build/app',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // .vite/manifest.json: the compiler reads it to preload each brand's landing chunks and its
    // default language's strings (it is not copied into the artifacts).
    manifest: true,
    target: 'es2020',
    rolldownOptions: {
      // The app, and home's tiny prefetch script that the compiler runs before it (src/home-prefetch.ts).
      input: { index: 'index.html', 'home-prefetch': 'src/home-prefetch.ts' },
      output: {
        // Everything the first page needs in one chunk: left to itself the bundler splits each
        // module a lazy screen shares with the shell into its own small file, and those compress
        // worse and cost requests (npm run bench measures the guest's first page).
        // Home's prefetch script stays on its own: it must not pull the app in.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id: string) => !id.includes('home-prefetch') }] },
      },
    },
  },
  server: { port: 5173, proxy: { '/wps': 'http://localhost:8080', '/lgw': 'http://localhost:8080', '/__dev': 'http://localhost:8080', '/platform-assets': 'http://localhost:8080' } },
});
