import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@web/i18n/error-text';
import { Button } from '../button';
import { AnswerOptions, type AnswerOption } from './answer-options';
import { Countdown } from './countdown';
import { QuestionCard } from './question-card';
import { QuestionCounter } from './question-counter';
import { QuestionReport } from './question-report';
import { useAudioUnlock } from './sound-effects';
import styles from './quiz-screen.module.css';

export interface QuizQuestion {
  id: number;
  /** 1-based position in the game. */
  no: number;
  text: string;
  imageUrl: string | null;
  options: readonly AnswerOption[];
}

interface QuizScreenProps {
  question: QuizQuestion;
  total: number;
  /** null hides the countdown (no timer, or nothing meaningful left to show). */
  secondsLeft: number | null;
  /** Show the countdown as m:ss (a whole attempt's clock) rather than seconds. */
  clock?: boolean;
  chosenId: number | null;
  chosenCorrect: boolean | null;
  correctId: number | null;
  locked: boolean;
  onChoose: (optionId: number) => void;
  hiddenIds?: readonly number[];
  /** The option a paid try-again already answered wrongly (topic play). */
  triedId?: number | null;
  /** The tap is on its way to the server. */
  sending: boolean;
  /** Sending the tap failed: shown with Send again (`onResend`). */
  sendError: unknown;
  onResend: () => void;
  /**
   * Offer the report flag: only once the question is answered (or timed out), so its dialog never
   * covers a running clock. Modes whose clock runs on report on their result instead.
   */
  reportable?: boolean;
  /** Changes when the shown question gets its verdict: the screen scrolls to the panel. */
  answeredKey: string | null;
  /** Between the question and the options, e.g. tournament lifelines. */
  toolbar?: ReactNode;
  /** Below the options, e.g. the topic verdict panel. */
  panel?: ReactNode;
  /** Modals of the mode (results, pickers). */
  children?: ReactNode;
}

/**
 * The question screen every mode shares (topic, tournament, challenge play): counter and
 * countdown, the question with its report flag once answered, the options and the sending state. What a mode
 * does around it (verdict panel, lifelines, results) comes in through the slots.
 */
export function QuizScreen(props: QuizScreenProps) {
  const { t } = useTranslation();
  const { question, answeredKey, sendError } = props;
  const questionRef = useRef<HTMLDivElement>(null);
  useAudioUnlock();

  // The verdict panel sits over the last options until the page is scrolled to its end; scroll
  // there so the highlighted right answer and the panel are both in view.
  useEffect(() => {
    if (answeredKey === null) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({
      top: document.documentElement.scrollHeight,
      behavior: reduce ? 'auto' : 'smooth',
    });
  }, [answeredKey]);

  // A new question starts at the top of the screen, with the reader's focus on it (not on the
  // first one: the page's own focus handling owns the first render).
  const firstId = useRef(question.id);
  useEffect(() => {
    if (question.id === firstId.current) return;
    firstId.current = -1;
    window.scrollTo(0, 0);
    questionRef.current?.focus();
  }, [question.id]);

  return (
    <div className={styles.screen}>
      <div className={styles.status}>
        <QuestionCounter current={question.no} total={props.total} />
        {props.secondsLeft !== null && (
          <Countdown seconds={props.secondsLeft} clock={props.clock} />
        )}
      </div>

      <div ref={questionRef} tabIndex={-1} className={styles.questionWrap}>
        <QuestionCard
          text={question.text}
          imageUrl={question.imageUrl}
          corner={props.reportable ? <QuestionReport questionId={question.id} /> : null}
        />
      </div>

      {props.toolbar}

      <AnswerOptions
        options={question.options}
        chosenId={props.chosenId}
        chosenCorrect={props.chosenCorrect}
        correctId={props.correctId}
        locked={props.locked}
        onChoose={props.onChoose}
        hiddenIds={props.hiddenIds}
        triedId={props.triedId}
      />

      {props.sending && (
        <p className={styles.sending} role="status">
          {t('game.checking')}
        </p>
      )}
      {sendError !== null && sendError !== undefined && (
        <div className={styles.sendError} role="alert">
          <p>{errorText(t, sendError, t('game.sendFailed'))}</p>
          <Button size="small" onClick={props.onResend}>
            {t('game.sendAgain')}
          </Button>
        </div>
      )}

      {props.panel}
      {props.children}
    </div>
  );
}
