import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTournamentReminder } from '@web/api/queries/tournament-reminder';
import { errorText } from '@web/i18n/error-text';
import { Button } from './button';
import { Icon } from './icons';
import styles from './remind-button.module.css';

interface RemindButtonProps {
  tournamentId: number;
  /** The player's reminder as the server last said. */
  reminded: boolean;
  /** The hint under it ("we'll notify you…"); the list rows leave it out. */
  hint?: boolean;
}

/**
 * "Remind me" on an upcoming tournament: a toggle (aria-pressed) that becomes a notification 10
 * minutes before the start. Shows the state it is setting while the call is on its way.
 */
export function RemindButton({ tournamentId, reminded, hint = false }: RemindButtonProps) {
  const { t } = useTranslation();
  const reminder = useTournamentReminder();
  const hintId = useId();
  const on = reminder.isPending ? reminder.variables.remind : reminded;
  return (
    <div className={styles.remind}>
      <Button
        variant={on ? 'primary' : 'secondary'}
        size="small"
        aria-pressed={on}
        aria-describedby={hint ? hintId : undefined}
        disabled={reminder.isPending}
        data-testid="remind-me"
        onClick={() => reminder.mutate({ tournamentId, remind: !on })}
      >
        <Icon name={on ? 'check' : 'bell'} size={18} />
        {on ? t('reminder.on') : t('reminder.remindMe')}
      </Button>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {t('reminder.hint')}
        </p>
      )}
      {reminder.isError && (
        <p className={styles.error} role="alert">
          {errorText(t, reminder.error, t('reminder.failed'))}
        </p>
      )}
    </div>
  );
}
