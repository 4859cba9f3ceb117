import { queryOptions, useQuery } from '@tanstack/react-query';

import { checkToken } from '@contract/routes/auth';
import { api } from '@web/api/client';

const checkTokenKeys = {
  token: (accessToken: string) => ['check-token', accessToken] as const,
};

/** GET check-token: trades the microsite's one-time access token for a session. */
const checkTokenQueryOptions = (accessToken: string) =>
  queryOptions({
    queryKey: checkTokenKeys.token(accessToken),
    // The token is accepted once (jti), so this call must never be sent twice. No abort signal:
    // with one, a remount (React StrictMode, a re-render of /login) cancels the request the
    // server has already counted, and the retry that follows is refused.
    queryFn: async () => (await api.call(checkToken, { query: { token: accessToken } })).data,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useCheckToken = (accessToken: string) => useQuery(checkTokenQueryOptions(accessToken));
