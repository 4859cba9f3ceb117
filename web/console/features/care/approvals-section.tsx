import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { WalletApproval } from '@contract/console-care';
import { useMe } from '../../api/session';
import { useCode } from '../../i18n/codes';
import { type ConsoleKey, useT } from '../../i18n/use-t';
import { useFormat } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { ReasonDialog } from '../../ui/reason-dialog';
import { type Decision, useApprovals, useDecide } from './api';
import { Table } from './paged-table';

/** "2,000 Coins": the amount in the reader's digits, named by its currency as the ledger does. */
export function useAmount() {
  const f = useFormat();
  const code = useCode();
  return useCallback(
    (a: Pick<WalletApproval, 'delta' | 'currency'>) =>
      `${f.number(a.delta)} ${code('currency', a.currency)}`,
    [f, code],
  );
}

const column = createColumnHelper<WalletApproval>();

/**
 * Admins' credits above support's cap, waiting for a second admin (admins only): another admin
 * approves or declines each, after confirming with a reason; the one who asked cannot.
 */
export function ApprovalsSection() {
  const { t } = useT();
  const f = useFormat();
  const amount = useAmount();
  const me = useMe().data;
  const query = useApprovals();
  const [asked, setAsked] = useState<{ decision: Decision; approval: WalletApproval } | null>(null);
  const [done, setDone] = useState<ConsoleKey | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('requested_at', {
        header: () => t('care.requestedAt'),
        cell: (c) => f.dateTime(c.getValue()),
      }),
      column.accessor('player_name', {
        header: () => t('care.player'),
        cell: ({ row }) => (
          <Link to={`/care/players/${row.original.player_id}`}>
            {row.original.player_name} <span className="muted">{row.original.player_msisdn}</span>
          </Link>
        ),
      }),
      column.accessor('delta', {
        header: () => t('care.amount'),
        cell: ({ row }) => amount(row.original),
      }),
      column.accessor('reason', { header: () => t('care.reason') }),
      column.accessor('requested_by', { header: () => t('care.requestedBy') }),
      column.display({
        id: 'decide',
        header: () => t('care.actions'),
        cell: ({ row }) =>
          // The server refuses the asker too (own_approval): this only spares them the try.
          row.original.requested_by === me?.email ? (
            <span className="muted">{t('care.ownRequest')}</span>
          ) : (
            <div className="row-actions">
              {(['approve', 'decline'] as const).map((decision) => (
                <button
                  key={decision}
                  type="button"
                  className={decision === 'approve' ? 'primary' : undefined}
                  onClick={() => {
                    setDone(null);
                    setAsked({ decision, approval: row.original });
                  }}
                >
                  {t(`care.${decision}`)}
                  <span className="visually-hidden"> {row.original.player_name}</span>
                </button>
              ))}
            </div>
          ),
      }),
    ],
    [t, f, amount, me?.email],
  );
  return (
    <section className="card care-section" id="approvals" aria-labelledby="approvals-title">
      <h2 id="approvals-title">{t('care.approvals')}</h2>
      {done && (
        <p className="notice" role="status">
          {t('care.done', { what: t(done) })}
        </p>
      )}
      <QueryState
        query={query}
        isEmpty={(rows) => rows.length === 0}
        empty={t('care.approvalsEmpty')}
      >
        {(rows) => <Table rows={rows} columns={columns} caption={t('care.approvals')} />}
      </QueryState>
      {asked && (
        <DecisionDialog
          {...asked}
          onClose={() => setAsked(null)}
          onDone={() => {
            setDone(asked.decision === 'approve' ? 'care.approved' : 'care.declined');
            setAsked(null);
          }}
        />
      )}
    </section>
  );
}

function DecisionDialog({
  decision,
  approval,
  onDone,
  onClose,
}: {
  decision: Decision;
  approval: WalletApproval;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const amount = useAmount();
  const mutation = useDecide(decision);
  const names = { amount: amount(approval), name: approval.player_name };
  return (
    <ReasonDialog
      title={t(decision === 'approve' ? 'care.approveTitle' : 'care.declineTitle', names)}
      onClose={onClose}
      error={mutation.error}
      pending={mutation.isPending}
      onConfirm={(reason) => mutation.mutate({ id: approval.id, reason }, { onSuccess: onDone })}
    >
      <p className="hint">{t(decision === 'approve' ? 'care.approveHint' : 'care.declineHint')}</p>
      <p>
        {t('care.requestedBy')}: {approval.requested_by} · {t('care.reason')}: {approval.reason}
      </p>
    </ReasonDialog>
  );
}
