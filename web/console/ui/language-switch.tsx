import { switchLanguage, type ConsoleLanguage } from '../i18n';
import { useT } from '../i18n/use-t';

/** The console's language, kept in this browser; the player's setting is not touched. */
export function LanguageSwitch() {
  const { t, i18n } = useT();
  return (
    <label className="language">
      {t('lang.label')}{' '}
      <select
        value={i18n.language}
        onChange={(e) => void switchLanguage(e.target.value as ConsoleLanguage)}
      >
        <option value="en">{t('lang.en')}</option>
        <option value="mm">{t('lang.mm')}</option>
      </select>
    </label>
  );
}
