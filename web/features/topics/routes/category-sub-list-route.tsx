import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { Page } from '@web/ui/page';
import { useTopics } from '@web/api/queries/topics';
import { TopicListView } from '../components/topic-list-view';

function CategoryTopics({ categoryId, title }: { categoryId: number; title: string }) {
  const topics = useTopics(categoryId);
  return <TopicListView query={topics} label={title} />;
}

/** /category-sub-list?category_id&type=category&page_title: the topics of one category. */
export function CategorySubListRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = params.get('page_title') || t('pages.categorySubList');
  const categoryId = Number(params.get('category_id'));
  return (
    <Page title={title} back>
      {Number.isInteger(categoryId) && categoryId > 0 ? (
        <CategoryTopics categoryId={categoryId} title={title} />
      ) : (
        <EmptyState
          headingLevel={2}
          icon="book"
          title={t('topic.noTopics')}
          action={
            <ButtonLink to="/category-list" variant="secondary" size="small">
              {t('topic.browseTopics')}
            </ButtonLink>
          }
        />
      )}
    </Page>
  );
}
