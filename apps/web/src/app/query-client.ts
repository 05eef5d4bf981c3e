// The one query cache of the application (App.tsx provides it; boot.ts starts the first screen's
// data in it before React renders).
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../platform/api/api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refused or missing item is an answer, not a network hiccup to retry.
      retry: (count, err) => !(isApiError(err) && err.status < 500) && count < 2,
    },
  },
});
