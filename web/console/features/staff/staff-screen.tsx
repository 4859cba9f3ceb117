import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { StaffMember } from '@contract/console';
import { useMe } from '../../api/session';
import { QueryState } from '../../ui/query-state';
import { ExportCsvButton } from '../../ui/csv-export';
import { STAFF_CSV } from './staff-csv';
import { DataTable } from '../../ui/data-table';
import { useStaff } from './api';
import { SignInDelays } from './sign-in-delays';
import { InviteForm, OneTimePassword } from './invite-form';
import { type Issued, type Pending, type PendingKind, PendingDialog } from './staff-dialogs';
import { useT } from '../../i18n/use-t';
import { momentIn, numberIn } from '../../ui/format';

const column = createColumnHelper<StaffMember>();

export function StaffScreen() {
  const { t, i18n } = useT();
  const staff = useStaff();
  const me = useMe();
  const [pending, setPending] = useState<Pending>(null);
  const [issued, setIssued] = useState<Issued | null>(null);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'email', desc: false }]);
  const columns = useMemo(
    () => [
      column.accessor('email', { header: () => t('staff.email') }),
      column.accessor('role', {
        header: () => t('staff.role'),
        cell: (c) => t(`roles.${c.getValue()}`),
      }),
      column.accessor('disabled', {
        header: () => t('staff.status'),
        cell: ({ row }) => <MemberStatus member={row.original} />,
      }),
      column.accessor('active_sessions', {
        header: () => t('staff.sessions'),
        cell: (c) => numberIn(c.getValue(), i18n.language),
      }),
      column.accessor('last_sign_in_at', {
        header: () => t('staff.lastSignIn'),
        cell: (c) => {
          const at = c.getValue();
          return at ? momentIn(at, i18n.language) : t('staff.never');
        },
      }),
      column.display({
        id: 'signInDelays',
        header: () => t('staff.signInDelays'),
        cell: ({ row }) => <SignInDelays delays={row.original.sign_in_throttles} />,
      }),
      column.display({
        id: 'actions',
        header: () => t('staff.actions'),
        cell: ({ row }) => (
          <div className="row-actions">
            {row.original.sign_in_throttles.length > 0 && (
              <button
                type="button"
                onClick={() => setPending({ kind: 'unlock', member: row.original })}
              >
                {t('staff.unlock')}
              </button>
            )}
            {row.original.id === me.data?.id ? null : (
              <MemberActions
                member={row.original}
                onPick={(kind) => setPending({ kind, member: row.original })}
              />
            )}
          </div>
        ),
      }),
    ],
    [t, i18n.language, me.data?.id],
  );
  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title">{t('staff.title')}</h1>
      <InviteForm />
      {issued && (
        <OneTimePassword
          heading={t('staff.newPassword', { email: issued.email })}
          issued={issued}
        />
      )}
      <QueryState query={staff} isEmpty={(rows) => rows.length === 0} empty={t('staff.empty')}>
        {(rows) => (
          <>
            <div className="toolbar">
              <ExportCsvButton fileName="staff.csv" columns={STAFF_CSV} rows={rows} />
            </div>
            <StaffTable rows={rows} columns={columns} sorting={sorting} onSorting={setSorting} />
          </>
        )}
      </QueryState>
      {pending && (
        <PendingDialog pending={pending} onClose={() => setPending(null)} onIssued={setIssued} />
      )}
    </section>
  );
}

function StaffTable({
  rows,
  columns,
  sorting,
  onSorting,
}: {
  rows: StaffMember[];
  columns: Parameters<typeof useReactTable<StaffMember>>[0]['columns'];
  sorting: SortingState;
  onSorting: (s: SortingState) => void;
}) {
  const { t } = useT();
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: (updater) =>
      onSorting(typeof updater === 'function' ? updater(sorting) : updater),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return <DataTable table={table} caption={t('staff.title')} />;
}

/** Active or disabled, and where a one-time password still stands, until when (or since when not). */
function MemberStatus({ member }: { member: StaffMember }) {
  const { t, i18n } = useT();
  const expiry = member.one_time_password_expires_at;
  return (
    <>
      {member.disabled ? t('staff.disabled') : t('staff.active')}
      {expiry && (
        <span className="hint">
          {' · '}
          {t(member.one_time_password_expired ? 'staff.oneTimeExpired' : 'staff.oneTimeUntil', {
            at: momentIn(expiry, i18n.language),
          })}
        </span>
      )}
    </>
  );
}

/** What an admin may do to another member's account. */
function MemberActions({
  member,
  onPick,
}: {
  member: StaffMember;
  onPick: (kind: PendingKind) => void;
}) {
  const { t } = useT();
  return (
    <>
      <button type="button" onClick={() => onPick('role')}>
        {t('staff.changeRole')}
      </button>
      <button type="button" onClick={() => onPick(member.disabled ? 'enable' : 'disable')}>
        {member.disabled ? t('staff.enable') : t('staff.disable')}
      </button>
      <button type="button" onClick={() => onPick('resetPassword')}>
        {t('staff.resetPassword')}
      </button>
      {member.totp_enabled && (
        <button type="button" onClick={() => onPick('resetTotp')}>
          {t('staff.resetTotp')}
        </button>
      )}
      {member.active_sessions > 0 && (
        <button type="button" onClick={() => onPick('endSessions')}>
          {t('staff.endSessions')}
        </button>
      )}
    </>
  );
}
