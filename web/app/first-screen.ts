import type { QueryClient } from '@tanstack/react-query';
import { getAuth } from '@web/api/auth-storage';
import { appConfigQueryOptions } from '@web/api/queries/app-config';
import { currentUserQueryOptions } from '@web/api/queries/current-user';
import { tournamentsQueryOptions } from '@web/features/dashboard/api/get-tournaments';
import { topicsQueryOptions } from '@web/api/queries/topics';
import { publicTopTopicsQueryOptions } from '@web/features/home/api/get-public-top-topics';
import { publicTournamentsQueryOptions } from '@web/features/home/api/get-public-tournaments';
import { DashboardRoute, QuizHomeRoute } from './routes';

/**
 * On 3G every step of "entry → the screen's chunk → its data → the banner image" is a round trip
 * of its own. For the two screens players land on, the screen's chunk and its data are asked for
 * at once, while the entry is still starting, instead of one after the other once React renders.
 * The screens read the same query keys, so they find the data (or the request) already there.
 *
 * A signed-in player's /quiz-home opens the dashboard (QuizHomeRoute redirects there), so it is
 * warmed as the dashboard, with the redirect's own code. Returns the screen's code and its data, each settling when arrived or failed
 * (prefetches never reject), or null on other paths.
 */
export function warmFirstScreen(
  path: string,
  queryClient: QueryClient,
): { code: Promise<unknown>; data: Promise<unknown> } | null {
  const signedIn = getAuth() !== null;
  if (path === '/quiz-home' && !signedIn) {
    return {
      code: QuizHomeRoute.preload().catch(() => undefined),
      data: Promise.all([
        queryClient.prefetchQuery(appConfigQueryOptions()),
        queryClient.prefetchQuery(publicTournamentsQueryOptions('daily')),
        queryClient.prefetchQuery(publicTournamentsQueryOptions('mega')),
        queryClient.prefetchQuery(publicTopTopicsQueryOptions()),
      ]),
    };
  }
  if ((path === '/dashboard' || path === '/quiz-home') && signedIn) {
    const screens = path === '/quiz-home' ? [QuizHomeRoute, DashboardRoute] : [DashboardRoute];
    return {
      code: Promise.all(screens.map((screen) => screen.preload())).catch(() => undefined),
      data: Promise.all([
        queryClient.prefetchQuery(currentUserQueryOptions()),
        queryClient.prefetchQuery(tournamentsQueryOptions('daily')),
        queryClient.prefetchQuery(tournamentsQueryOptions('mega')),
        queryClient.prefetchQuery(topicsQueryOptions()),
      ]),
    };
  }
  return null;
}
