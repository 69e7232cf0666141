import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TranslationProvider } from '../i18n/use-translation.tsx';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { AuthorizedUser, Envelope } from '@hearth/domain/api';

interface RenderRouteOptions {
  /** The route pattern of `ui`. */
  path?: string;
  initialEntry?: string;
  /** Stand-in pages for the places `ui` navigates to. */
  otherRoutes?: RouteObject[];
}

/** Renders `ui` inside a memory router and a fresh query client. */
export function renderRoute(ui: ReactElement, options: RenderRouteOptions = {}) {
  const { path = '/', initialEntry = path, otherRoutes = [] } = options;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element: ui }, ...otherRoutes], {
    initialEntries: [initialEntry],
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TranslationProvider>
        <RouterProvider router={router} />
      </TranslationProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}

/** Renders a component alone, below the translation provider every component of the app has above it. */
export function renderTranslated(ui: ReactElement) {
  return render(ui, { wrapper: TranslationProvider });
}

export interface FetchCall {
  path: string;
  method: string;
  body: URLSearchParams | null;
  headers: Headers;
  credentials: RequestCredentials | undefined;
}

type Reply = { status?: number; body: Envelope<unknown> | string };

/** Replaces fetch; `reply` answers each call. The calls are recorded, bodies as URLSearchParams. */
export function mockFetch(reply: (call: FetchCall) => Reply | Promise<Reply>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FetchCall = {
      path: String(input),
      method: init?.method ?? 'GET',
      body: init?.body instanceof URLSearchParams ? init.body : null,
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
    };
    calls.push(call);
    const { status = 200, body } = await reply(call);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function ok<M>(model?: M, messages: string[] = []): Envelope<M> {
  return { success: true, messages: messages.map((message) => ({ message })), model };
}

export function fail(messages: string[] = [], fieldErrors?: Record<string, string[]>): Envelope<never> {
  return { success: false, messages: messages.map((message) => ({ message })), fieldErrors };
}

export function authorizedUser(overrides: Partial<AuthorizedUser> = {}): AuthorizedUser {
  return {
    id: 7,
    identityKey: 'ana@example.lt',
    role: 'CUSTOMER',
    identityType: 'email',
    userInfo: {
      email: 'ana@example.lt',
      firstName: 'Ana',
      lastName: 'Kazlauskienė',
      nickname: null,
      thumbnailUrl: null,
    },
    legalInfo: { valid: false },
    ...overrides,
  };
}
