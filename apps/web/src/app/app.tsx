import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './query-client.ts';
import type { AppRouter } from './router.tsx';

/** The providers around the router; main.tsx makes the browser router, tests a memory one. */
export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
