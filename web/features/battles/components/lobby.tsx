import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BATTLE_STAKES, type BattleStake, type InviteReceived } from '@contract/battles';
import { useCurrentUser } from '@web/api/queries/current-user';
import { useTopics } from '@web/api/queries/topics';
import { errorText } from '@web/i18n/error-text';
import { useFormatNumber } from '@web/i18n/use-format';
import { Button, ButtonLink } from '@web/ui/button';
import { CoinChoice } from '@web/ui/coin-choice';
import { Skeleton } from '@web/ui/loader';
import { QueryState } from '@web/ui/query-state';
import styles from './battle.module.css';

export interface Friend {
  id: number;
  name: string;
}

/** A friend's invitation, live or from a notification (then without its sender's name). */
export function InvitationCard({
  invite,
  inviteId,
  onAccept,
  onDecline,
}: {
  invite: InviteReceived | null;
  inviteId: number;
  onAccept: (id: number) => void;
  onDecline: (id: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const [busy, setBusy] = useState(false);
  return (
    <section className={styles.invite} data-testid="invitation" aria-live="polite">
      <p className={styles.name}>
        {invite
          ? t('battle.invitedYou', { name: invite.from.name })
          : t('battle.invitationFromLink')}
      </p>
      {invite && (
        <p className={styles.muted}>
          {invite.stake === 0
            ? t('battle.invitedYouFree')
            : t('battle.invitedYouStake', { coins: format(invite.stake) })}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          disabled={busy}
          onClick={() => {
            setBusy(true);
            onAccept(inviteId);
          }}
        >
          {t('battle.accept')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onDecline(inviteId)}>
          {t('battle.decline')}
        </Button>
      </div>
    </section>
  );
}

/**
 * The stake (free, 200, 500, 1000; those above the wallet unavailable) and the topic (or mixed),
 * then Find an opponent, or Invite when a friend was picked.
 */
export function Lobby({
  friend,
  error,
  timedOut,
  disabled,
  onStart,
}: {
  friend: Friend | null;
  error: unknown;
  timedOut: boolean;
  disabled: boolean;
  onStart: (stake: BattleStake, topicId: number | null) => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const topics = useTopics();
  const [stake, setStake] = useState<BattleStake>(0);
  const [topic, setTopic] = useState('');
  const stakeId = useId();
  const topicId = useId();

  return (
    <form
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        onStart(stake, topic === '' ? null : Number(topic));
      }}
    >
      <p className={styles.muted}>{t('battle.intro')}</p>
      <fieldset className={styles.card}>
        <legend id={stakeId} className={styles.label}>
          {t('battle.stake')}
        </legend>
        <CoinChoice
          name="stake"
          amounts={BATTLE_STAKES}
          value={stake}
          coins={user.data?.wallet.coins}
          labelledBy={stakeId}
          zeroLabel={t('battle.free')}
          aboveWallet={(wallet) => t('battle.stakesAboveWallet', { coins: wallet })}
          onChange={setStake}
        />
        <p className={styles.muted}>{stake === 0 ? t('battle.freeHint') : t('battle.stakeHint')}</p>
      </fieldset>
      <div className={styles.card}>
        <label htmlFor={topicId} className={styles.label}>
          {t('battle.topic')}
        </label>
        <QueryState query={topics} loading={<Skeleton height={44} />} compact>
          {(list) => (
            <select
              id={topicId}
              className={styles.select}
              value={topic}
              onChange={(event) => setTopic(event.target.value)}
            >
              <option value="">{t('battle.mixed')}</option>
              {list.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          )}
        </QueryState>
      </div>
      {timedOut && (
        <p className={styles.error} role="alert" data-testid="queue-timeout">
          {t('battle.queueTimeout')}
        </p>
      )}
      {error !== null && error !== undefined && (
        <p className={styles.error} role="alert" data-testid="battle-error">
          {errorText(t, error)}
        </p>
      )}
      <Button type="submit" block disabled={disabled} data-testid="battle-start">
        {friend ? t('battle.inviteFriend', { name: friend.name }) : t('battle.find')}
      </Button>
      <ButtonLink to="/battle-history" variant="secondary" block>
        {t('battle.history')}
      </ButtonLink>
    </form>
  );
}
