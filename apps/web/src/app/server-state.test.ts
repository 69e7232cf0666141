import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-client.ts';
import { hydrateServerQueries, readServerState, SERVER_STATE_ID, serverStateScript } from './server-state.ts';

function pageWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

describe('the server state of a rendered page', () => {
  it('travels in a data block that no text can end early', () => {
    const state = {
      language: 'lt' as const,
      queries: { mutations: [], queries: [] },
      head: { title: 'Rūta</script>' },
      note: '</script><script>alert(1)</script>',
    };
    const script = serverStateScript(state);
    expect(script.startsWith(`<script type="application/json" id="${SERVER_STATE_ID}">`)).toBe(true);
    expect(script.slice(0, -'</script>'.length)).not.toContain('</script');
    expect(readServerState(pageWith(script))).toMatchObject({
      language: 'lt',
      head: state.head,
      note: state.note,
    });
  });

  it("carries the page's own head, none when the block has no head", () => {
    const block = (json: string) =>
      pageWith(`<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`);
    expect(readServerState(block('{"language":"en","queries":{}}'))?.head).toEqual({});
    expect(readServerState(block('{"language":"en","queries":{},"head":null}'))?.head).toEqual({});
    expect(
      readServerState(block('{"language":"en","queries":{},"head":{"title":"Cepelinai"}}'))?.head,
    ).toEqual({ title: 'Cepelinai' });
  });

  it('is none for a page the server did not render, or a broken block', () => {
    expect(readServerState(pageWith('<div id="root"></div>'))).toBeNull();
    expect(
      readServerState(pageWith(`<script type="application/json" id="${SERVER_STATE_ID}">{oops</script>`)),
    ).toBeNull();
    expect(
      readServerState(
        pageWith(
          `<script type="application/json" id="${SERVER_STATE_ID}">{"language":"fr","queries":{}}</script>`,
        ),
      ),
    ).toBeNull();
  });

  it('puts the answers in the cache, a failure as an ApiError that is not asked again on mount', () => {
    const client = new QueryClient();
    hydrateServerQueries(client, {
      mutations: [],
      queries: [
        {
          queryKey: ['dish', 5],
          queryHash: '["dish",5]',
          dehydratedAt: Date.now(),
          state: {
            data: { title: 'Cepelinai' },
            dataUpdateCount: 1,
            dataUpdatedAt: Date.now(),
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
        {
          queryKey: ['dish', 99],
          queryHash: '["dish",99]',
          dehydratedAt: Date.now(),
          state: {
            data: undefined,
            dataUpdateCount: 0,
            dataUpdatedAt: 0,
            error: {
              status: 404,
              envelope: { success: false, messages: [{ message: 'notFound' }] },
            } as never,
            errorUpdateCount: 1,
            errorUpdatedAt: Date.now(),
            fetchFailureCount: 1,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'error',
            fetchStatus: 'idle',
          },
        },
      ],
    });
    expect(client.getQueryData(['dish', 5])).toEqual({ title: 'Cepelinai' });
    const error = client.getQueryState(['dish', 99])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    const observer = new QueryObserver(client, { queryKey: ['dish', 99], queryFn: () => 'again' });
    expect(observer.getOptimisticResult(client.defaultQueryOptions(observer.options)).status).toBe('error');
  });
});
