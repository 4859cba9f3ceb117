import type { SignInThrottle } from '@contract/console';
import { useT } from '../../i18n/use-t';
import { momentIn, numberIn } from '../../ui/format';

/**
 * The addresses failed sign-ins are delaying for one account: each with its failures in a row and
 * when its next try is weighed. Addresses stay as the server saw them (identifiers, like emails).
 */
export function SignInDelays({ delays }: { delays: SignInThrottle[] }) {
  const { t, i18n } = useT();
  if (delays.length === 0) return <span className="muted">{t('staff.noDelays')}</span>;
  return (
    <ul className="plain-list">
      {delays.map((d) => (
        <li key={d.address}>
          {t('staff.delay', {
            address: d.address,
            failures: numberIn(d.failures, i18n.language),
            at: momentIn(d.retry_at, i18n.language),
          })}
        </li>
      ))}
    </ul>
  );
}
