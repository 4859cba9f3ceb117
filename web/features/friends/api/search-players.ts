import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { searchPlayers } from '@contract/routes/friends';
import { api } from '@web/api/client';
import { friendKeys } from '@web/api/queries/friends';

/** product-spec §9 and game-rules "Friends": the server searches from 2 characters. */
export const MIN_SEARCH_LENGTH = 2;

/** POST v2.0/friends/search: up to 20 players by name or email; oneself never appears. */
const searchPlayersQueryOptions = (text: string) =>
  queryOptions({
    // Under the friend lists' root: Add Friend there changes each result's relation too.
    queryKey: [...friendKeys.all, 'search', text] as const,
    queryFn: async ({ signal }) =>
      (await api.call(searchPlayers, { body: { search_string: text }, signal })).data.search_result,
  });

export const useSearchPlayers = (text: string) =>
  useQuery({
    ...searchPlayersQueryOptions(text),
    enabled: text.length >= MIN_SEARCH_LENGTH,
    // While the next text is on its way the last results stay, instead of a flash of skeleton.
    placeholderData: keepPreviousData,
  });
