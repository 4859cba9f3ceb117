import { useLanguageSwitch } from '@web/i18n/use-language';
import { LanguageButtons } from '@web/ui/language-buttons';
import styles from './sidebar.module.css';

export function LanguageSwitch() {
  const switcher = useLanguageSwitch('switch');
  return (
    <LanguageButtons
      switcher={switcher}
      className={styles.languages}
      buttonClassName={styles.language}
    />
  );
}
