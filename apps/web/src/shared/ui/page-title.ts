import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { HeadFacts } from '../seo/head-tags.ts';

/**
 * A page's own title and description, for pages whose title is their content (a chef's name, a dish, an
 * order number). The layout (app/layout/document-head.ts) writes them into <title> and the description
 * meta, and falls back to the route's texts while a page has none.
 */
export interface PageHead extends PageHeadExtras {
  title?: string;
  description?: string;
}

/** What else a public page says of itself to search engines and link previews (shared/seo/head-tags.ts). */
export interface PageHeadExtras {
  image?: HeadFacts['image'];
  type?: HeadFacts['type'];
  subject?: HeadFacts['subject'];
  /** false: a page of a public route that is not there (a dish not found), which no search should list. */
  indexable?: false;
}

/** Search engines show about this much of a description. */
export const DESCRIPTION_MAX_CHARS = 160;

/** A description cut at a word before DESCRIPTION_MAX_CHARS, with an ellipsis when cut; one line. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX_CHARS) return line;
  const cut = line.slice(0, DESCRIPTION_MAX_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > DESCRIPTION_MAX_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}

let current: PageHead = {};
const listeners = new Set<() => void>();

function publish(next: PageHead): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Starts from the head a server-rendered page was written with (keepServerHead, before the hydration), so
 * that the layout hydrates with the page's own title and head rather than its route's, as the HTML has them.
 */
export function startWithPageHead(head: PageHead): void {
  current = head;
}

/** A page's head from what it says (null when it says nothing), its description cut to length. */
function pageHeadOf(
  title: string | undefined,
  description: string | undefined,
  extras: PageHeadExtras,
): PageHead | null {
  if (title === undefined && description === undefined && Object.keys(extras).length === 0) return null;
  return {
    ...extras,
    title,
    description: description === undefined ? undefined : shortDescription(description),
  };
}

/**
 * A server rendering the page gives this (src/entry-server.tsx): no effect runs there, so the page hands it
 * its head while it renders, and the server puts that in the HTML's <head>.
 */
export const ServerPageHead = createContext<((head: PageHead) => void) | null>(null);

/** The page's own head while it is mounted (undefined parts keep the route's texts). */
export function usePageHead(
  title: string | undefined,
  description?: string,
  extras: PageHeadExtras = {},
): void {
  const writeServerHead = useContext(ServerPageHead);
  const head = writeServerHead && pageHeadOf(title, description, extras);
  if (head) writeServerHead(head);
  // The extras are new objects on every render: compared by their text, so the head changes only with them.
  const extrasKey = JSON.stringify(extras);
  useEffect(() => {
    const head = pageHeadOf(title, description, JSON.parse(extrasKey) as PageHeadExtras);
    if (!head) return;
    publish(head);
    return () => {
      if (current === head) publish({});
    };
  }, [title, description, extrasKey]);
}

/** What the mounted page said about itself (the layout reads it). */
export function usePublishedPageHead(): PageHead {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
