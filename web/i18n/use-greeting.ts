import { useTranslation } from 'react-i18next';

/** "Good morning/afternoon/evening" by the phone's clock. */
export function useGreeting(): string {
  const { t } = useTranslation();
  const hour = new Date().getHours();
  if (hour >= 5 && hour < 12) return t('greeting.morning');
  if (hour >= 12 && hour < 17) return t('greeting.afternoon');
  return t('greeting.evening');
}
