import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerCard } from '@contract/friends';
import type { RankingEntry } from '@contract/topics';
import { useAuth } from '@web/api/auth-storage';
import { useFriendAction, usePlayerCardQuery } from '@web/api/queries/friends';
import { errorText } from '@web/i18n/error-text';
import { useFormatNumber } from '@web/i18n/use-format';
import { Avatar } from './avatar';
import { BadgeStrip } from './badge-strip';
import { Button, ButtonLink } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Skeleton } from './loader';
import { Modal } from './modal';
import styles from './player-card.module.css';

type Friendship = NonNullable<RankingEntry['friendship_status']>;

/** What the row that opens the card knows: a ranking entry carries the stats, a search result not. */
export type PlayerSeed = Pick<RankingEntry, 'user_id' | 'name' | 'image_url' | 'level'> &
  Partial<
    Pick<
      PlayerCard,
      | 'total_point'
      | 'topic_high_score'
      | 'tournament_win'
      | 'tournament_played'
      | 'friendship_status'
    >
  >;

interface PlayerCardModalProps {
  seed: PlayerSeed;
  /** Set by Add Friend on this screen: wins over what the server said before. */
  localStatus: Friendship | undefined;
  onStatus: (userId: number, status: Friendship) => void;
  onClose: () => void;
}

function Stat({ label, value }: { label: string; value: string | null }) {
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd>{value ?? <Skeleton height={22} width={40} />}</dd>
    </div>
  );
}

/**
 * The ranking modal (product-spec §2): avatar, name, level, total points, high score in any
 * topic, tournament wins out of played, and Challenge Now / Add Friend / Request Sent. It shows
 * what the row knew at once and fills in the rest (and the current relation) from player-card.
 */
function PlayerCardModal({ seed, localStatus, onStatus, onClose }: PlayerCardModalProps) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const query = usePlayerCardQuery(seed.user_id);
  const send = useFriendAction('send');
  const remove = useFriendAction('remove');
  const [confirming, setConfirming] = useState(false);
  const player = { ...seed, ...query.data };
  const status: Friendship =
    localStatus ?? query.data?.friendship_status ?? seed.friendship_status ?? 'none';
  const number = (value: number | undefined) => (value === undefined ? null : format(value));
  const wins =
    player.tournament_win === undefined || player.tournament_played === undefined
      ? null
      : t('player.winsOf', {
          wins: format(player.tournament_win),
          played: format(player.tournament_played),
        });

  return (
    <>
      <Modal open onClose={onClose} title={player.name} hideTitle>
        <div className={styles.card} data-testid="player-card">
          <Avatar name={player.name} imageUrl={player.image_url} size={88} />
          <p className={styles.name}>{player.name}</p>
          <p className={styles.level}>{t('player.level', { level: format(player.level) })}</p>
          <dl className={styles.stats}>
            <Stat label={t('player.totalPoints')} value={number(player.total_point)} />
            <Stat label={t('player.highScore')} value={number(player.topic_high_score)} />
            <Stat label={t('player.tournamentWins')} value={wins} />
          </dl>
          {/* Imported, not lazy: the card is only in lazy screens, and a chunk of its own split
              the first screen's shared code into one more file. */}
          <BadgeStrip userId={player.user_id} limit={6} />
          {status === 'friend' && (
            <>
              <ButtonLink to={`/challenge-friend?friend_id=${player.user_id}`} variant="gold" block>
                {t('player.challengeNow')}
              </ButtonLink>
              <ButtonLink
                to={`/battle?friend=${player.user_id}&name=${encodeURIComponent(player.name)}`}
                block
              >
                {t('player.battleNow')}
              </ButtonLink>
              <Button variant="ghost" block onClick={() => setConfirming(true)}>
                {t('player.removeFriend')}
              </Button>
            </>
          )}
          {status === 'requested' && (
            <Button variant="secondary" block disabled>
              {t('player.requestSent')}
            </Button>
          )}
          {status === 'none' && (
            <Button
              block
              disabled={send.isPending}
              onClick={() =>
                send.mutate(player.user_id, {
                  onSuccess: (reply) => onStatus(player.user_id, reply.friendship_status),
                })
              }
            >
              {t('player.addFriend')}
            </Button>
          )}
          {(send.isError || remove.isError) && (
            <p className={styles.error} role="alert">
              {errorText(t, send.error ?? remove.error)}
            </p>
          )}
        </div>
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={t('player.removeTitle', { name: player.name })}
        body={t('player.removeBody', { name: player.name })}
        confirmLabel={t('player.removeConfirm')}
        dismissLabel={t('player.removeKeep')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(player.user_id, {
            onSuccess: (reply) => onStatus(player.user_id, reply.friendship_status),
            onSettled: () => setConfirming(false),
          })
        }
        onDismiss={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * A screen's player card: `open(player)` shows it, unless the player is oneself (product-spec
 * §2: never shown for oneself). Add Friend's outcome is remembered here, so the rows that opened
 * the card and the card itself read "requested" without reloading the list (product-spec §4).
 */
export function usePlayerCard() {
  const me = useAuth()?.user_id ?? null;
  const [seed, setSeed] = useState<PlayerSeed | null>(null);
  const [local, setLocal] = useState<ReadonlyMap<number, Friendship>>(() => new Map());

  const isSelf = useCallback((candidate: { user_id: number }) => candidate.user_id === me, [me]);
  const statusOf = useCallback(
    (candidate: PlayerSeed): Friendship =>
      local.get(candidate.user_id) ?? candidate.friendship_status ?? 'none',
    [local],
  );
  const open = useCallback(
    (candidate: PlayerSeed) => {
      if (!isSelf(candidate)) setSeed(candidate);
    },
    [isSelf],
  );

  const modal = seed && (
    <PlayerCardModal
      key={seed.user_id}
      seed={seed}
      localStatus={local.get(seed.user_id)}
      onStatus={(userId, status) => setLocal((map) => new Map(map).set(userId, status))}
      onClose={() => setSeed(null)}
    />
  );
  return { open, isSelf, statusOf, modal };
}
