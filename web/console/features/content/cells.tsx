import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';

const StateBadge = ({ on, children }: { on: boolean; children: string }) => (
  <span className={`badge ${on ? 'badge-on' : 'badge-off'}`}>{children}</span>
);

/** A topic's state as the studio's lists and editors write it. */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useT();
  return (
    <StateBadge on={published}>
      {published ? t('content.published') : t('content.unpublished')}
    </StateBadge>
  );
}

/** A question's state: served to players, or retired. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useT();
  return <StateBadge on={active}>{active ? t('content.active') : t('content.retired')}</StateBadge>;
}

/** A question's English text, linking to its editor; a question written only in Myanmar says so. */
export function QuestionLink({ id, text }: { id: number; text: string | null }) {
  const { t } = useT();
  return <Link to={`/content/questions/${id}`}>{text ?? t('content.noText')}</Link>;
}
