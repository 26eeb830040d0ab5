import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api.ts';
import { toast } from './toast.ts';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    mutationMeta: {
      /** the caller shows the error itself (inline in a form) */
      silentError?: boolean;
    };
  }
}

/** Client errors (400-499 except 408/429) will not change on retry. */
function shouldRetry(failureCount: number, err: Error): boolean {
  if (err instanceof ApiError) {
    if (err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429) return false;
    if (err.status === 0 && !navigator.onLine) return false;
  }
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
  mutationCache: new MutationCache({
    // every failed write tells the user why, unless the screen shows it inline or it was already shown
    onError: (err, _vars, _ctx, mutation) => {
      if (mutation.meta?.silentError) return;
      if (err instanceof ApiError && err.handled) return;
      toast.error(errorMessage(err));
    },
  }),
});
