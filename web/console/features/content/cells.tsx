import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';

/** A topic's state as the studio's lists and editors write it. */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useT();
  return (
    <span className={`badge ${published ? 'badge-on' : 'badge-off'}`}>
      {published ? t('content.published') : t('content.unpublished')}
    </span>
  );
}

/** A question's state: served to players, or retired. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useT();
  return (
    <span className={`badge ${active ? 'badge-on' : 'badge-off'}`}>
      {active ? t('content.active') : t('content.retired')}
    </span>
  );
}

/** A question's English text, linking to its editor; a question written only in Myanmar says so. */
export function QuestionLink({ id, text }: { id: number; text: string | null }) {
  const { t } = useT();
  return <Link to={`/content/questions/${id}`}>{text ?? t('content.noText')}</Link>;
}
