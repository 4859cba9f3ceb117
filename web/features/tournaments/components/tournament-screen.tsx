import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentGame } from '@contract/tournaments';
import { ButtonLink } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { toQuizQuestion } from '@web/ui/quiz/play-glue';
import { PlayedQuestionsReport, usePlayedQuestions } from '@web/ui/quiz/played-questions-report';
import { QuizScreen } from '@web/ui/quiz/quiz-screen';
import { VerdictBanner } from '@web/ui/quiz/verdict-banner';
import { useFormatNumber } from '@web/i18n/use-format';
import { LifelineBar } from './lifeline-bar';
import { TournamentResultModal } from './tournament-result-modal';
import type { TournamentPlay } from './use-tournament-play';

/**
 * Tournament play on the shared question screen: the attempt's clock in the countdown, the
 * lifelines above the options, a second of verdict and running score after each answer (never the
 * right option), then the next question, then the result (where the questions played can be
 * reported: not during the attempt, whose clock runs on).
 */
export function TournamentScreen({ play, game }: { play: TournamentPlay; game: TournamentGame }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const [resultClosed, setResultClosed] = useState(false);
  const question = game.question;
  const played = usePlayedQuestions(
    `played:tournament:${game.game_id}`,
    question && { id: question.question_id, text: question.question_value },
  );

  const result = game.result && (
    <TournamentResultModal
      open={!resultClosed}
      onClose={() => setResultClosed(true)}
      result={game.result}
      tournament={{
        id: game.tournament_id,
        name: game.tournament_name,
        chancesLeft: game.chances - game.played,
      }}
    />
  );

  const { verdict } = play;
  if (verdict) {
    // The second after an answer: its question, the pick marked right or wrong, and the score.
    return (
      <QuizScreen
        question={toQuizQuestion(verdict.pick.question)}
        total={game.total_quiz}
        secondsLeft={play.secondsLeft}
        clock
        chosenId={play.chosenId}
        chosenCorrect={play.chosenCorrect}
        correctId={null}
        locked
        onChoose={() => undefined}
        hiddenIds={verdict.pick.hiddenIds}
        sending={false}
        sendError={null}
        onResend={play.resend}
        answeredKey={null}
        toolbar={
          <VerdictBanner
            correct={verdict.correct}
            timeUp={verdict.pick.answerId === null}
            onNext={play.dismissVerdict}
            score={t('tournamentPlay.score', { score: format(verdict.reply.score) })}
          />
        }
      />
    );
  }

  if (!question || game.status === 'finished') {
    return (
      <>
        <EmptyState
          headingLevel={2}
          icon="flag"
          title={t('tournamentPlay.finished')}
          action={
            <ButtonLink to="/dashboard" variant="secondary" size="small">
              {t('tournamentPlay.goHome')}
            </ButtonLink>
          }
        />
        <PlayedQuestionsReport questions={played} />
        {result}
      </>
    );
  }

  return (
    <QuizScreen
      question={toQuizQuestion(question)}
      total={game.total_quiz}
      secondsLeft={play.secondsLeft}
      clock
      chosenId={play.chosenId}
      chosenCorrect={null}
      correctId={game.revealed_answer_id}
      locked={play.locked}
      onChoose={play.choose}
      hiddenIds={game.hidden_option_ids}
      sending={play.sending}
      sendError={play.sendError}
      onResend={play.resend}
      answeredKey={null}
      toolbar={<LifelineBar play={play} game={game} questionId={question.question_id} />}
    />
  );
}
