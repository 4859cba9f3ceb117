import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@web/api/api-error';
import { ButtonLink } from '@web/ui/button';
import { topicDetailsHref } from '@web/ui/cards/topic-card';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { PageLoader } from '@web/ui/loader';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { useStartGame } from '../api/start-game';
import { GameScreen } from '../components/game-screen';
import { useGamePlay } from '../components/use-game-play';

function BackToTopic({ topicId }: { topicId: number }) {
  const { t } = useTranslation();
  return (
    <ButtonLink
      to={topicDetailsHref({ topic_id: topicId, category_name: '' })}
      variant="secondary"
      size="small"
    >
      {t('game.backToTopic')}
    </ButtonLink>
  );
}

function GamePage({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page title={title || t('pages.gamePlay')} back>
      {children}
    </Page>
  );
}

interface StartGameProps {
  topicId: number;
  onStarted: (gameId: number) => void;
}

/** Starts a new game once, then hands over to it by putting its id in the URL. */
function StartGame({ topicId, onStarted }: StartGameProps) {
  const { t } = useTranslation();
  const start = useStartGame();
  const begun = useRef(false);
  const begin = () => start.mutate(topicId, { onSuccess: (game) => onStarted(game.game_id) });

  useEffect(() => {
    // Once per mount: StrictMode's second effect run must not create a second game.
    if (begun.current) return;
    begun.current = true;
    begin();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const error = start.error;
  if (isApiError(error) && error.status === 404) {
    const noQuestion = error.code === 'no_question_found';
    return (
      <GamePage>
        <EmptyState
          headingLevel={2}
          emoji={noQuestion ? '🤷' : '🧭'}
          title={noQuestion ? t('game.noQuestion') : t('topic.notFound')}
          body={noQuestion ? t('game.noQuestionHint') : t('topic.notFoundHint')}
          action={<BackToTopic topicId={topicId} />}
        />
      </GamePage>
    );
  }
  return (
    <GamePage>
      {error ? (
        <ErrorState
          headingLevel={2}
          title={t('game.startFailed')}
          error={error}
          onRetry={begin}
          retrying={start.isPending}
        />
      ) : (
        <PageLoader label={t('game.starting')} />
      )}
    </GamePage>
  );
}

function PlayGame({ gameId, topicId }: { gameId: number; topicId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const play = useGamePlay(gameId);
  const { query, game } = play;

  return (
    <GamePage title={game?.topic_name}>
      <QueryState
        query={query}
        headingLevel={2}
        loading={<PageLoader />}
        // A stale or someone else's game id in the URL: lead back rather than to a dead end.
        notFound={
          <EmptyState
            headingLevel={2}
            emoji="🧭"
            title={t('game.startFailed')}
            action={<BackToTopic topicId={topicId} />}
          />
        }
      >
        {(snapshot) => (
          <GameScreen
            play={play}
            game={snapshot.game}
            onPlayAgain={() => void navigate(`/game-play/${topicId}`, { replace: true })}
          />
        )}
      </QueryState>
    </GamePage>
  );
}

/**
 * /game-play/:id, where id is the topic. The game's id goes into ?game= (replacing history),
 * so a reload resumes the same game from the server instead of starting over.
 */
export function GamePlayRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const topicId = Number(id);
  const gameId = Number(params.get('game'));

  if (!Number.isInteger(topicId) || topicId <= 0) {
    return (
      <GamePage>
        <EmptyState
          headingLevel={2}
          emoji="🧭"
          title={t('topic.notFound')}
          body={t('topic.notFoundHint')}
        />
      </GamePage>
    );
  }
  if (Number.isInteger(gameId) && gameId > 0) {
    return <PlayGame key={gameId} gameId={gameId} topicId={topicId} />;
  }
  return (
    <StartGame
      // Each visit without a game (e.g. the result's Try Again) starts a new one.
      key={location.key}
      topicId={topicId}
      onStarted={(started) => setParams({ game: String(started) }, { replace: true })}
    />
  );
}
