import { useState } from 'react';
import type { GameState } from '@contract/gameplay';
import { toQuizQuestion } from '@web/ui/quiz/play-glue';
import { QuizScreen } from '@web/ui/quiz/quiz-screen';
import { AnswerPanel } from './answer-panel';
import { FriendPickerModal } from './friend-picker-modal';
import { ResultModal } from './result-modal';
import type { useGamePlay } from './use-game-play';

interface GameScreenProps {
  play: ReturnType<typeof useGamePlay>;
  game: GameState;
  /** Result modal's Try Again: a new game of the same topic. */
  onPlayAgain: () => void;
}

/**
 * Topic play on the shared question screen: a timer per question, then the verdict panel
 * (points, try again for coins, Next), and the graded result modal.
 */
export function GameScreen({ play, game, onPlayAgain }: GameScreenProps) {
  const [resultOpen, setResultOpen] = useState(false);
  const [friendsOpen, setFriendsOpen] = useState(false);

  const { question } = game;
  const answer = play.answer;

  return (
    <QuizScreen
      question={toQuizQuestion(question)}
      total={game.total_quiz}
      secondsLeft={play.secondsLeft}
      chosenId={play.chosenId}
      chosenCorrect={answer ? answer.is_correct : null}
      correctId={answer?.correct_answer_id ?? null}
      locked={play.locked}
      onChoose={play.choose}
      triedId={answer ? null : game.tried_option_id}
      reportable={answer !== null}
      sending={play.sending}
      sendError={play.sendError}
      onResend={play.resend}
      answeredKey={answer ? `${question.question_id}:${answer.answer_id}` : null}
      panel={
        answer && (
          <AnswerPanel
            play={play}
            game={game}
            answer={answer}
            onSeeResult={() => setResultOpen(true)}
          />
        )
      }
    >
      {game.result && (
        <ResultModal
          open={resultOpen}
          onClose={() => setResultOpen(false)}
          result={game.result}
          onTryAgain={onPlayAgain}
          onChallenge={() => setFriendsOpen(true)}
        />
      )}
      <FriendPickerModal
        open={friendsOpen}
        onClose={() => setFriendsOpen(false)}
        topicId={game.topic_id}
      />
    </QuizScreen>
  );
}
