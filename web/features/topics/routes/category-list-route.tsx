import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /category-list: placeholder until its backend lands; keeps the route, guard and header real. */
export function CategoryListRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.categoryList')} emoji="🗂️" />;
}
