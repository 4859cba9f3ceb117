import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentSubscription, pushSupported, turnPushOff, turnPushOn } from '@web/api/push';
import styles from './settings.module.css';
import { Switch } from './switch';

/**
 * "Push notifications" on this device. The browser's permission is asked only when the player
 * turns it on (game-rules), never on load; off removes this device's subscription.
 */
export function PushToggle() {
  const { t } = useTranslation();
  const id = useId();
  // null while this device's subscription is being read: neither on nor off can be shown yet.
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'denied' | 'failed' | null>(null);
  const supported = pushSupported();

  useEffect(() => {
    void currentSubscription()
      .then((sub) => setOn(sub !== null && Notification.permission === 'granted'))
      .catch(() => setOn(false));
  }, []);

  const change = async (next: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (next) {
        const granted = await turnPushOn();
        setOn(granted);
        if (!granted) setProblem('denied');
      } else {
        await turnPushOff();
        setOn(false);
      }
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.row}>
        <span id={id} className={styles.label}>
          {t('retention.pushTitle')}
          <span className="visually-hidden"> · {t('retention.pushOnThisDevice')}</span>
        </span>
        <Switch
          checked={on ?? false}
          labelledBy={id}
          disabled={!supported || busy || on === null}
          busy={supported && (busy || on === null)}
          testId="setting-push"
          onChange={(next) => void change(next)}
        />
      </div>
      {!supported && <p className={styles.hint}>{t('retention.pushUnsupported')}</p>}
      {problem && (
        <p role="alert" className={styles.error}>
          {problem === 'denied' ? t('retention.pushDenied') : t('retention.pushFailed')}
        </p>
      )}
    </>
  );
}
