import { useId, useState } from 'react';
import type { PlayerProfile, SubscriptionRow, WalletApproval } from '@contract/console-care';
import { ConsoleApiError } from '../../api/client';
import { serverFieldText } from '../../i18n/issues';
import { ReasonDialog } from '../../ui/reason-dialog';
import { type ConsoleKey, useT } from '../../i18n/use-t';
import { type SimpleAction, useAdjust, useSimpleAction, useUnsubscribe } from './api';

/** What the screen asked to do, waiting for its reason. */
export type PendingAction =
  | { kind: 'adjust' }
  | { kind: SimpleAction }
  | { kind: 'unsubscribe'; subscription: SubscriptionRow };

/** What an action did: its name, and for a credit above support's cap the request now waiting. */
type ActionDone = (what: ConsoleKey, waiting?: WalletApproval) => void;

const TITLES = {
  block: 'care.blockTitle',
  unblock: 'care.unblockTitle',
  resetName: 'care.resetNameTitle',
  resetAvatar: 'care.resetAvatarTitle',
} as const;

export function ActionDialog({
  action,
  profile,
  onDone,
  onClose,
}: {
  action: PendingAction;
  profile: PlayerProfile;
  onDone: ActionDone;
  onClose: () => void;
}) {
  if (action.kind === 'adjust')
    return <AdjustDialog profile={profile} onDone={onDone} onClose={onClose} />;
  if (action.kind === 'unsubscribe') {
    return (
      <UnsubscribeDialog
        profile={profile}
        subscription={action.subscription}
        onDone={onDone}
        onClose={onClose}
      />
    );
  }
  return <SimpleDialog action={action.kind} profile={profile} onDone={onDone} onClose={onClose} />;
}

function SimpleDialog({
  action,
  profile,
  onDone,
  onClose,
}: {
  action: SimpleAction;
  profile: PlayerProfile;
  onDone: ActionDone;
  onClose: () => void;
}) {
  const { t } = useT();
  const mutation = useSimpleAction(profile.id, action);
  return (
    <ReasonDialog
      title={t(TITLES[action], { name: profile.name })}
      onClose={onClose}
      error={mutation.error}
      pending={mutation.isPending}
      onConfirm={(reason) => mutation.mutate(reason, { onSuccess: () => onDone(`care.${action}`) })}
    >
      {action === 'block' && <p className="hint">{t('care.blockHint')}</p>}
      {action === 'unblock' && <p className="hint">{t('care.unblockHint')}</p>}
    </ReasonDialog>
  );
}

function UnsubscribeDialog({
  profile,
  subscription,
  onDone,
  onClose,
}: {
  profile: PlayerProfile;
  subscription: SubscriptionRow;
  onDone: ActionDone;
  onClose: () => void;
}) {
  const { t } = useT();
  const mutation = useUnsubscribe(profile.id);
  return (
    <ReasonDialog
      title={t('care.unsubscribeTitle', { name: profile.name, pack: subscription.pack })}
      onClose={onClose}
      error={mutation.error}
      pending={mutation.isPending}
      onConfirm={(reason) =>
        mutation.mutate(
          { subscriptionId: subscription.id, reason },
          { onSuccess: () => onDone('care.unsubscribe') },
        )
      }
    >
      <p className="hint">{t('care.unsubscribeHint')}</p>
    </ReasonDialog>
  );
}

/** Coins or gems, credited with a positive amount and debited with a negative one. */
function AdjustDialog({
  profile,
  onDone,
  onClose,
}: {
  profile: PlayerProfile;
  onDone: ActionDone;
  onClose: () => void;
}) {
  const { t } = useT();
  const id = useId();
  const mutation = useAdjust(profile.id);
  const [currency, setCurrency] = useState<'coins' | 'gems'>('coins');
  const [delta, setDelta] = useState('');
  const amount = Number(delta);
  const valid = delta.trim() !== '' && Number.isInteger(amount) && amount !== 0;
  const [touched, setTouched] = useState(false);
  // The server's word on the amount (above support's per-action cap) belongs on its field.
  const refused =
    mutation.error instanceof ConsoleApiError ? mutation.error.fields?.delta : undefined;
  const deltaError = refused?.[0] !== undefined ? serverFieldText(refused[0]) : null;
  const invalid = (touched && !valid) || deltaError !== null;
  return (
    <ReasonDialog
      title={t('care.adjustTitle', { name: profile.name })}
      onClose={onClose}
      error={deltaError === null ? mutation.error : null}
      pending={mutation.isPending}
      onConfirm={(reason) => {
        setTouched(true);
        if (!valid) return;
        mutation.mutate(
          { currency, delta: amount, reason },
          { onSuccess: (done) => onDone('care.adjust', done.approval ?? undefined) },
        );
      }}
    >
      <label htmlFor={`${id}-currency`}>{t('care.currency')}</label>
      <select
        id={`${id}-currency`}
        value={currency}
        onChange={(e) => setCurrency(e.target.value === 'gems' ? 'gems' : 'coins')}
      >
        <option value="coins">{t('care.coins')}</option>
        <option value="gems">{t('care.gems')}</option>
      </select>
      <label htmlFor={`${id}-delta`}>{t('care.delta')}</label>
      <input
        id={`${id}-delta`}
        type="number"
        step={1}
        inputMode="numeric"
        value={delta}
        onChange={(e) => {
          setDelta(e.target.value);
          mutation.reset();
        }}
        aria-describedby={`${id}-delta-hint${deltaError !== null ? ` ${id}-delta-error` : ''}`}
        aria-invalid={invalid ? true : undefined}
      />
      <p id={`${id}-delta-hint`} className={touched && !valid ? 'field-error' : 'hint'}>
        {t('care.adjustHint')}
      </p>
      {deltaError !== null && (
        <p id={`${id}-delta-error`} className="field-error" role="alert">
          {deltaError}
        </p>
      )}
    </ReasonDialog>
  );
}
