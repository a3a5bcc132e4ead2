import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client.ts';
import { getSession, subscribe } from './auth/session.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A server's "no" (4xx) is an answer, not a hiccup: retry only transport and 5xx failures.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

// Cached data belongs to a session: a login, a logout or an expired session starts from nothing,
// so one user never sees what the previous one loaded.
let token = getSession().token;
subscribe(() => {
  const next = getSession().token;
  if (next !== token) {
    token = next;
    queryClient.clear();
  }
});
