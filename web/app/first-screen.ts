import type { QueryClient } from '@tanstack/react-query';
import { getAuth } from '@web/api/auth-storage';
import { appConfigQueryOptions } from '@web/api/queries/app-config';
import { currentUserQueryOptions } from '@web/api/queries/current-user';
import { tournamentsQueryOptions } from '@web/features/dashboard/api/get-tournaments';
import { trialTopicsQueryOptions } from '@web/features/dashboard/api/get-trial-topics';
import { publicTopTopicsQueryOptions } from '@web/features/home/api/get-public-top-topics';
import { publicTournamentsQueryOptions } from '@web/features/home/api/get-public-tournaments';
import { DashboardRoute, QuizHomeRoute } from './routes';

/**
 * On 3G every step of "entry → the screen's chunk → its data → the banner image" is a round trip
 * of its own. For the two screens players land on, the screen's chunk and its data are asked for
 * at once, while the entry is still starting, instead of one after the other once React renders.
 * The screens read the same query keys, so they find the data (or the request) already there.
 *
 * Returns when all of it has arrived or failed (prefetches never reject), or null on other paths.
 */
export function warmFirstScreen(path: string, queryClient: QueryClient): Promise<unknown> | null {
  if (path === '/quiz-home') {
    return Promise.allSettled([
      QuizHomeRoute.preload(),
      queryClient.prefetchQuery(appConfigQueryOptions()),
      queryClient.prefetchQuery(publicTournamentsQueryOptions('daily')),
      queryClient.prefetchQuery(publicTournamentsQueryOptions('mega')),
      queryClient.prefetchQuery(publicTopTopicsQueryOptions()),
    ]);
  }
  if (path === '/dashboard' && getAuth()) {
    return Promise.allSettled([
      DashboardRoute.preload(),
      queryClient.prefetchQuery(currentUserQueryOptions()),
      queryClient.prefetchQuery(tournamentsQueryOptions('daily')),
      queryClient.prefetchQuery(tournamentsQueryOptions('mega')),
      queryClient.prefetchQuery(trialTopicsQueryOptions()),
    ]);
  }
  return null;
}
