import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /settings: placeholder until its backend lands; keeps the route, guard and header real. */
export function SettingsRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('nav.settings')} emoji="⚙️" search />;
}
