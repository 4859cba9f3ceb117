import { useTranslation } from 'react-i18next';
import type { TopicResult } from '@contract/gameplay';
import { useFormatNumber } from '@web/i18n/use-format';
import { Button, ButtonLink } from '@web/ui/button';
import { topicDetailsHref } from '@web/ui/cards/topic-card';
import { cx } from '@web/ui/cx';
import { Icon } from '@web/ui/icons';
import { Modal } from '@web/ui/modal';
import styles from './game-play.module.css';
import { percentCorrect, progressPercent, resultGrade, type ResultGrade } from './result-grade';

const look = {
  passed: {
    icon: 'smile',
    title: 'result.passedTitle',
    line: 'result.passed',
    tone: styles.passed,
  },
  notBad: { icon: 'meh', title: 'result.notBadTitle', line: 'result.notBad', tone: styles.notBad },
  failed: {
    icon: 'frown',
    title: 'result.failedTitle',
    line: 'result.failed',
    tone: styles.failed,
  },
} as const satisfies Record<ResultGrade, object>;

interface ResultModalProps {
  open: boolean;
  onClose: () => void;
  result: TopicResult;
  onTryAgain: () => void;
  onChallenge: () => void;
}

/** The topic result (product-spec §4): grade, correct/total, topic progress, level, next steps. */
export function ResultModal({ open, onClose, result, onTryAgain, onChallenge }: ResultModalProps) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const percent = percentCorrect(result.total_correct, result.total_quiz);
  const grade = resultGrade(percent);
  const { icon, title, line, tone } = look[grade];
  const progress = progressPercent(result.progress_topic);

  return (
    <Modal open={open} onClose={onClose} title={t(title)}>
      <div className={cx(styles.result, tone)} data-testid="result" data-grade={grade}>
        <span className={styles.resultEmoji} aria-hidden="true">
          <Icon name={icon} size={48} />
        </span>
        <p className={styles.resultLine}>{t(line)}</p>
        <div className={styles.score}>
          <span className={styles.scorePercent} data-testid="score-percent">
            {format(percent)}%
          </span>
          <span>
            {t('result.correct', {
              correct: format(result.total_correct),
              total: format(result.total_quiz),
            })}
          </span>
        </div>
        <p className={styles.facts}>
          <span>{t('result.level', { level: format(result.level) })}</span>
          <span>{t('result.points', { points: format(result.points) })}</span>
        </p>
        <div className={styles.progress}>
          <span className={styles.progressLabel}>
            <span>{t('result.progress')}</span>
            <span>{t('result.progressValue', { percent: format(progress) })}</span>
          </span>
          <span
            className={styles.progressTrack}
            role="progressbar"
            aria-label={t('result.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={t('result.progressValue', { percent: format(progress) })}
          >
            <span className={styles.progressBar} style={{ width: `${progress}%` }} />
          </span>
        </div>
      </div>
      <div className={styles.resultActions}>
        {result.next_topic_id !== null && (
          <ButtonLink
            to={topicDetailsHref({
              topic_id: result.next_topic_id,
              category_name: result.next_topic_category ?? '',
            })}
            block
          >
            {t('result.nextTopic')}
            <Icon name="chevronRight" size={20} />
          </ButtonLink>
        )}
        <Button variant="secondary" block onClick={onTryAgain}>
          <Icon name="retry" size={18} />
          {t('result.tryAgain')}
        </Button>
        <Button variant="gold" block aria-haspopup="dialog" onClick={onChallenge}>
          {t('result.challenge')}
        </Button>
      </div>
    </Modal>
  );
}
