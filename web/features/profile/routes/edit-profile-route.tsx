import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /edit-profile?id&image&name&phone&email: placeholder until its backend lands; keeps the route, guard and header real. */
export function EditProfileRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.editProfile')} emoji="✏️" />;
}
