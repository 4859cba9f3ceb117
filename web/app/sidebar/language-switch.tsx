import { useLanguageSwitch } from '@web/i18n/use-language';
import { LanguageButtons } from '@web/ui/language-buttons';
import styles from './sidebar.module.css';

/** The menu's languages: a pick switches at once, then `onPicked` (the menu closes on it). */
export function LanguageSwitch({ onPicked }: { onPicked: () => void }) {
  const switcher = useLanguageSwitch('switch', onPicked);
  return (
    <LanguageButtons
      switcher={switcher}
      className={styles.languages}
      buttonClassName={styles.language}
    />
  );
}
