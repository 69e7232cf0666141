/*
 * The app's scripts on a page the server rendered. The page is complete HTML, so it is drawn first: the
 * build marks the main entry, its chunks and the opened page's chunks (vite-route-preload.ts), the server
 * renderer moves those tags into an inert <template> at the end of the body (holdBackAppScripts), and the
 * early entry adds them to the document once the page has been painted (afterFirstPaint in
 * src/early.ts). Without this the browser runs the framework and the hydration before its first paint
 * whenever the scripts arrive as fast as the page. A page the app renders itself (a private one) keeps its
 * tags where they are: it has nothing to draw before them.
 */

/** The attribute the build puts on the app's own script tags (not on the early entry's). */
export const APP_SCRIPT_ATTRIBUTE = 'data-app';

/** The id of the <template> the held-back tags wait in. */
export const APP_SCRIPTS_TEMPLATE_ID = 'app-scripts';

/** One marked tag: a module script with its end tag, or a modulepreload link, and the space before it. */
const APP_SCRIPT_TAG = new RegExp(
  `\\s*<(?:script|link)\\b[^>]*\\s${APP_SCRIPT_ATTRIBUTE}(?=[\\s>])[^>]*>(?:</script>)?`,
  'g',
);

/**
 * The page shell without the app's marked tags, and those tags inside a <template> (to go at the end of
 * the body): a template's content is inert, so nothing in it is fetched or run until it is copied out.
 */
export function holdBackAppScripts(html: string): { html: string; template: string } {
  const tags = html.match(APP_SCRIPT_TAG)?.map((tag) => tag.trim()) ?? [];
  if (tags.length === 0) return { html, template: '' };
  return {
    html: html.replace(APP_SCRIPT_TAG, ''),
    template: `<template id="${APP_SCRIPTS_TEMPLATE_ID}">${tags.join('')}</template>`,
  };
}
