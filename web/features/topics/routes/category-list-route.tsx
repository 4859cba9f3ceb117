import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@contract/topics';
import { useFormatNumber } from '@web/i18n/use-format';
import { EmptyState } from '@web/ui/empty-state';
import { List, ListRow } from '@web/ui/list-row';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { StarButton } from '@web/ui/star-button';
import { useCategories } from '../api/get-categories';
import { useToggleFavouriteCategory } from '../api/toggle-favourite-category';
import { ListSkeleton } from '@web/ui/list-row';
import { Thumbnail } from '../components/list-bits';
import styles from '../components/topics.module.css';

/** product-spec §2: the sub-list link carries the category's name as the page title. */
function subListHref(category: Category): string {
  const query = new URLSearchParams({
    category_id: String(category.id),
    type: 'category',
    page_title: category.name,
  });
  return `/category-sub-list?${query.toString()}`;
}

/** /category-list: every category with a favourite star, each opening its topics. */
export function CategoryListRoute() {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const categories = useCategories();
  const favourite = useToggleFavouriteCategory();
  const [failed, setFailed] = useState(false);
  const title = t('pages.categoryList');
  // The server toggles, so a second tap before the first answers would undo it: wait.
  const busyId = favourite.isPending ? favourite.variables.categoryId : null;

  return (
    <Page title={title} back>
      {failed && (
        <p className={styles.inlineError} role="alert">
          {t('topic.followFailed')}
        </p>
      )}
      <QueryState
        query={categories}
        headingLevel={2}
        loading={<ListSkeleton />}
        empty={<EmptyState headingLevel={2} icon="grid" title={t('topic.noCategories')} />}
      >
        {(list) => (
          <List label={title}>
            {list.map((category) => (
              <ListRow
                key={category.id}
                to={subListHref(category)}
                leading={<Thumbnail src={category.image_url} />}
                title={category.name}
                subtitle={t('topic.topics', {
                  count: category.topic_count,
                  topics: format(category.topic_count),
                })}
                trailing={
                  <StarButton
                    label={t('topic.favouriteCategory', { name: category.name })}
                    on={category.following}
                    data-testid="favourite-star"
                    aria-disabled={busyId === category.id || undefined}
                    onClick={() => {
                      if (busyId === category.id) return;
                      setFailed(false);
                      favourite.mutate(
                        { categoryId: category.id, following: !category.following },
                        { onError: () => setFailed(true) },
                      );
                    }}
                  />
                }
              />
            ))}
          </List>
        )}
      </QueryState>
    </Page>
  );
}
