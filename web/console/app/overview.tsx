import { Link } from 'react-router';
import { sectionsOf, useMe } from '../api/session';
import { useT } from '../i18n/use-t';

export function Overview() {
  const { t } = useT();
  const me = useMe();
  if (!me.data) return null;
  const sections = sectionsOf(me.data.role).filter((s) => s.key !== 'overview');
  return (
    <section aria-labelledby="overview-title">
      <h1 id="overview-title">{t('overview.title')}</h1>
      <p>{t('overview.signedInAs', { email: me.data.email, role: t(`roles.${me.data.role}`) })}</p>
      {me.data.totp_enrolment_required && (
        <p className="notice" role="status">
          {t('overview.totpNeeded')}
        </p>
      )}
      <h2>{t('overview.sections')}</h2>
      <ul className="cards">
        {sections.map((s) => (
          <li key={s.key}>
            <Link to={s.path}>{t(`nav.${s.key}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
