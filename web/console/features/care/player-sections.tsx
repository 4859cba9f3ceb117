import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { AuditEntry } from '@contract/console';
import type {
  CareBattleRow,
  ChallengeRow,
  EntryRow,
  GameRow,
  LedgerRow,
  PaymentRow,
  SubscriptionRow,
} from '@contract/console-care';
import {
  playerAudit,
  playerBattles,
  playerChallenges,
  playerEntries,
  playerGames,
  playerLedger,
} from '@contract/routes/console-care';
import { useCode } from '../../i18n/codes';
import { useT } from '../../i18n/use-t';
import { AuditChange } from '../../ui/audit-change';
import { useFormat } from '../../ui/format';
import { usePaged } from './api';
import { PagedTable, Table } from './paged-table';

/** Dates and times in the staff member's language. */
const useWhen = () => useFormat().dateTime;

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="card care-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

const ledgerColumn = createColumnHelper<LedgerRow>();
export function LedgerTable({ playerId }: { playerId: number }) {
  const { t } = useT();
  const code = useCode();
  const f = useFormat();
  const when = f.dateTime;
  const [page, setPage] = useState(1);
  const query = usePaged(playerLedger, playerId, page);
  const columns = useMemo(
    () => [
      ledgerColumn.accessor('at', { header: () => t('care.at'), cell: (c) => when(c.getValue()) }),
      ledgerColumn.accessor('currency', {
        header: () => t('care.currency'),
        cell: (c) => (c.getValue() === 'coin' ? t('care.coins') : t('care.gems')),
      }),
      ledgerColumn.accessor('delta', {
        header: () => t('care.delta'),
        cell: (c) => f.signed(c.getValue()),
      }),
      ledgerColumn.accessor('balance_after', {
        header: () => t('care.balanceAfter'),
        cell: (c) => f.number(c.getValue()),
      }),
      ledgerColumn.accessor('reason', {
        header: () => t('care.reason'),
        cell: (c) => code('reason', c.getValue()),
      }),
      ledgerColumn.accessor('reference', {
        header: () => t('care.reference'),
        cell: (c) => c.getValue() ?? '—',
      }),
    ],
    [t, f, when, code],
  );
  return (
    <PagedTable
      query={query}
      rowsOf={(d) => d.rows}
      columns={columns}
      caption={t('care.wallet')}
      empty={t('care.ledgerEmpty')}
      onPage={setPage}
    />
  );
}

const gameColumn = createColumnHelper<GameRow>();
export function GamesSection({ playerId }: { playerId: number }) {
  const { t } = useT();
  const code = useCode();
  const when = useWhen();
  const [page, setPage] = useState(1);
  const query = usePaged(playerGames, playerId, page);
  const columns = useMemo(
    () => [
      gameColumn.accessor('started_at', {
        header: () => t('care.started'),
        cell: (c) => when(c.getValue()),
      }),
      gameColumn.accessor('kind', {
        header: () => t('care.kind'),
        cell: (c) => code('kind', c.getValue()),
      }),
      gameColumn.accessor('status', {
        header: () => t('care.status'),
        cell: (c) => code('status', c.getValue()),
      }),
      gameColumn.accessor('correct', { header: () => t('care.correct') }),
      gameColumn.accessor('points', { header: () => t('care.points') }),
      gameColumn.accessor('finished_at', {
        header: () => t('care.finished'),
        cell: (c) => when(c.getValue()),
      }),
    ],
    [t, when, code],
  );
  return (
    <Section id="games" title={t('care.games')}>
      <PagedTable
        query={query}
        rowsOf={(d) => d.rows}
        columns={columns}
        caption={t('care.games')}
        empty={t('care.gamesEmpty')}
        onPage={setPage}
      />
    </Section>
  );
}

const entryColumn = createColumnHelper<EntryRow>();
export function EntriesSection({ playerId }: { playerId: number }) {
  const { t } = useT();
  const code = useCode();
  const when = useWhen();
  const [page, setPage] = useState(1);
  const query = usePaged(playerEntries, playerId, page);
  const columns = useMemo(
    () => [
      entryColumn.accessor('tournament', { header: () => t('care.tournament') }),
      entryColumn.accessor('type', {
        header: () => t('care.type'),
        cell: (c) => code('type', c.getValue()),
      }),
      entryColumn.accessor('start_time', {
        header: () => t('care.started'),
        cell: (c) => when(c.getValue()),
      }),
      entryColumn.accessor('attempts', { header: () => t('care.attempts') }),
      entryColumn.accessor('best_score', { header: () => t('care.bestScore') }),
      entryColumn.accessor('final_rank', {
        header: () => t('care.finalRank'),
        cell: (c) => c.getValue() ?? '—',
      }),
    ],
    [t, when, code],
  );
  return (
    <Section id="entries" title={t('care.entries')}>
      <PagedTable
        query={query}
        rowsOf={(d) => d.rows}
        columns={columns}
        caption={t('care.entries')}
        empty={t('care.entriesEmpty')}
        onPage={setPage}
      />
    </Section>
  );
}

const challengeColumn = createColumnHelper<ChallengeRow>();
export function ChallengesSection({ playerId }: { playerId: number }) {
  const { t } = useT();
  const code = useCode();
  const when = useWhen();
  const [page, setPage] = useState(1);
  const query = usePaged(playerChallenges, playerId, page);
  const columns = useMemo(
    () => [
      challengeColumn.accessor('created_at', {
        header: () => t('care.at'),
        cell: (c) => when(c.getValue()),
      }),
      challengeColumn.accessor('sent', {
        header: () => t('care.direction'),
        cell: (c) => (c.getValue() ? t('care.sent') : t('care.received')),
      }),
      challengeColumn.accessor('opponent', { header: () => t('care.opponent') }),
      challengeColumn.accessor('status', {
        header: () => t('care.status'),
        cell: (c) => code('status', c.getValue()),
      }),
      challengeColumn.accessor('bet', { header: () => t('care.bet') }),
    ],
    [t, when, code],
  );
  return (
    <Section id="challenges" title={t('care.challenges')}>
      <PagedTable
        query={query}
        rowsOf={(d) => d.rows}
        columns={columns}
        caption={t('care.challenges')}
        empty={t('care.challengesEmpty')}
        onPage={setPage}
      />
    </Section>
  );
}

const battleColumn = createColumnHelper<CareBattleRow>();
/** Live battles with stakes: what a caller asks about ("I won and got nothing"). */
export function BattlesSection({ playerId }: { playerId: number }) {
  const { t } = useT();
  const code = useCode();
  const f = useFormat();
  const when = useWhen();
  const [page, setPage] = useState(1);
  const query = usePaged(playerBattles, playerId, page);
  const columns = useMemo(
    () => [
      battleColumn.accessor('created_at', {
        header: () => t('care.at'),
        cell: (c) => when(c.getValue()),
      }),
      battleColumn.accessor('kind', {
        header: () => t('care.kind'),
        cell: (c) => code('kind', c.getValue()),
      }),
      battleColumn.accessor('opponent', {
        header: () => t('care.opponent'),
        cell: (c) => (c.row.original.is_bot ? t('care.practiceBot') : c.getValue()),
      }),
      battleColumn.accessor('stake', {
        header: () => t('care.stake'),
        cell: (c) => f.number(c.getValue()),
      }),
      battleColumn.accessor('result', {
        header: () => t('care.result'),
        cell: (c) => t(`care.battleResults.${c.getValue() ?? 'running'}`),
      }),
      battleColumn.display({
        id: 'score',
        header: () => t('care.score'),
        cell: (c) =>
          `${f.number(c.row.original.my_score)} – ${f.number(c.row.original.opponent_score)}`,
      }),
      battleColumn.accessor('coins_moved', {
        header: () => t('care.coinsMoved'),
        cell: (c) => f.signed(c.getValue()),
      }),
      battleColumn.accessor('finished_at', {
        header: () => t('care.finished'),
        cell: (c) => when(c.getValue()),
      }),
    ],
    [t, f, when, code],
  );
  return (
    <Section id="battles" title={t('care.battles')}>
      <PagedTable
        query={query}
        rowsOf={(d) => d.rows}
        columns={columns}
        caption={t('care.battles')}
        empty={t('care.battlesEmpty')}
        onPage={setPage}
      />
    </Section>
  );
}

const subscriptionColumn = createColumnHelper<SubscriptionRow>();
export function SubscriptionsSection({
  rows,
  onUnsubscribe,
}: {
  rows: SubscriptionRow[];
  onUnsubscribe: (row: SubscriptionRow) => void;
}) {
  const { t } = useT();
  const code = useCode();
  const when = useWhen();
  const columns = useMemo(
    () => [
      subscriptionColumn.accessor('pack', { header: () => t('care.pack') }),
      subscriptionColumn.accessor('status', {
        header: () => t('care.status'),
        cell: (c) => code('status', c.getValue()),
      }),
      subscriptionColumn.display({
        id: 'period',
        header: () => t('care.period'),
        cell: ({ row }) => `${when(row.original.started_at)} – ${when(row.original.expires_at)}`,
      }),
      subscriptionColumn.accessor('auto_renew', {
        header: () => t('care.renews'),
        cell: (c) => (c.getValue() ? t('care.yes') : t('care.no')),
      }),
      subscriptionColumn.accessor('renewals', {
        header: () => t('care.renewals'),
        cell: (c) =>
          c.getValue().length === 0 ? (
            t('care.noRenewals')
          ) : (
            <ul className="plain">
              {c.getValue().map((r) => (
                <li key={r.payment_id}>
                  {when(r.at)} · {code('status', r.status)}
                </li>
              ))}
            </ul>
          ),
      }),
      subscriptionColumn.display({
        id: 'actions',
        header: () => t('care.actions'),
        cell: ({ row }) =>
          row.original.held && row.original.auto_renew ? (
            <button type="button" onClick={() => onUnsubscribe(row.original)}>
              {t('care.unsubscribe')}
              <span className="visually-hidden"> {row.original.pack}</span>
            </button>
          ) : null,
      }),
    ],
    [t, when, onUnsubscribe, code],
  );
  return (
    <Section id="subscriptions" title={t('care.subscriptions')}>
      {rows.length === 0 ? (
        <p className="state state-empty">{t('care.subscriptionsEmpty')}</p>
      ) : (
        <Table rows={rows} columns={columns} caption={t('care.subscriptions')} />
      )}
    </Section>
  );
}

const paymentColumn = createColumnHelper<PaymentRow>();
export function PaymentsSection({ rows }: { rows: PaymentRow[] }) {
  const { t } = useT();
  const code = useCode();
  const f = useFormat();
  const when = f.dateTime;
  const columns = useMemo(
    () => [
      paymentColumn.accessor('created_at', {
        header: () => t('care.at'),
        cell: (c) => when(c.getValue()),
      }),
      paymentColumn.accessor('pack', { header: () => t('care.pack') }),
      paymentColumn.accessor('provider', {
        header: () => t('care.provider'),
        cell: (c) => code('provider', c.getValue()),
      }),
      paymentColumn.accessor('purpose', {
        header: () => t('care.purpose'),
        cell: (c) => code('purpose', c.getValue()),
      }),
      paymentColumn.display({
        id: 'amount',
        header: () => t('care.amount'),
        cell: ({ row }) => f.money(row.original.amount_minor, row.original.currency),
      }),
      paymentColumn.accessor('status', {
        header: () => t('care.status'),
        cell: (c) => code('status', c.getValue()),
      }),
      paymentColumn.accessor('provider_txn_id', {
        header: () => t('care.providerRef'),
        cell: (c) => c.getValue() ?? '—',
      }),
      paymentColumn.accessor('callbacks', {
        header: () => t('care.callbacks'),
        cell: (c) =>
          c.getValue().length === 0 ? (
            t('care.noCallbacks')
          ) : (
            <ul className="plain">
              {c.getValue().map((cb, i) => (
                <li key={i}>
                  {when(cb.received_at)} · {code('status', cb.status)} ·{' '}
                  {code('outcome', cb.outcome)} · {cb.provider_txn_id}
                </li>
              ))}
            </ul>
          ),
      }),
    ],
    [t, f, when, code],
  );
  return (
    <Section id="payments" title={t('care.payments')}>
      {rows.length === 0 ? (
        <p className="state state-empty">{t('care.paymentsEmpty')}</p>
      ) : (
        <Table rows={rows} columns={columns} caption={t('care.payments')} />
      )}
    </Section>
  );
}

const auditColumn = createColumnHelper<AuditEntry>();
export function HistorySection({ playerId }: { playerId: number }) {
  const { t } = useT();
  const code = useCode();
  const when = useWhen();
  const [page, setPage] = useState(1);
  const query = usePaged(playerAudit, playerId, page);
  const columns = useMemo(
    () => [
      auditColumn.accessor('at', { header: () => t('care.at'), cell: (c) => when(c.getValue()) }),
      auditColumn.accessor('staff_email', { header: () => t('care.staff') }),
      auditColumn.accessor('action', {
        header: () => t('care.action'),
        cell: (c) => code('action', c.getValue()),
      }),
      auditColumn.display({
        id: 'change',
        header: () => t('care.change'),
        cell: ({ row }) => <AuditChange before={row.original.before} after={row.original.after} />,
      }),
      auditColumn.accessor('reason', { header: () => t('care.reason') }),
    ],
    [t, when, code],
  );
  return (
    <Section id="history" title={t('care.history')}>
      <PagedTable
        query={query}
        rowsOf={(d) => d.entries}
        columns={columns}
        caption={t('care.history')}
        empty={t('care.historyEmpty')}
        onPage={setPage}
      />
    </Section>
  );
}
