import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CHALLENGE_BETS, CHALLENGE_QUESTIONS } from '@contract/challenges';
import type { Topic } from '@contract/topics';
import { useFormatNumber } from '@web/i18n/use-format';
import { IconButton } from '@web/ui/button';
import { CoinChoice } from '@web/ui/coin-choice';
import { Skeleton } from '@web/ui/loader';
import type { QueryLike } from '@web/ui/query-view';
import { QueryState } from '@web/ui/query-state';
import styles from './challenge-form.module.css';

/**
 * The bets (CoinChoice: those above the wallet shown unavailable, with the reason and the Store).
 * `coins` is undefined while the wallet loads.
 */
export function BetField({
  bet,
  coins,
  disabled,
  onChange,
}: {
  bet: number;
  coins: number | undefined;
  disabled: boolean;
  onChange: (bet: number) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <fieldset className={styles.field} disabled={disabled}>
      <legend id={labelId} className={styles.label}>
        {t('challengeFriend.bet')}
      </legend>
      <CoinChoice
        name="bet"
        amounts={CHALLENGE_BETS}
        value={bet}
        coins={coins}
        labelledBy={labelId}
        aboveWallet={(wallet) => t('challengeFriend.betsAboveWallet', { coins: wallet })}
        onChange={onChange}
      />
    </fieldset>
  );
}

/**
 * The number of questions: steps of 10 among the counts the topic (or the bank) can fill. With
 * none (fewer than 10 questions), it says so and the challenge cannot be confirmed. When the
 * count shown is below the one chosen (a small topic picked: 30 becomes 10), it says so under the
 * number itself, where the player sees it change.
 */
export function QuestionsField({
  count,
  wanted,
  available,
  counts,
  disabled,
  onChange,
}: {
  count: number | null;
  /** The count the player chose (or the default). */
  wanted: number;
  /** Questions the chosen topic (or the bank) has; null before a topic is chosen. */
  available: number | null;
  counts: readonly number[];
  disabled: boolean;
  onChange: (count: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const labelId = useId();
  const loweredId = useId();
  const index = count === null ? -1 : counts.indexOf(count);
  const max = counts.at(-1);
  const lowered = count !== null && available !== null && count < wanted;
  return (
    <fieldset className={styles.field} disabled={disabled}>
      <legend id={labelId} className={styles.label}>
        {t('challengeFriend.questions')}
      </legend>
      {count === null ? (
        <p className={styles.error} data-testid="too-few-questions">
          {t('challengeFriend.tooFewQuestions', { min: format(CHALLENGE_QUESTIONS.min) })}
        </p>
      ) : (
        <div className={styles.stepper}>
          <IconButton
            label={t('challengeFriend.fewer')}
            className={styles.stepButton}
            disabled={index <= 0}
            onClick={() => onChange(counts[index - 1] ?? count)}
          >
            <span aria-hidden="true">−</span>
          </IconButton>
          <output
            className={styles.count}
            aria-live="polite"
            aria-describedby={lowered ? loweredId : undefined}
            data-testid="question-count"
          >
            {format(count)}
          </output>
          <IconButton
            label={t('challengeFriend.more')}
            className={styles.stepButton}
            disabled={index >= counts.length - 1}
            onClick={() => onChange(counts[index + 1] ?? count)}
          >
            <span aria-hidden="true">+</span>
          </IconButton>
          {!lowered && max !== undefined && max < CHALLENGE_QUESTIONS.max && (
            <span className={styles.wallet} data-testid="question-limit">
              {t('challengeFriend.atMost', { max: format(max) })}
            </span>
          )}
        </div>
      )}
      {lowered && (
        <p
          id={loweredId}
          className={styles.lowered}
          role="status"
          data-testid="question-count-lowered"
        >
          {t('challengeFriend.countLowered', {
            wanted: format(wanted),
            shown: format(count ?? 0),
            available: format(available ?? 0),
          })}
        </p>
      )}
    </fieldset>
  );
}

/** The single-topic picker; a topic too small for the shortest challenge is listed but disabled. */
export function TopicPicker({
  topics,
  value,
  onChange,
}: {
  topics: QueryLike<Topic[]>;
  value: number | null;
  onChange: (topicId: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('challengeFriend.topic')}
      </label>
      <QueryState query={topics} compact loading={<Skeleton height={48} />}>
        {(list) => (
          <select
            id={id}
            className={styles.select}
            value={value ?? ''}
            onChange={(event) => onChange(Number(event.target.value))}
          >
            {value === null && (
              <option value="" disabled>
                {t('challengeFriend.chooseTopic')}
              </option>
            )}
            {list.map((topic) => {
              const tooSmall = topic.question_count < CHALLENGE_QUESTIONS.min;
              return (
                <option key={topic.topic_id} value={topic.topic_id} disabled={tooSmall}>
                  {tooSmall ? t('challengeFriend.topicTooSmall', { name: topic.name }) : topic.name}
                </option>
              );
            })}
          </select>
        )}
      </QueryState>
    </div>
  );
}
