import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@web/ui/coming-soon';

/** /topic-details?topic_id&topic&category_name: placeholder until its backend lands; keeps the route, guard and header real. */
export function TopicDetailsRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.topicDetails')} emoji="🧠" />;
}
