import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { Page } from '@web/ui/page';
import { GameQuery, positiveId, StartOnce, StartRefusal } from '@web/ui/quiz/play-glue';
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
  return (
    <PlayPage title={title}>
      <StartOnce
        start={start}
        id={tournamentId}
        onStarted={onStarted}
        failedTitle={t('tournamentPlay.startFailed')}
        // A refusal (not running, not subscribed, no chances left) is the rule's message, no Retry.
        refusal={(error) =>
          error.isClientError && (
            <StartRefusal error={error} action={<BackToDetails tournamentId={tournamentId} />} />
          )
        }
      />
    </PlayPage>
  );
}

function PlayAttempt({ gameId, tournamentId }: { gameId: number; tournamentId: number }) {
  const { t } = useTranslation();
  const play = useTournamentPlay(gameId);
  return (
    <PlayPage title={play.game?.tournament_name}>
      <GameQuery
        query={play.query}
        notFoundTitle={t('tournamentPlay.startFailed')}
        back={<BackToDetails tournamentId={tournamentId} />}
      >
        {(snapshot) => <TournamentScreen play={play} game={snapshot.game} />}
      </GameQuery>
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
  const tournamentId = positiveId(id);
  const gameId = positiveId(params.get('game'));
  const title = params.get('tournament_name') ?? undefined;

  if (tournamentId === null) {
    return (
      <PlayPage title={title}>
        <EmptyState headingLevel={2} icon="compass" title={t('tournamentDetails.notFound')} />
      </PlayPage>
    );
  }
  if (gameId !== null) {
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
