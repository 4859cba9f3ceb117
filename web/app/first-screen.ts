import type { QueryClient } from '@tanstack/react-query';
import { getAuth } from '@web/api/auth-storage';
import { appConfigQueryOptions } from '@web/api/queries/app-config';
import { currentUserQueryOptions } from '@web/api/queries/current-user';
import { tournamentsQueryOptions } from '@web/features/dashboard/api/get-tournaments';
import { trialTopicsQueryOptions } from '@web/features/dashboard/api/get-trial-topics';
import { publicTopTopicsQueryOptions } from '@web/features/home/api/get-public-top-topics';
import { publicTournamentsQueryOptions } from '@web/features/home/api/get-public-tournaments';
import { loadDashboard, loadQuizHome } from './routes';

/**
 * On 3G every step of "entry → the screen's chunk → its data → the banner image" is a round trip
 * of its own. For the two screens players land on, the screen's chunk and its data are asked for
 * at once, while the entry is still starting, instead of one after the other once React renders.
 * The screens read the same query keys, so they find the data (or the request) already there.
 */
export function warmFirstScreen(path: string, queryClient: QueryClient): void {
  if (path === '/quiz-home') {
    void loadQuizHome();
    void queryClient.prefetchQuery(appConfigQueryOptions());
    void queryClient.prefetchQuery(publicTournamentsQueryOptions('daily'));
    void queryClient.prefetchQuery(publicTournamentsQueryOptions('mega'));
    void queryClient.prefetchQuery(publicTopTopicsQueryOptions());
  } else if (path === '/dashboard' && getAuth()) {
    void loadDashboard();
    void queryClient.prefetchQuery(currentUserQueryOptions());
    void queryClient.prefetchQuery(tournamentsQueryOptions('daily'));
    void queryClient.prefetchQuery(tournamentsQueryOptions('mega'));
    void queryClient.prefetchQuery(trialTopicsQueryOptions());
  }
}
