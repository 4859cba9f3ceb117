import { LANGUAGES, type LanguageSwitch } from '@web/i18n/use-language';

interface LanguageButtonsProps {
  switcher: LanguageSwitch;
  className?: string;
  buttonClassName?: string;
  /** Marks each button `language-<value>` for the journeys. */
  testIds?: boolean;
}

/** One pressed button a language (sidebar, settings); the place styles them. */
export function LanguageButtons({
  switcher,
  className,
  buttonClassName,
  testIds,
}: LanguageButtonsProps) {
  return (
    <div className={className}>
      {LANGUAGES.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.lang}
          className={buttonClassName}
          aria-pressed={switcher.language === option.value}
          disabled={switcher.pending}
          data-testid={testIds ? `language-${option.value}` : undefined}
          onClick={() => switcher.pick(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
