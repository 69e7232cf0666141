import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { isLanguage, type Language } from '@hearth/domain/constants';
import { ApiError } from '@/shared/api/api-client.ts';

/**
 * What a page rendered on the server (src/entry-server.tsx) hands to the browser beside its HTML: the
 * language it was written in and the API answers it was made from, so that the app hydrates exactly that
 * page and asks for none of it again. It travels as a JSON data block, which the Content-Security-Policy
 * lets through (no script runs from it).
 */
export interface ServerState {
  language: Language;
  queries: DehydratedState;
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
    return state as ServerState;
  } catch {
    return null;
  }
}

/**
 * Puts the server's answers in the query cache. A failed answer crossed as plain JSON: it becomes an
 * ApiError again, which the pages tell apart (a 404 is "not found"), and it is not asked again as the page
 * mounts, so the page hydrates showing what the server showed.
 */
export function hydrateServerQueries(queryClient: QueryClient, queries: DehydratedState): void {
  hydrate(queryClient, queries);
  for (const query of queryClient.getQueryCache().getAll()) {
    const error = query.state.error as { status?: unknown; envelope?: unknown } | null;
    if (error && !(error instanceof ApiError) && typeof error.status === 'number' && error.envelope) {
      query.setState({ error: new ApiError(error.status, error.envelope as ApiError['envelope']) });
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
}
