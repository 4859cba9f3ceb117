import type { Language } from '@web/api/preferences';
import { useLanguage } from '@web/i18n/use-language';
import styles from './sidebar.module.css';

// Each language is named in itself, so a reader of either can find theirs.
const options: { value: Language; label: string; lang: string }[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'mm', label: 'မြန်မာ', lang: 'my' },
];

export function LanguageSwitch() {
  const { language, changeLanguage, pending } = useLanguage();
  return (
    <div className={styles.languages}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.lang}
          className={styles.language}
          aria-pressed={language === option.value}
          disabled={pending}
          onClick={() => void changeLanguage(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
