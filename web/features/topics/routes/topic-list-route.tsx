import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@web/ui/page';
import { topTopicsQueryOptions } from '../api/get-top-topics';
import { topicsQueryOptions } from '@web/api/queries/topics';
import { TopicListView } from '../components/topic-list-view';

/**
 * /topic-list?type&page_title: the top topics, each with a follow star; type=trial lists every
 * topic (the dashboard's "See all" beside its trial quizzes). The title comes from the type in
 * the reader's language: page_title is in whatever language the link was made in.
 */
export function TopicListRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const trial = params.get('type') === 'trial';
  const title = trial ? t('home.trialQuizzes') : t('pages.topicList');
  const top = useQuery({ ...topTopicsQueryOptions(), enabled: !trial });
  const every = useQuery({ ...topicsQueryOptions(), enabled: trial });
  const topics = trial ? every : top;
  return (
    <Page title={title} back>
      <TopicListView query={topics} label={title} />
    </Page>
  );
}
