import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { StaffMember } from '@contract/console';
import { STAFF_ROLES, type StaffRole } from '@contract/staff-roles';
import { useMe } from '../../api/session';
import { QueryState } from '../../ui/query-state';
import { type CsvColumn, ExportCsvButton } from '../../ui/csv-export';
import { DataTable } from '../../ui/data-table';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useChangeRole, useSetDisabled, useStaff } from './api';
import { InviteForm } from './invite-form';
import { useT } from '../../i18n/use-t';
import { momentIn } from '../../ui/format';

type Pending =
  | { kind: 'role'; member: StaffMember }
  | { kind: 'disable' | 'enable'; member: StaffMember }
  | null;

const column = createColumnHelper<StaffMember>();

const CSV_COLUMNS: CsvColumn<StaffMember>[] = [
  { header: 'id', value: (s) => s.id },
  { header: 'email', value: (s) => s.email },
  { header: 'role', value: (s) => s.role },
  { header: 'disabled', value: (s) => s.disabled },
  { header: 'totp_enabled', value: (s) => s.totp_enabled },
  { header: 'created_at', value: (s) => s.created_at },
  { header: 'last_sign_in_at', value: (s) => s.last_sign_in_at },
];

export function StaffScreen() {
  const { t, i18n } = useT();
  const staff = useStaff();
  const me = useMe();
  const [pending, setPending] = useState<Pending>(null);
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
        cell: (c) => (c.getValue() ? t('staff.disabled') : t('staff.active')),
      }),
      column.accessor('last_sign_in_at', {
        header: () => t('staff.lastSignIn'),
        cell: (c) => {
          const at = c.getValue();
          return at ? momentIn(at, i18n.language) : t('staff.never');
        },
      }),
      column.display({
        id: 'actions',
        header: () => t('staff.actions'),
        cell: ({ row }) =>
          row.original.id === me.data?.id ? null : (
            <div className="row-actions">
              <button
                type="button"
                onClick={() => setPending({ kind: 'role', member: row.original })}
              >
                {t('staff.changeRole')}
              </button>
              <button
                type="button"
                onClick={() =>
                  setPending({
                    kind: row.original.disabled ? 'enable' : 'disable',
                    member: row.original,
                  })
                }
              >
                {row.original.disabled ? t('staff.enable') : t('staff.disable')}
              </button>
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
      <QueryState query={staff} isEmpty={(rows) => rows.length === 0} empty={t('staff.empty')}>
        {(rows) => (
          <>
            <div className="toolbar">
              <ExportCsvButton fileName="staff.csv" columns={CSV_COLUMNS} rows={rows} />
            </div>
            <StaffTable rows={rows} columns={columns} sorting={sorting} onSorting={setSorting} />
          </>
        )}
      </QueryState>
      {pending && <PendingDialog pending={pending} onClose={() => setPending(null)} />}
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

function PendingDialog({
  pending,
  onClose,
}: {
  pending: NonNullable<Pending>;
  onClose: () => void;
}) {
  const { t } = useT();
  const changeRole = useChangeRole();
  const setDisabled = useSetDisabled();
  const [role, setRole] = useState<StaffRole>(pending.member.role);
  const { member } = pending;
  if (pending.kind === 'role') {
    return (
      <ReasonDialog
        title={t('reason.roleTitle', { email: member.email })}
        onClose={onClose}
        error={changeRole.error}
        pending={changeRole.isPending}
        onConfirm={(reason) =>
          changeRole.mutate({ id: member.id, role, reason }, { onSuccess: onClose })
        }
      >
        <label htmlFor="new-role">{t('staff.role')}</label>
        <select id="new-role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
      </ReasonDialog>
    );
  }
  const disabled = pending.kind === 'disable';
  return (
    <ReasonDialog
      title={t(disabled ? 'reason.disableTitle' : 'reason.enableTitle', { email: member.email })}
      onClose={onClose}
      error={setDisabled.error}
      pending={setDisabled.isPending}
      onConfirm={(reason) =>
        setDisabled.mutate({ id: member.id, disabled, reason }, { onSuccess: onClose })
      }
    />
  );
}
