import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '@web/api/api-error';
import { errorText } from '@web/i18n/error-text';
import { ButtonLink } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { PageLoader } from '@web/ui/loader';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { useStartTournament } from '../api/start-tournament';
import { TournamentScreen } from '../components/tournament-screen';
import { useTournamentPlay } from '../components/use-tournament-play';

const tournamentDetailsHref = (tournamentId: number) =>
  `/tournament-details?tournament_id=${tournamentId}`;

function PlayPage({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page title={title || t('pages.tournamentPlay')} back>
      {children}
    </Page>
  );
}

function BackToDetails({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to={tournamentDetailsHref(tournamentId)} variant="secondary" size="small">
      {t('tournamentPlay.backToDetails')}
    </ButtonLink>
  );
}

interface StartProps {
  tournamentId: number;
  title: string | undefined;
  onStarted: (gameId: number) => void;
}

/** Starts (or resumes) the attempt once, then puts its id in the URL. */
function StartAttempt({ tournamentId, title, onStarted }: StartProps) {
  const { t } = useTranslation();
  const start = useStartTournament();
  const begun = useRef(false);
  const begin = () => start.mutate(tournamentId, { onSuccess: (game) => onStarted(game.game_id) });

  useEffect(() => {
    // Once per mount: StrictMode's second effect run must not start a second attempt.
    if (begun.current) return;
    begun.current = true;
    begin();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const error = start.error;
  // A refusal (not running, not subscribed, no chances left) is the rule's message, no Retry.
  if (isApiError(error) && error.isClientError) {
    return (
      <PlayPage title={title}>
        <EmptyState
          headingLevel={2}
          emoji={error.status === 404 ? '🧭' : '⛔'}
          title={errorText(t, error)}
          action={<BackToDetails tournamentId={tournamentId} />}
        />
      </PlayPage>
    );
  }
  return (
    <PlayPage title={title}>
      {error ? (
        <ErrorState
          headingLevel={2}
          title={t('tournamentPlay.startFailed')}
          error={error}
          onRetry={begin}
          retrying={start.isPending}
        />
      ) : (
        <PageLoader label={t('game.starting')} />
      )}
    </PlayPage>
  );
}

function PlayAttempt({ gameId, tournamentId }: { gameId: number; tournamentId: number }) {
  const { t } = useTranslation();
  const play = useTournamentPlay(gameId);
  return (
    <PlayPage title={play.game?.tournament_name}>
      <QueryState
        query={play.query}
        headingLevel={2}
        loading={<PageLoader />}
        notFound={
          <EmptyState
            headingLevel={2}
            emoji="🧭"
            title={t('tournamentPlay.startFailed')}
            action={<BackToDetails tournamentId={tournamentId} />}
          />
        }
      >
        {(snapshot) => <TournamentScreen play={play} game={snapshot.game} />}
      </QueryState>
    </PlayPage>
  );
}

/**
 * /tournament-play/:id?tournament_type&tournament_name, where id is the tournament. The attempt's
 * id goes into ?game= (replacing history), so a reload resumes it from the server's clock
 * instead of starting another attempt and burning a chance.
 */
export function TournamentPlayRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const tournamentId = Number(id);
  const gameId = Number(params.get('game'));
  const title = params.get('tournament_name') ?? undefined;

  if (!Number.isInteger(tournamentId) || tournamentId <= 0) {
    return (
      <PlayPage title={title}>
        <EmptyState headingLevel={2} emoji="🧭" title={t('tournamentDetails.notFound')} />
      </PlayPage>
    );
  }
  if (Number.isInteger(gameId) && gameId > 0) {
    return <PlayAttempt key={gameId} gameId={gameId} tournamentId={tournamentId} />;
  }
  return (
    <StartAttempt
      tournamentId={tournamentId}
      title={title}
      onStarted={(started) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('game', String(started));
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
