import { useEffect, useState } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { TranslationProvider } from '@/shared/i18n/use-translation.tsx';
import { createQueryClient } from './query-client.ts';
import type { AppRouter } from './router.tsx';

/** The attribute <html> carries once the app runs the page. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * The providers around the router; main.tsx makes the browser router (and, for a page the server rendered,
 * the query cache holding its answers), tests a memory one.
 */
export function App({ router, queryClient }: { router: AppRouter; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Marks the page as the app's once its first render (or the hydration of a server-rendered page) is
  // committed: a page the server rendered shows its content earlier, but its controls answer from here on.
  // The browser journeys wait for it.
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return (
    <QueryClientProvider client={client}>
      <TranslationProvider>
        <RouterProvider router={router} />
      </TranslationProvider>
    </QueryClientProvider>
  );
}
