import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameState } from '@contract/gameplay';
import { errorText } from '@web/i18n/error-text';
import { Button } from '@web/ui/button';
import { AnswerOptions } from '@web/ui/quiz/answer-options';
import { Countdown } from '@web/ui/quiz/countdown';
import { QuestionCard } from '@web/ui/quiz/question-card';
import { QuestionCounter } from '@web/ui/quiz/question-counter';
import { useAudioUnlock } from '@web/ui/quiz/sound-effects';
import { AnswerPanel } from './answer-panel';
import { FriendPickerModal } from './friend-picker-modal';
import styles from './game-play.module.css';
import { QuestionReport } from './question-report';
import { ResultModal } from './result-modal';
import type { useGamePlay } from './use-game-play';

interface GameScreenProps {
  play: ReturnType<typeof useGamePlay>;
  game: GameState;
  /** Result modal's Try Again: a new game of the same topic. */
  onPlayAgain: () => void;
}

/** One question at a time: counter and countdown, the question, its options, then the verdict. */
export function GameScreen({ play, game, onPlayAgain }: GameScreenProps) {
  const { t } = useTranslation();
  const [resultOpen, setResultOpen] = useState(false);
  const [friendsOpen, setFriendsOpen] = useState(false);
  const questionRef = useRef<HTMLDivElement>(null);
  useAudioUnlock();

  const { question } = game;
  const answer = play.answer;
  const sendError = play.sendError;

  // The verdict panel sits over the last options until the page is scrolled to its end; scroll
  // there so the highlighted right answer and the panel are both in view.
  const answeredKey = answer ? `${question.question_id}:${answer.answer_id}` : null;
  useEffect(() => {
    if (answeredKey === null) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({
      top: document.documentElement.scrollHeight,
      behavior: reduce ? 'auto' : 'smooth',
    });
  }, [answeredKey]);

  // A new question starts at the top of the screen, with the reader's focus on it.
  const onNextServed = () => {
    window.scrollTo(0, 0);
    questionRef.current?.focus();
  };

  return (
    <div className={styles.screen}>
      <div className={styles.status}>
        <QuestionCounter current={question.question_no} total={game.total_quiz} />
        {play.secondsLeft !== null && <Countdown seconds={play.secondsLeft} />}
      </div>

      <div ref={questionRef} tabIndex={-1} className={styles.questionWrap}>
        <QuestionCard
          text={question.question_value}
          imageUrl={question.type === 'image' ? question.src_url : null}
          corner={<QuestionReport questionId={question.question_id} />}
        />
      </div>

      <AnswerOptions
        options={question.options}
        chosenId={play.chosenId}
        chosenCorrect={answer ? answer.is_correct : null}
        correctId={answer?.correct_answer_id ?? null}
        locked={play.locked}
        onChoose={play.choose}
      />

      {play.sending && (
        <p className={styles.sending} role="status">
          {t('game.checking')}
        </p>
      )}
      {sendError !== null && (
        <div className={styles.sendError} role="alert">
          <p>{errorText(t, sendError, t('game.sendFailed'))}</p>
          <Button size="small" onClick={play.resend}>
            {t('game.sendAgain')}
          </Button>
        </div>
      )}

      {answer && (
        <AnswerPanel
          play={play}
          game={game}
          answer={answer}
          onSeeResult={() => setResultOpen(true)}
          onNextServed={onNextServed}
        />
      )}

      {game.result && (
        <ResultModal
          open={resultOpen}
          onClose={() => setResultOpen(false)}
          result={game.result}
          onTryAgain={onPlayAgain}
          onChallenge={() => setFriendsOpen(true)}
        />
      )}
      <FriendPickerModal open={friendsOpen} onClose={() => setFriendsOpen(false)} />
    </div>
  );
}
