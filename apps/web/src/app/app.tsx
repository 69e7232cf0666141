import { useState } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { TranslationProvider } from '@/shared/i18n/use-translation.tsx';
import { createQueryClient } from './query-client.ts';
import type { AppRouter } from './router.tsx';

/**
 * The providers around the router; main.tsx makes the browser router (and, for a page the server rendered,
 * the query cache holding its answers), tests a memory one.
 */
export function App({ router, queryClient }: { router: AppRouter; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <TranslationProvider>
        <RouterProvider router={router} />
      </TranslationProvider>
    </QueryClientProvider>
  );
}
