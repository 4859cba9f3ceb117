import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserReply } from '@contract/users';
import { useCurrentUser } from '@web/api/queries/current-user';
import { useFormatNumber, useLocalDigits } from '@web/i18n/use-format';
import { Avatar } from '@web/ui/avatar';
import { CoinIcon, GemIcon, Icon } from '@web/ui/icons';
import { Skeleton } from '@web/ui/loader';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { Tabs } from '@web/ui/tabs';
import { BadgeStrip } from '@web/ui/badge-strip';
import { useBcsHistory } from '../api/get-bcs-history';
import styles from '../components/profile.module.css';
import { RemovePaymentAccount } from '../components/remove-payment-account';

/** The link the spec gives the pen: /edit-profile?id&image&name&phone&email. */
function editProfileHref({ user }: UserReply): string {
  const params = new URLSearchParams({
    id: String(user.id),
    image: user.image_url ?? '',
    name: user.name,
    phone: user.phone,
    email: user.email ?? '',
  });
  return `/edit-profile?${params.toString()}`;
}

const PERIODS = ['today', 'this_week', 'this_month'] as const;
type Period = (typeof PERIODS)[number];
const PERIOD_LABELS = {
  today: 'profile.today',
  this_week: 'profile.thisWeek',
  this_month: 'profile.thisMonth',
} as const;

function BcsHistory() {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const history = useBcsHistory();
  const [period, setPeriod] = useState<Period>('today');
  const titleId = useId();
  const panelId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('profile.bcsHistory')}
      </h2>
      <Tabs
        className={styles.tabs}
        label={t('profile.bcsHistory')}
        tabs={PERIODS}
        selected={period}
        onSelect={setPeriod}
        tabLabel={(p) => t(PERIOD_LABELS[p])}
        tabId={(p) => `${panelId}-${p}`}
        panelId={panelId}
      />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${panelId}-${period}`}
        className={styles.tabPanel}
      >
        <QueryState query={history} loading={<Skeleton height={28} />} compact>
          {(data) => (
            <span data-testid="bcs-count">
              {t('profile.tests', { count: data[period], tests: format(data[period]) })}
            </span>
          )}
        </QueryState>
      </div>
    </section>
  );
}

/** Where the player stands: level and points, and the wallet's coins and gems. */
function Progress({ data }: { data: UserReply }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const titleId = useId();
  const tiles = [
    { key: 'level', label: t('profile.level'), value: data.user.level, icon: null },
    { key: 'points', label: t('profile.points'), value: data.user.points, icon: null },
    {
      key: 'coins',
      label: t('profile.coins'),
      value: data.wallet.coins,
      icon: <CoinIcon size={18} />,
    },
    { key: 'gems', label: t('profile.gems'), value: data.wallet.gems, icon: <GemIcon size={18} /> },
  ];
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('profile.progress')}
      </h2>
      <dl className={styles.progress}>
        {tiles.map((tile) => (
          <div key={tile.key} className={styles.stat}>
            <dt className={styles.statLabel}>
              {tile.icon}
              {tile.label}
            </dt>
            <dd className={styles.statValue} data-testid={`profile-${tile.key}`}>
              {format(tile.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ProfileView({ data }: { data: UserReply }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const digits = useLocalDigits();
  const recordId = useId();
  const { user } = data;
  const stats = [
    { key: 'win', label: t('profile.win'), value: data.win },
    { key: 'draw', label: t('profile.draw'), value: data.draw },
    { key: 'loss', label: t('profile.loss'), value: data.loss },
  ];
  return (
    <>
      <section className={styles.hero}>
        <Avatar name={user.name} imageUrl={user.image_url} size={96} />
        <div className={styles.nameRow}>
          <h2 className={styles.name} data-testid="profile-name">
            {user.name}
          </h2>
          <Link
            to={editProfileHref(data)}
            className={styles.pen}
            aria-label={t('profile.edit')}
            title={t('profile.edit')}
          >
            <Icon name="pen" size={20} />
          </Link>
        </div>
        <p className={styles.phone} data-testid="profile-phone">
          {digits(user.phone)}
        </p>
      </section>

      <Progress data={data} />

      <div className={styles.section}>
        <BadgeStrip userId={user.id} limit={3} seeAll />
      </div>

      <section className={styles.section} aria-labelledby={recordId}>
        <h2 id={recordId} className={styles.sectionTitle}>
          {t('profile.record')}
        </h2>
        <dl className={styles.stats}>
          {stats.map((s) => (
            <div key={s.key} className={styles.stat}>
              <dt className={styles.statLabel}>{s.label}</dt>
              <dd className={styles.statValue} data-testid={`profile-${s.key}`}>
                {format(s.value)}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <BcsHistory />

      <RemovePaymentAccount />
    </>
  );
}

function ProfileSkeleton() {
  return (
    <>
      <Skeleton height={200} radius={20} />
      <div style={{ height: 16 }} />
      <Skeleton height={120} radius={20} />
    </>
  );
}

/** /profile: avatar, name, the pen to edit, level, points, wallet, win/draw/loss, BCS history. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Page title={t('nav.profile')} back search>
      <QueryState query={user} loading={<ProfileSkeleton />}>
        {(data) => <ProfileView data={data} />}
      </QueryState>
    </Page>
  );
}
