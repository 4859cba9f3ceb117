import { useId, useState } from 'react';
import type { PlayerProfile, SubscriptionRow } from '@contract/console-care';
import { ReasonDialog } from '../../ui/reason-dialog';
import { type ConsoleKey, useT } from '../../i18n/use-t';
import { type SimpleAction, useAdjust, useSimpleAction, useUnsubscribe } from './api';

/** What the screen asked to do, waiting for its reason. */
export type PendingAction =
  | { kind: 'adjust' }
  | { kind: SimpleAction }
  | { kind: 'unsubscribe'; subscription: SubscriptionRow };

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
  onDone: (what: ConsoleKey) => void;
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
  onDone: (what: ConsoleKey) => void;
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
  onDone: (what: ConsoleKey) => void;
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
  onDone: (what: ConsoleKey) => void;
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
  return (
    <ReasonDialog
      title={t('care.adjustTitle', { name: profile.name })}
      onClose={onClose}
      error={mutation.error}
      pending={mutation.isPending}
      onConfirm={(reason) => {
        setTouched(true);
        if (!valid) return;
        mutation.mutate(
          { currency, delta: amount, reason },
          { onSuccess: () => onDone('care.adjust') },
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
        onChange={(e) => setDelta(e.target.value)}
        aria-describedby={`${id}-delta-hint`}
        aria-invalid={touched && !valid ? true : undefined}
      />
      <p id={`${id}-delta-hint`} className={touched && !valid ? 'field-error' : 'hint'}>
        {t('care.adjustHint')}
      </p>
    </ReasonDialog>
  );
}
