import { useTranslation } from 'react-i18next';
import type { ChallengeGame } from '@contract/challenges';
import { useCurrentUser } from '@web/api/queries/current-user';
import { ButtonLink } from '@web/ui/button';
import { PageLoader } from '@web/ui/loader';
import { QueryState } from '@web/ui/query-state';
import { GameQuery, StartOnce, StartRefusal, toQuizQuestion } from '@web/ui/quiz/play-glue';
import {
  PlayedQuestionsReport,
  usePlayedQuestions,
  type PlayedQuestion,
} from '@web/ui/quiz/played-questions-report';
import { QuizScreen } from '@web/ui/quiz/quiz-screen';
import { VerdictBanner } from '@web/ui/quiz/verdict-banner';
import { useFormatNumber } from '@web/i18n/use-format';
import { useChallengeUntilSettled } from '../api/get-challenges';
import { useStartChallenge } from '../api/start-challenge';
import { ChallengeOutcome } from './challenge-result';
import styles from './challenges.module.css';
import { useChallengePlay, type ChallengePlay } from './use-challenge-play';

/** While the other player is still playing, the result is asked for again this often. */
const WAITING_POLL_MS = 4_000;

function BackToList() {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/challenge-list" variant="secondary" block>
      {t('challengePlay.backToList')}
    </ButtonLink>
  );
}

/** After the last answer: the result once both have played, "waiting" until then. */
function Finished({
  challengeId,
  played,
}: {
  challengeId: number;
  played: readonly PlayedQuestion[];
}) {
  const { t } = useTranslation();
  const me = useCurrentUser().data?.user;
  const query = useChallengeUntilSettled(challengeId, WAITING_POLL_MS);

  return (
    <section className={styles.panel} aria-label={t('challengePlay.resultTitle')}>
      <QueryState query={query} headingLevel={2} loading={<PageLoader />}>
        {(challenge) => (
          <ChallengeOutcome
            challenge={challenge}
            myName={me?.name ?? ''}
            myImage={me?.image_url ?? null}
          />
        )}
      </QueryState>
      <div className={styles.panelActions}>
        <BackToList />
      </div>
      <PlayedQuestionsReport questions={played} />
    </section>
  );
}

function PlayScreen({ play, game }: { play: ChallengePlay; game: ChallengeGame }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const question = game.question;
  const played = usePlayedQuestions(
    `played:challenge:${game.game_id}`,
    question && { id: question.question_id, text: question.question_value },
  );
  const { verdict } = play;
  if (verdict) {
    // The second after an answer: its question, the pick marked right or wrong, the count so far.
    return (
      <QuizScreen
        question={toQuizQuestion(verdict.pick.question)}
        total={game.total_quiz}
        secondsLeft={null}
        chosenId={play.chosenId}
        chosenCorrect={play.chosenCorrect}
        correctId={null}
        locked
        onChoose={() => undefined}
        sending={false}
        sendError={null}
        onResend={play.resend}
        answeredKey={null}
        toolbar={
          <VerdictBanner
            correct={verdict.correct}
            timeUp={verdict.pick.answerId === null}
            onNext={play.dismissVerdict}
            score={t('challengePlay.correctOf', {
              correct: format(verdict.reply.total_correct),
              total: format(verdict.reply.total_quiz),
            })}
          />
        }
      />
    );
  }
  if (!question || game.status === 'finished') {
    return <Finished challengeId={game.challenge_id} played={played} />;
  }
  return (
    <QuizScreen
      question={toQuizQuestion(question)}
      total={game.total_quiz}
      secondsLeft={play.secondsLeft}
      chosenId={play.chosenId}
      chosenCorrect={null}
      correctId={null}
      locked={play.locked}
      onChoose={play.choose}
      sending={play.sending}
      sendError={play.sendError}
      onResend={play.resend}
      answeredKey={null}
    />
  );
}

/** The player's game of a challenge, on the shared question screen. */
export function ChallengeGameView({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const play = useChallengePlay(gameId);
  return (
    <GameQuery
      query={play.query}
      notFoundTitle={t('challengePlay.startFailed')}
      back={<BackToList />}
    >
      {(snapshot) => <PlayScreen play={play} game={snapshot.game} />}
    </GameQuery>
  );
}

/** Starts (or resumes) the player's game once, then hands its id to the URL. */
export function StartChallenge({
  challengeId,
  onStarted,
}: {
  challengeId: number;
  onStarted: (gameId: number) => void;
}) {
  const { t } = useTranslation();
  const start = useStartChallenge();
  return (
    <StartOnce
      start={start}
      id={challengeId}
      onStarted={onStarted}
      failedTitle={t('challengePlay.startFailed')}
      // A refusal (not accepted yet, closed, not yours) is the rule's message, no Retry.
      refusal={(error) =>
        error.isClientError && <StartRefusal error={error} action={<BackToList />} />
      }
    />
  );
}
