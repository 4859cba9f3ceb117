import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { PlayerPage, WalletApproval } from '@contract/console-care';
import { useFormat } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { type ConsoleKey, useT } from '../../i18n/use-t';
import { usePlayer } from './api';
import { ActionDialog, type PendingAction } from './action-dialogs';
import { useAmount } from './approvals-section';
import {
  BattlesSection,
  ChallengesSection,
  EntriesSection,
  GamesSection,
  HistorySection,
  LedgerTable,
  PaymentsSection,
  Section,
  SubscriptionsSection,
} from './player-sections';

const ANCHORS = [
  'profile',
  'wallet',
  'games',
  'entries',
  'challenges',
  'battles',
  'subscriptions',
  'payments',
  'history',
] as const;

/** A subscriber's page: everything care needs to answer a call, and the actions it may take. */
export function CarePlayerScreen() {
  const { t } = useT();
  const id = Number(useParams().id);
  const player = usePlayer(id);
  return (
    <section aria-labelledby="player-title" className="care-player">
      <p>
        <Link to="/care">← {t('care.back')}</Link>
      </p>
      <QueryState query={player} empty={t('errors.not_found')}>
        {(data) => <PlayerView data={data} />}
      </QueryState>
    </section>
  );
}

function PlayerView({ data }: { data: PlayerPage }) {
  const { t } = useT();
  const f = useFormat();
  const when = f.dateTime;
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [done, setDone] = useState<ConsoleKey | null>(null);
  const [waiting, setWaiting] = useState<WalletApproval | null>(null);
  const amount = useAmount();
  const { profile } = data;
  const blocked = profile.blocked_at !== null;
  const ask = (action: PendingAction) => {
    setDone(null);
    setWaiting(null);
    setPending(action);
  };
  return (
    <>
      <h1 id="player-title">
        {profile.name} <span className="muted">{profile.msisdn}</span>
      </h1>
      {blocked && (
        <p className="notice" role="status">
          {t('care.blockedSince', { at: when(profile.blocked_at) })}
        </p>
      )}
      <div className="row-actions care-actions" role="group" aria-label={t('care.actions')}>
        <button type="button" className="primary" onClick={() => ask({ kind: 'adjust' })}>
          {t('care.adjust')}
        </button>
        <button type="button" onClick={() => ask({ kind: blocked ? 'unblock' : 'block' })}>
          {blocked ? t('care.unblock') : t('care.block')}
        </button>
        <button type="button" onClick={() => ask({ kind: 'resetName' })}>
          {t('care.resetName')}
        </button>
        <button
          type="button"
          disabled={profile.image_url === null}
          onClick={() => ask({ kind: 'resetAvatar' })}
        >
          {t('care.resetAvatar')}
        </button>
      </div>
      {waiting ? (
        <p className="notice" role="status">
          {t('care.awaitsApproval', { amount: amount(waiting) })}
        </p>
      ) : (
        done && (
          <p className="notice" role="status">
            {t('care.done', { what: t(done) })}
          </p>
        )
      )}
      <nav aria-label={t('care.sections')} className="care-anchors">
        <ul>
          {ANCHORS.map((a) => (
            <li key={a}>
              <a href={`#${a}`}>{t(a === 'entries' ? 'care.entries' : `care.${a}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Section id="profile" title={t('care.profile')}>
        <dl className="facts">
          <dt>{t('care.msisdn')}</dt>
          <dd>{profile.msisdn}</dd>
          <dt>{t('care.name')}</dt>
          <dd>{profile.name}</dd>
          <dt>{t('care.status')}</dt>
          <dd>{blocked ? t('care.blocked') : t('care.active')}</dd>
          <dt>{t('care.language')}</dt>
          <dd>{profile.language}</dd>
          <dt>{t('care.points')}</dt>
          <dd>{profile.points}</dd>
          <dt>{t('care.record')}</dt>
          <dd>
            {profile.win} / {profile.draw} / {profile.loss}
          </dd>
          <dt>{t('care.tournaments')}</dt>
          <dd>
            {profile.tournament_win} / {profile.tournament_played}
          </dd>
          <dt>{t('care.joined')}</dt>
          <dd>{when(profile.created_at)}</dd>
        </dl>
      </Section>
      <Section id="wallet" title={t('care.wallet')}>
        <dl className="facts balance">
          <dt>{t('care.coins')}</dt>
          <dd data-testid="coins">{f.number(data.wallet.coins)}</dd>
          <dt>{t('care.gems')}</dt>
          <dd data-testid="gems">{f.number(data.wallet.gems)}</dd>
        </dl>
        <LedgerTable playerId={profile.id} />
      </Section>
      <GamesSection playerId={profile.id} />
      <EntriesSection playerId={profile.id} />
      <ChallengesSection playerId={profile.id} />
      <BattlesSection playerId={profile.id} />
      <SubscriptionsSection
        rows={data.subscriptions}
        onUnsubscribe={(subscription) => ask({ kind: 'unsubscribe', subscription })}
      />
      <PaymentsSection rows={data.payments} />
      <HistorySection playerId={profile.id} />
      {pending && (
        <ActionDialog
          action={pending}
          profile={profile}
          onClose={() => setPending(null)}
          onDone={(what, approval) => {
            setPending(null);
            setDone(what);
            setWaiting(approval ?? null);
          }}
        />
      )}
    </>
  );
}
