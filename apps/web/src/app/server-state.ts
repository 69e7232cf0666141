import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { isLanguage, type Language } from '@hearth/domain/constants';
import { ApiError } from '@/shared/api/api-client.ts';
import type { PageHead } from '@/shared/ui/page-title.ts';

/**
 * What a page rendered on the server (src/entry-server.tsx) hands to the browser beside its HTML: the
 * language it was written in and the API answers it was made from, so that the app hydrates exactly that
 * page and asks for none of it again. It travels as a JSON data block, which the Content-Security-Policy
 * lets through (no script runs from it).
 */
export interface ServerState {
  language: Language;
  queries: DehydratedState;
  /** What the page said of itself (usePageHead) as the server rendered it: the head its HTML carries. */
  head: PageHead;
}

/** The id of the data block in the page. */
export const SERVER_STATE_ID = 'hearth-state';

/** The data block, safe inside HTML: no "<" survives, so no "</script>" can end it early. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/** The page's server state, or null for a page the server did not render (or a broken block). */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerState>;
    if (!isLanguage(state.language) || typeof state.queries !== 'object' || state.queries === null)
      return null;
    const head = typeof state.head === 'object' && state.head !== null ? state.head : {};
    return { ...(state as ServerState), head };
  } catch {
    return null;
  }
}

/**
 * The answers without the moments they were fetched and packed: the server sends a page it rendered before
 * when every answer is still the same (apps/server/src/plugins/page-rendering.ts), so the same answers must
 * make the same HTML. The browser stamps them with its own time as it takes them (hydrateServerQueries).
 */
export function timelessQueries(queries: DehydratedState): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: {
        ...query.state,
        dataUpdatedAt: query.state.dataUpdatedAt ? 0 : query.state.dataUpdatedAt,
        errorUpdatedAt: query.state.errorUpdatedAt ? 0 : query.state.errorUpdatedAt,
      },
    })),
  };
}

/**
 * Puts the server's answers in the query cache, as fetched now: the server checked them as it sent the
 * page. A failed answer crossed as plain JSON: it becomes an
 * ApiError again, which the pages tell apart (a 404 is "not found"), and it is not asked again as the page
 * mounts, so the page hydrates showing what the server showed.
 */
export function hydrateServerQueries(queryClient: QueryClient, queries: DehydratedState): void {
  const now = Date.now();
  hydrate(queryClient, {
    ...queries,
    queries: queries.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: {
        ...query.state,
        dataUpdatedAt: query.state.status === 'success' ? now : query.state.dataUpdatedAt,
        errorUpdatedAt: query.state.status === 'error' ? now : query.state.errorUpdatedAt,
      },
    })),
  });
  for (const query of queryClient.getQueryCache().getAll()) {
    const error = query.state.error as { status?: unknown; envelope?: unknown } | null;
    if (error && !(error instanceof ApiError) && typeof error.status === 'number' && error.envelope) {
      query.setState({ error: new ApiError(error.status, error.envelope as ApiError['envelope']) });
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
}
