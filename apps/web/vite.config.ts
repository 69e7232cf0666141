import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreload } from './vite-route-preload.ts';
import { contractDescriptors } from './vite-contract-descriptors.ts';

/**
 * Path prefixes that belong to the API server (a prefix also covers longer paths: /register covers
 * /register-confirm, /password-reset covers /password-reset-request).
 */
const API_PATHS = [
  '/pw-login',
  '/register',
  '/password-reset',
  '/one-time-pin',
  '/pin-login',
  '/logout',
  '/secure',
  '/store',
  '/check-name',
  '/ask',
  '/payments',
  '/operator',
  '/health',
  '/config',
  '/dev/mailbox',
  '/repository',
  '/csp-report',
];

/**
 * Paths that are API calls and also SPA pages (/store/{nickname}, the /password-reset page): a browser
 * navigation stays with Vite.
 */
const SHARED_WITH_SPA = new Set(['/store', '/password-reset']);

/** Where `npm run dev` runs the API (scripts/dev.mjs); API_PROXY_TARGET points elsewhere. */
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

function proxyFor(path: string): ProxyOptions {
  return {
    target: API_TARGET,
    bypass: SHARED_WITH_SPA.has(path)
      ? (req) =>
          req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined
      : undefined,
  };
}

/** Text files worth compressing; source maps are fetched by developers only. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every built text file, once at build time; the
 * server sends them to browsers that accept them (@fastify/static preCompressed), so no request pays for
 * compression and the phone on a slow network downloads a quarter of the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'hearth-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(file.fileName)) continue;
        const bytes = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        const target = path.join(options.dir!, file.fileName);
        writeFileSync(
          `${target}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${target}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * The server's renderer of the public pages (`vite build --ssr src/entry-server.tsx`), built for Node into
 * dist-server/, never under dist/ (everything there is served). Its own dependencies stay imports of
 * node_modules; the workspace's domain package is bundled in.
 */
const serverRendererBuild = {
  outDir: 'dist-server',
  emptyOutDir: true,
  sourcemap: true,
  copyPublicDir: false,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [contractDescriptors(), react()]
    : [
        contractDescriptors(),
        react(),
        routePreload({
          routerFile: path.resolve(import.meta.dirname, 'src/app/router.tsx'),
          earlyEntry: 'src/early.ts',
        }),
        precompress(),
      ],
  // `@/shared/...`: the app's own folders by name, whatever the depth of the importing file.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  ssr: { noExternal: ['@hearth/domain'] },
  build: isSsrBuild
    ? serverRendererBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // What every page needs, in one long-cached chunk that app changes do not invalidate.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/,
                },
                // Form state and validation, loaded with the first page that needs each: a page that checks
                // data with zod but has no form (a cart, an order) does not load react-hook-form.
                { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, proxyFor(path)])),
  },
  preview: { port: 4173 },
}));
