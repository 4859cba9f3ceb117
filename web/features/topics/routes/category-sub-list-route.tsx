import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /category-sub-list?category_id&type&page_title: placeholder until its backend lands; keeps the route, guard and header real. */
export function CategorySubListRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = params.get('page_title') || t('pages.categorySubList');
  return <ComingSoonPage title={title} emoji="📖" />;
}
