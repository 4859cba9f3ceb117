import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TournamentCard as Tournament } from '@contract/tournaments';
import { useFormatDuration } from '@web/i18n/use-format';
import { cx } from '../cx';
import { Icon } from '../icons';
import { Skeleton } from '../loader';
import { useNow } from '../use-now';
import styles from './tournament-card.module.css';
import { DEFAULT_TOURNAMENT_IMAGE } from '@contract/media';

export type TournamentKind = 'daily' | 'mega';
export type BackgroundVariant = 1 | 2 | 3;

const backgrounds: Record<TournamentKind, Record<BackgroundVariant, string | undefined>> = {
  daily: { 1: styles.daily1, 2: styles.daily2, 3: styles.daily3 },
  mega: { 1: styles.mega1, 2: styles.mega2, 3: styles.mega3 },
};

/** Position 0, 1, 2, 3… gets variant 1, 2, 3, 1… */
export const variantAt = (index: number): BackgroundVariant =>
  ((index % 3) + 1) as BackgroundVariant;

/** "Starts in 3h 5m" before the start (the player's lists carry the next 24 hours), then the time left. */
function TimeLeft({ startsAt, endsAt }: { startsAt: number; endsAt: number }) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const now = useNow();
  const untilStart = Math.floor((startsAt - now) / 1000);
  const seconds = Math.max(0, Math.floor((endsAt - now) / 1000));
  return (
    <span className={cx(styles.pill, seconds === 0 && styles.ended)}>
      <Icon name="clock" size={16} />
      {untilStart > 0
        ? t('tournament.startsIn', { time: formatDuration(untilStart) })
        : seconds === 0
          ? t('tournament.ended')
          : t('tournament.timeLeft', { time: formatDuration(seconds) })}
    </span>
  );
}

interface TournamentCardProps {
  tournament: Tournament;
  kind: TournamentKind;
  variant: BackgroundVariant;
  /** Epoch ms when it starts and ends: starts_in and time_left counted from the list's fetch. */
  startsAt: number;
  endsAt: number;
  /** Signed in: a link to the details. Visitors: a button that opens the subscription offer. */
  href?: string;
  onSelect?: () => void;
  /** The first banner on the home screens is their largest paint: fetched at once, first. */
  priority?: boolean;
}

export function TournamentCard({
  tournament,
  kind,
  variant,
  startsAt,
  endsAt,
  href,
  onSelect,
  priority = false,
}: TournamentCardProps) {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const image =
    !tournament.tournament_image || imageFailed
      ? DEFAULT_TOURNAMENT_IMAGE
      : tournament.tournament_image;

  const content: ReactNode = (
    <>
      <span className={styles.banner}>
        <img
          className={styles.image}
          src={image}
          alt={tournament.name}
          width={300}
          height={150}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          onError={() => setImageFailed(true)}
        />
        <span className={styles.top}>
          <TimeLeft startsAt={startsAt} endsAt={endsAt} />
        </span>
        {kind === 'mega' && <span className={styles.badge}>{t('tournament.mega')}</span>}
      </span>
      <span className={styles.name}>{tournament.name}</span>
      {tournament.prize && (
        <span className={styles.prize}>
          <Icon name="trophy" size={16} className={styles.prizeIcon} />
          <span className="visually-hidden">{t('tournament.prize')}:</span>
          <span className={styles.prizeText}>{tournament.prize}</span>
        </span>
      )}
    </>
  );

  const common = {
    className: cx(styles.card, backgrounds[kind][variant]),
    'data-testid': 'tournament-card',
    'data-variant': `${kind}-${variant}`,
  };
  return href ? (
    <Link to={href} {...common}>
      {content}
    </Link>
  ) : (
    <button type="button" onClick={onSelect} {...common}>
      {content}
    </button>
  );
}

export function TournamentCardSkeleton() {
  return <Skeleton className={styles.skeleton} height={0} />;
}
