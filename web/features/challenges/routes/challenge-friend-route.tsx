import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CHALLENGE_BETS, CHALLENGE_QUESTIONS, type ChallengeType } from '@contract/challenges';
import type { Friend } from '@contract/friends';
import { useCurrentUser } from '@web/api/queries/current-user';
import { useFriendList } from '@web/api/queries/friends';
import { errorText } from '@web/i18n/error-text';
import { useFormatNumber } from '@web/i18n/use-format';
import { Avatar } from '@web/ui/avatar';
import { Button, ButtonLink, IconButton } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { CoinIcon, Icon } from '@web/ui/icons';
import { Skeleton } from '@web/ui/loader';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { positiveId } from '@web/ui/quiz/play-glue';
import { useCreateChallenge } from '../api/create-challenge';
import { useChallengeTopics } from '../api/get-topics';
import styles from '../components/challenge-form.module.css';

function TopicPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (topicId: number) => void;
}) {
  const { t } = useTranslation();
  const topics = useChallengeTopics();
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
            {list.map((topic) => (
              <option key={topic.topic_id} value={topic.topic_id}>
                {topic.name}
              </option>
            ))}
          </select>
        )}
      </QueryState>
    </div>
  );
}

function ChallengeForm({ friend, initialTopic }: { friend: Friend; initialTopic: number | null }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const wallet = useCurrentUser().data?.wallet;
  const create = useCreateChallenge();
  const [bet, setBet] = useState<number>(CHALLENGE_BETS[0]);
  const [questions, setQuestions] = useState<number>(CHALLENGE_QUESTIONS.default);
  const [type, setType] = useState<ChallengeType>('single');
  const [topicId, setTopicId] = useState<number | null>(initialTopic);
  const betLabel = useId();
  const questionsLabel = useId();
  const typeLabel = useId();
  const done = create.isSuccess;
  const step = (delta: number) =>
    setQuestions((n) =>
      Math.min(CHALLENGE_QUESTIONS.max, Math.max(CHALLENGE_QUESTIONS.min, n + delta)),
    );
  const ready = type === 'global' || topicId !== null;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (done || create.isPending || !ready) return;
        create.mutate({
          friend_user_id: friend.user_id,
          bet,
          number_of_question: questions,
          type,
          topic_id: type === 'single' ? topicId : null,
        });
      }}
    >
      <div className={styles.opponent}>
        <Avatar name={friend.name} imageUrl={friend.image_url} size={56} />
        <span>
          <span className={styles.against}>{t('challengeFriend.against')}</span>
          <span className={styles.friendName}>{friend.name}</span>
        </span>
      </div>

      <fieldset className={styles.field} disabled={done}>
        <legend id={betLabel} className={styles.label}>
          {t('challengeFriend.bet')}
        </legend>
        <div className={styles.chips} role="radiogroup" aria-labelledby={betLabel}>
          {CHALLENGE_BETS.map((amount) => (
            <label key={amount} className={styles.chip}>
              <input
                type="radio"
                name="bet"
                value={amount}
                checked={bet === amount}
                onChange={() => setBet(amount)}
              />
              <CoinIcon size={18} />
              {format(amount)}
            </label>
          ))}
        </div>
        {wallet && (
          <p className={styles.wallet}>
            {t('challengeFriend.wallet', { coins: format(wallet.coins) })}
          </p>
        )}
      </fieldset>

      <fieldset className={styles.field} disabled={done}>
        <legend id={questionsLabel} className={styles.label}>
          {t('challengeFriend.questions')}
        </legend>
        <div className={styles.stepper}>
          <IconButton
            label={t('challengeFriend.fewer')}
            className={styles.stepButton}
            disabled={questions <= CHALLENGE_QUESTIONS.min}
            onClick={() => step(-CHALLENGE_QUESTIONS.step)}
          >
            <span aria-hidden="true">−</span>
          </IconButton>
          <output className={styles.count} aria-live="polite" data-testid="question-count">
            {format(questions)}
          </output>
          <IconButton
            label={t('challengeFriend.more')}
            className={styles.stepButton}
            disabled={questions >= CHALLENGE_QUESTIONS.max}
            onClick={() => step(CHALLENGE_QUESTIONS.step)}
          >
            <span aria-hidden="true">+</span>
          </IconButton>
        </div>
      </fieldset>

      <fieldset className={styles.field} disabled={done}>
        <legend id={typeLabel} className={styles.label}>
          {t('challengeFriend.type')}
        </legend>
        <div className={styles.chips} role="radiogroup" aria-labelledby={typeLabel}>
          {(['single', 'global'] as const).map((option) => (
            <label key={option} className={styles.chip}>
              <input
                type="radio"
                name="type"
                value={option}
                checked={type === option}
                onChange={() => setType(option)}
              />
              {t(`challengeFriend.${option}`)}
            </label>
          ))}
        </div>
        {type === 'single' ? (
          <TopicPicker value={topicId} onChange={setTopicId} />
        ) : (
          <p className={styles.wallet}>{t('challengeFriend.globalHint')}</p>
        )}
      </fieldset>

      {create.isError && (
        <p className={styles.error} role="alert" data-testid="challenge-error">
          {errorText(t, create.error)}
        </p>
      )}
      <Button
        type="submit"
        variant={done ? 'secondary' : 'gold'}
        block
        disabled={done || create.isPending || !ready}
      >
        {done && <Icon name="check" size={20} />}
        {done ? t('challengeFriend.confirmed') : t('challengeFriend.confirm')}
      </Button>
      {done && (
        <div className={styles.done} role="status">
          <p>{t('challengeFriend.confirmedHint', { name: friend.name })}</p>
          <ButtonLink to="/challenge-list" variant="secondary" block>
            {t('challengeFriend.seeChallenges')}
          </ButtonLink>
        </div>
      )}
    </form>
  );
}

/**
 * /challenge-friend?friend_id (&topic_id from a topic's result): bet, number of questions and
 * type, then Confirm, which reads "Challenge Confirm" once the server took it (product-spec §4)
 * or shows the server's refusal in red (product-spec §8).
 */
export function ChallengeFriendRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const friendId = positiveId(params.get('friend_id'));
  const topicId = positiveId(params.get('topic_id'));
  const friends = useFriendList('friends');

  const noFriend = (
    <EmptyState
      headingLevel={2}
      emoji="👥"
      title={t('challengeFriend.noFriend')}
      action={
        <ButtonLink to="/select-friends" variant="secondary" size="small">
          {t('challengeFriend.chooseFriend')}
        </ButtonLink>
      }
    />
  );
  return (
    <Page title={t('pages.challengeFriend')} back>
      <QueryState
        query={friends}
        headingLevel={2}
        loading={
          <div className={styles.form} aria-busy="true">
            <Skeleton height={72} />
            <Skeleton height={120} />
            <Skeleton height={120} />
          </div>
        }
      >
        {(reply) => {
          const friend = reply.friend_list.find((f) => f.user_id === friendId);
          return friend ? <ChallengeForm friend={friend} initialTopic={topicId} /> : noFriend;
        }}
      </QueryState>
    </Page>
  );
}
