import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Store · Quiz Arena". Set imperatively: a rendered <title> would sit after index.html's own
 * one, and browsers use the first.
 */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title && title !== appName ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
