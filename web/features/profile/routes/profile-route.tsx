import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /profile: placeholder until its backend lands; keeps the route, guard and header real. */
export function ProfileRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('nav.profile')} emoji="🙂" search />;
}
