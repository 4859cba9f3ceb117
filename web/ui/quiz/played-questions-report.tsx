import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionReport } from './question-report';
import styles from './quiz.module.css';

export interface PlayedQuestion {
  id: number;
  text: string;
}

function readPlayed(storageKey: string): PlayedQuestion[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored) ? (stored as PlayedQuestion[]) : [];
  } catch {
    return [];
  }
}

/**
 * The questions shown in this game, in order, kept for the tab's session so the result can offer
 * to report them after a reload. Modes whose clock runs on between questions (tournaments,
 * challenges) report here, after the game, instead of while a question is timed.
 */
export function usePlayedQuestions(storageKey: string, current: PlayedQuestion | null) {
  const [played, setPlayed] = useState(() => readPlayed(storageKey));
  if (current && !played.some((q) => q.id === current.id)) {
    setPlayed([...played, current]);
  }
  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(played));
    } catch {
      // Private mode or a full quota: the list still holds for this page's life.
    }
  }, [storageKey, played]);
  return played;
}

function PlayedRow({ question }: { question: PlayedQuestion }) {
  const textId = useId();
  return (
    <li className={styles.playedItem} data-testid="played-question">
      <span id={textId} className={styles.playedText}>
        {question.text}
      </span>
      <QuestionReport questionId={question.id} describedBy={textId} />
    </li>
  );
}

/** "Report a question" on a game's result: each question played, with its flag and dialog. */
export function PlayedQuestionsReport({ questions }: { questions: readonly PlayedQuestion[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (questions.length === 0) return null;
  return (
    <section className={styles.playedReport} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.playedReportTitle}>
        {t('report.playedTitle')}
      </h3>
      <ol className={styles.playedList}>
        {questions.map((q) => (
          <PlayedRow key={q.id} question={q} />
        ))}
      </ol>
    </section>
  );
}
