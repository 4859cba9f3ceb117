import { useState } from 'react';
import type { CreateStaffReply, StaffMember } from '@contract/console';
import { STAFF_ROLES, type StaffRole } from '@contract/staff-roles';
import { useT } from '../../i18n/use-t';
import { ReasonDialog } from '../../ui/reason-dialog';
import {
  useChangeRole,
  useEndSessions,
  useResetPassword,
  useResetTotp,
  useSetDisabled,
  useUnlock,
} from './api';
import { SignInDelays } from './sign-in-delays';

export type PendingKind =
  'role' | 'disable' | 'enable' | 'unlock' | 'resetPassword' | 'resetTotp' | 'endSessions';
export type Pending = { kind: PendingKind; member: StaffMember } | null;

/** A one-time password an admin has just issued, with whom it is for. */
export type Issued = CreateStaffReply & { email: string };

/** The dialog of the change an admin picked for a member: each asks why (the audit keeps it). */
export function PendingDialog({
  pending,
  onClose,
  onIssued,
}: {
  pending: NonNullable<Pending>;
  onClose: () => void;
  onIssued: (issued: Issued) => void;
}) {
  const { member } = pending;
  switch (pending.kind) {
    case 'role':
      return <RoleDialog member={member} onClose={onClose} />;
    case 'unlock':
      return <UnlockDialog member={member} onClose={onClose} />;
    case 'resetPassword':
      return <ResetPasswordDialog member={member} onClose={onClose} onIssued={onIssued} />;
    case 'resetTotp':
    case 'endSessions':
      return <EndingDialog kind={pending.kind} member={member} onClose={onClose} />;
    default:
      return (
        <DisableDialog member={member} disabled={pending.kind === 'disable'} onClose={onClose} />
      );
  }
}

interface Props {
  member: StaffMember;
  onClose: () => void;
}

function RoleDialog({ member, onClose }: Props) {
  const { t } = useT();
  const changeRole = useChangeRole();
  const [role, setRole] = useState<StaffRole>(member.role);
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

function UnlockDialog({ member, onClose }: Props) {
  const { t } = useT();
  const unlock = useUnlock();
  return (
    <ReasonDialog
      title={t('reason.unlockTitle', { email: member.email })}
      onClose={onClose}
      error={unlock.error}
      pending={unlock.isPending}
      onConfirm={(reason) => unlock.mutate({ id: member.id, reason }, { onSuccess: onClose })}
    >
      <SignInDelays delays={member.sign_in_throttles} />
    </ReasonDialog>
  );
}

function ResetPasswordDialog({
  member,
  onClose,
  onIssued,
}: Props & { onIssued: (issued: Issued) => void }) {
  const { t } = useT();
  const reset = useResetPassword();
  return (
    <ReasonDialog
      title={t('reason.resetPasswordTitle', { email: member.email })}
      onClose={onClose}
      error={reset.error}
      pending={reset.isPending}
      onConfirm={(reason) =>
        reset.mutate(
          { id: member.id, reason },
          {
            onSuccess: (reply) => {
              onIssued({ ...reply, email: member.email });
              onClose();
            },
          },
        )
      }
    >
      <p className="hint">{t('reason.resetPasswordHint')}</p>
    </ReasonDialog>
  );
}

/** Resetting the second factor and ending the sessions: both sign the member out. */
function EndingDialog({ kind, member, onClose }: Props & { kind: 'resetTotp' | 'endSessions' }) {
  const { t } = useT();
  const resetTotp = useResetTotp();
  const endSessions = useEndSessions();
  const write = kind === 'resetTotp' ? resetTotp : endSessions;
  return (
    <ReasonDialog
      title={t(kind === 'resetTotp' ? 'reason.resetTotpTitle' : 'reason.endSessionsTitle', {
        email: member.email,
      })}
      onClose={onClose}
      error={write.error}
      pending={write.isPending}
      onConfirm={(reason) => write.mutate({ id: member.id, reason }, { onSuccess: onClose })}
    >
      <p className="hint">
        {t(kind === 'resetTotp' ? 'reason.resetTotpHint' : 'reason.endSessionsHint')}
      </p>
    </ReasonDialog>
  );
}

function DisableDialog({ member, disabled, onClose }: Props & { disabled: boolean }) {
  const { t } = useT();
  const setDisabled = useSetDisabled();
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
