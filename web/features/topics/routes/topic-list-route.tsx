import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@web/ui/page';
import { useTopTopics } from '../api/get-top-topics';
import { TopicListView } from '../components/topic-list-view';

/** /topic-list?type&page_title: the top topics, each with a follow star. */
export function TopicListRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = params.get('page_title') || t('pages.topicList');
  const topics = useTopTopics();
  return (
    <Page title={title} back>
      <TopicListView query={topics} label={title} />
    </Page>
  );
}
