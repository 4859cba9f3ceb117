import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './quiz.module.css';

interface QuestionCardProps {
  text: string;
  imageUrl: string | null;
  /** e.g. the report button, in the card's corner. */
  corner?: ReactNode;
}

/** The question: an optional picture (flags, landmarks) above its text. */
export function QuestionCard({ text, imageUrl, corner }: QuestionCardProps) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // Bumped by "tap to retry" so the <img> is recreated and the browser asks again.
  const [attempt, setAttempt] = useState(0);
  return (
    <section className={styles.card} aria-label={t('game.question')}>
      {corner && <div className={styles.corner}>{corner}</div>}
      {imageUrl &&
        (failedUrl === imageUrl ? (
          <button
            type="button"
            className={styles.pictureFailed}
            onClick={() => {
              setFailedUrl(null);
              setAttempt((n) => n + 1);
            }}
          >
            {t('game.pictureFailed')}
          </button>
        ) : (
          <img
            key={attempt}
            className={styles.picture}
            src={imageUrl}
            alt={t('game.questionImage')}
            width={320}
            height={150}
            decoding="async"
            onError={() => setFailedUrl(imageUrl)}
          />
        ))}
      <p className={styles.question} data-testid="question-text">
        {text}
      </p>
    </section>
  );
}
