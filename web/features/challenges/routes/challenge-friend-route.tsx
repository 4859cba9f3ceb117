import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CHALLENGE_BETS, CHALLENGE_QUESTIONS, type ChallengeType } from '@contract/challenges';
import type { Friend } from '@contract/friends';
import { useCurrentUser } from '@web/api/queries/current-user';
import { useFriendList } from '@web/api/queries/friends';
import { errorText, errorTextKey } from '@web/i18n/error-text';
import { Avatar } from '@web/ui/avatar';
import { Button, ButtonLink } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { Icon } from '@web/ui/icons';
import { Skeleton } from '@web/ui/loader';
import { StoreLink } from '@web/ui/store-link';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { positiveId } from '@web/ui/quiz/play-glue';
import { useCreateChallenge } from '../api/create-challenge';
import { useTopics } from '@web/api/queries/topics';
import { BetField, QuestionsField, TopicPicker } from '../components/challenge-fields';
import styles from '../components/challenge-form.module.css';
import {
  ALL_COUNTS,
  availableQuestions,
  countsFor,
  fittedCount,
} from '../components/question-counts';

function ChallengeForm({ friend, initialTopic }: { friend: Friend; initialTopic: number | null }) {
  const { t } = useTranslation();
  const coins = useCurrentUser().data?.wallet.coins;
  const topics = useTopics();
  const create = useCreateChallenge();
  const [bet, setBet] = useState<number>(CHALLENGE_BETS[0]);
  const [wanted, setWanted] = useState<number>(CHALLENGE_QUESTIONS.default);
  const [type, setType] = useState<ChallengeType>('single');
  const [topicId, setTopicId] = useState<number | null>(initialTopic);
  const typeLabel = useId();
  const done = create.isSuccess;
  const available = availableQuestions(topics.data, type === 'global', topicId);
  const counts = available === null ? ALL_COUNTS : countsFor(available);
  const questions = fittedCount(wanted, counts);
  const affordable = coins === undefined || bet <= coins;
  const ready = (type === 'global' || topicId !== null) && questions !== null && affordable;
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The confirmation lands below the fold of a phone: bring it up without a scroll.
    if (done) doneRef.current?.scrollIntoView({ block: 'end' });
  }, [done]);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (done || create.isPending || !ready || questions === null) return;
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

      <BetField bet={bet} coins={coins} disabled={done} onChange={setBet} />
      <QuestionsField
        count={questions}
        wanted={wanted}
        available={available}
        counts={counts}
        disabled={done}
        onChange={setWanted}
      />

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
          <TopicPicker topics={topics} value={topicId} onChange={setTopicId} />
        ) : (
          <p className={styles.wallet}>{t('challengeFriend.globalHint')}</p>
        )}
      </fieldset>

      {create.isError && (
        <div className={styles.notice}>
          <p className={styles.error} role="alert" data-testid="challenge-error">
            {errorText(t, create.error)}
          </p>
          {errorTextKey(create.error) === 'out_of_coin' && <StoreLink />}
        </div>
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
        <div ref={doneRef} className={styles.done} role="status" data-testid="challenge-done">
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
      icon="friends"
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
