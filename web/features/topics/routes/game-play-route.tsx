import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '@web/ui/button';
import { topicDetailsHref } from '@web/ui/cards/topic-card';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { EmptyState } from '@web/ui/empty-state';
import { Page } from '@web/ui/page';
import { GameQuery, positiveId, StartOnce } from '@web/ui/quiz/play-glue';
import { useGoBack } from '@web/ui/use-go-back';
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

interface GamePageProps {
  title?: string;
  /** Back asks first (a game in progress). */
  onBack?: () => void;
  children: ReactNode;
}

function GamePage({ title, onBack, children }: GamePageProps) {
  const { t } = useTranslation();
  return (
    <Page title={title || t('pages.gamePlay')} back onBack={onBack}>
      {children}
    </Page>
  );
}

/**
 * Back in the middle of a game: confirm leaving, and say where to resume it (topic details offer
 * the unfinished game), rather than dropping it without a word.
 */
function useLeaveGame(playing: boolean) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const [asking, setAsking] = useState(false);
  const dialog = (
    <ConfirmDialog
      open={asking}
      title={t('game.leaveTitle')}
      body={t('game.leaveBody')}
      confirmLabel={t('game.leave')}
      dismissLabel={t('game.keepPlaying')}
      onConfirm={() => {
        setAsking(false);
        goBack();
      }}
      onDismiss={() => setAsking(false)}
    />
  );
  return { onBack: playing ? () => setAsking(true) : undefined, dialog };
}

interface StartGameProps {
  topicId: number;
  onStarted: (gameId: number) => void;
}

/** Starts a new game once, then hands over to it by putting its id in the URL. */
function StartGame({ topicId, onStarted }: StartGameProps) {
  const { t } = useTranslation();
  const start = useStartGame();
  return (
    <GamePage>
      <StartOnce
        start={start}
        id={topicId}
        onStarted={onStarted}
        failedTitle={t('game.startFailed')}
        refusal={(error) => {
          if (error.status !== 404) return null;
          const noQuestion = error.code === 'no_question_found';
          return (
            <EmptyState
              headingLevel={2}
              icon={noQuestion ? 'help' : 'compass'}
              title={noQuestion ? t('game.noQuestion') : t('topic.notFound')}
              body={noQuestion ? t('game.noQuestionHint') : t('topic.notFoundHint')}
              action={<BackToTopic topicId={topicId} />}
            />
          );
        }}
      />
    </GamePage>
  );
}

function PlayGame({ gameId, topicId }: { gameId: number; topicId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const play = useGamePlay(gameId);
  const leave = useLeaveGame(play.game?.status === 'playing');

  return (
    <GamePage title={play.game?.topic_name} onBack={leave.onBack}>
      {leave.dialog}
      <GameQuery
        query={play.query}
        notFoundTitle={t('game.startFailed')}
        back={<BackToTopic topicId={topicId} />}
      >
        {(snapshot) => (
          <GameScreen
            play={play}
            game={snapshot.game}
            onPlayAgain={() => void navigate(`/game-play/${topicId}`, { replace: true })}
          />
        )}
      </GameQuery>
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
  const topicId = positiveId(id);
  const gameId = positiveId(params.get('game'));

  if (topicId === null) {
    return (
      <GamePage>
        <EmptyState
          headingLevel={2}
          icon="compass"
          title={t('topic.notFound')}
          body={t('topic.notFoundHint')}
        />
      </GamePage>
    );
  }
  if (gameId !== null) {
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
