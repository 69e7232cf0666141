import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { APP_SCRIPT_ATTRIBUTE } from './src/app/app-scripts.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;
type OutputAsset = Rolldown.OutputAsset;

/**
 * `page('path', () => import('module')` (or `publicPage(...)`) in src/app/router.tsx; `page(undefined, ...)` is
 * the index route.
 */
const PAGE_CALL = /\b(?:page|publicPage)\(\s*(undefined|'([^']*)')\s*,\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

export interface PageRoute {
  /** The route path as React Router has it ('store/:nickname', 'product/:id?', '*'); '' for the index. */
  path: string;
  /** The page module, absolute. */
  module: string;
}

/** The pages of the router file, in order. */
export function readPageRoutes(routerFile: string): PageRoute[] {
  const source = readFileSync(routerFile, 'utf8');
  return [...source.matchAll(PAGE_CALL)].map((match) => ({
    path: match[2] ?? '',
    module: path.resolve(path.dirname(routerFile), match[3]!),
  }));
}

/**
 * A route path as a regular expression over location.pathname, or null for the catch-all: ':name' is one
 * segment, ':name?' an optional one, a trailing slash is allowed (React Router matches the same).
 */
export function pathPattern(routePath: string): string | null {
  if (routePath.includes('*')) return null;
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.+?^${}()|[\]\\-]/g, '\\$&')}`;
    });
  return `^${segments.join('')}/?$`;
}

/** The chunk files `chunk` loads at once: itself and its static imports, recursively. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/** The stylesheets the chunks import, in the order the chunks list them. */
function importedCss(bundle: OutputBundle, files: Iterable<string>): string[] {
  const css = new Set<string>();
  for (const file of files) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
  }
  return [...css];
}

/** A built stylesheet's text, checked to be safe inside a <style> element. */
function cssText(bundle: OutputBundle, fileName: string): string {
  const asset = bundle[fileName] as OutputAsset | undefined;
  if (asset?.type !== 'asset') throw new Error(`route-preload: no stylesheet ${fileName} in the bundle`);
  const text = String(asset.source).trim();
  if (/<\/style/i.test(text)) throw new Error(`route-preload: ${fileName} cannot be written inline`);
  return text;
}

/** The <link rel="stylesheet"> of the entry's stylesheet, as Vite writes it into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="[^"]*\/([^"/]+\.css)"[^>]*>/g;

/** Where the inline stylesheet goes in index.html while the page copies are made. */
const STYLE_PLACE = '<!-- the page styles -->';

/** Where the build writes the per-page copies of index.html and their table (read by the server's spa.ts). */
export const PAGES_DIR = 'pages';
export const PAGES_TABLE = 'pages.json';

export interface RoutePreloadOptions {
  /** The router, whose `page(path, () => import(...))` calls name the pages. */
  routerFile: string;
  /** A small entry of its own that index.html runs first, async (src/early.ts); also a build input. */
  earlyEntry: string;
}

const modulePreload = (href: string) =>
  `  <link rel="modulepreload" crossorigin ${APP_SCRIPT_ATTRIBUTE} href="${href}">\n  `;

/** Vite's tags of the main entry (its module script and its chunks' preloads), marked as the app's. */
function markAppScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload") crossorigin /g,
    (_tag, start: string) => `<${start} crossorigin ${APP_SCRIPT_ATTRIBUTE} `,
  );
}

/**
 * Preloads the opened page's own chunks from the HTML. Without it a first visit is a waterfall: the entry
 * and the framework download and run, and only then does the router ask for the page chunk and its
 * imports. For every page of the router this writes a copy of index.html, pages/{route}.html, with a
 * modulepreload link for each chunk of that page that the entries do not already load, and pages.json:
 * [[pattern of location.pathname, file], ...] in the router's order. The server sends the copy whose
 * pattern matches (apps/server/src/plugins/spa.ts), so the page's chunks download alongside the framework.
 * (A script in index.html choosing the links would need 'unsafe-inline' in the Content-Security-Policy.)
 * Every copy carries its styles inline, in one <style>: the entry's stylesheet and the page's own, so the
 * first paint waits for no stylesheet request and a page rendered on the server is styled whole before its
 * script runs. It also adds the early entry to the build and runs it from index.html (async, before the main
 * entry).
 */
export function routePreload({ routerFile, earlyEntry }: RoutePreloadOptions): Plugin {
  let base = '/';
  return {
    name: 'hearth-route-preload',
    apply: 'build',
    enforce: 'post',
    config(config) {
      const input = config.build?.rolldownOptions?.input;
      if (input !== undefined) throw new Error('route-preload: the build inputs are its own');
      const root = config.root ?? process.cwd();
      return {
        build: {
          rolldownOptions: {
            input: { index: path.resolve(root, 'index.html'), early: path.resolve(root, earlyEntry) },
          },
        },
      };
    },
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('route-preload: no index.html in the bundle');
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const main = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
      const early = chunks.find((chunk) => chunk.isEntry && chunk.name === 'early');
      if (!main || !early) throw new Error('route-preload: no index or early entry chunk');
      const loadedByMain = staticClosure(bundle, main.fileName);
      const loaded = staticClosure(bundle, early.fileName, new Set(loadedByMain));

      // index.html: the early entry first (async: it runs as soon as it is here), and its imports.
      let indexHtml = markAppScripts(String(html.source));
      const mainTag = indexHtml.search(/<script type="module"/);
      if (mainTag < 0) throw new Error('route-preload: index.html has no module script');
      const earlyTags = [
        `<script type="module" async crossorigin data-early src="${base}${early.fileName}"></script>`,
        ...[...staticClosure(bundle, early.fileName)]
          .filter((file) => file !== early.fileName && !loadedByMain.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
      ]
        .map((tag) => `${tag}\n    `)
        .join('');
      indexHtml = `${indexHtml.slice(0, mainTag)}${earlyTags}${indexHtml.slice(mainTag)}`;

      // The entry's stylesheet, written inline in its place: the first paint waits for no request but the
      // page's own. (The server allows exactly this <style> by its hash in the page's
      // Content-Security-Policy: apps/server/src/plugins/spa.ts.)
      const entryCss = [...indexHtml.matchAll(STYLESHEET_LINK)].map((link) => `assets/${link[1]!}`);
      if (entryCss.length === 0) throw new Error('route-preload: index.html links no stylesheet');
      let first = true;
      indexHtml = indexHtml.replace(STYLESHEET_LINK, () => (first ? ((first = false), STYLE_PLACE) : ''));
      const inlineStyle = (sheets: string[]) =>
        `<style>${sheets.map((sheet) => cssText(bundle, sheet)).join('\n')}</style>`;
      const withStyle = (sheets: string[]) => indexHtml.replace(STYLE_PLACE, () => inlineStyle(sheets));
      const loadedCss = new Set([...entryCss, ...importedCss(bundle, loaded)]);
      html.source = withStyle(entryCss);

      if (!indexHtml.includes('</head>')) throw new Error('route-preload: index.html has no </head>');
      const table: [string, string][] = [];
      const routes = readPageRoutes(routerFile);
      if (routes.length === 0) throw new Error(`route-preload: no page(...) routes in ${routerFile}`);
      for (const route of routes) {
        const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === route.module);
        if (!pageChunk) throw new Error(`route-preload: no chunk for the page ${route.module}`);
        const pattern = pathPattern(route.path);
        if (pattern === null) continue;
        const pageFiles = [...staticClosure(bundle, pageChunk.fileName)].filter((file) => !loaded.has(file));
        const links = pageFiles.map((file) => modulePreload(`${base}${file}`)).join('');
        // The page's own styles too, after the entry's as the app would add them: a page painted by the
        // server does not move when its chunk's stylesheet arrives with the app.
        const pageCss = importedCss(bundle, pageFiles).filter((sheet) => !loadedCss.has(sheet));
        const page = withStyle([...entryCss, ...pageCss]);
        const pageAt = page.indexOf('</head>');
        const slug = route.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'index';
        const fileName = `${PAGES_DIR}/${slug}.html`;
        this.emitFile({
          type: 'asset',
          fileName,
          source: `${page.slice(0, pageAt)}${links}${page.slice(pageAt)}`,
        });
        table.push([pattern, fileName]);
      }
      this.emitFile({ type: 'asset', fileName: PAGES_TABLE, source: `${JSON.stringify(table, null, 1)}\n` });
    },
  };
}
