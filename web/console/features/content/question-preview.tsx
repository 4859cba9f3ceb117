import { useT } from '../../i18n/use-t';
import { numberIn } from '../../ui/format';

export interface PreviewQuestion {
  question_en: string;
  question_mm: string;
  options: { value: string; value_mm: string }[];
  image_url: string | null;
}

// A question written in one language only is shown in the other, as players get it.
const inLanguage = (lang: 'en' | 'mm', en: string, mm: string) =>
  lang === 'mm' ? mm.trim() || en : en.trim() || mm;

/**
 * The question as a player sees it in one language: the counter and timer, the picture, the
 * question and its options, in the player's card layout and at a phone's width. Texts are as they
 * will be stored (Zawgyi already converted).
 */
export function QuestionPreview({
  lang,
  question,
  timer = 20,
}: {
  lang: 'en' | 'mm';
  question: PreviewQuestion;
  timer?: number;
}) {
  const { t } = useT();
  // The preview's language, not the console's: an editor reads both previews side by side.
  const n = (value: number) => numberIn(value, lang);
  return (
    <figure className="preview" lang={lang === 'mm' ? 'my' : 'en'} data-testid={`preview-${lang}`}>
      <figcaption>{t(lang === 'mm' ? 'content.previewMm' : 'content.previewEn')}</figcaption>
      <div className="phone">
        <div className="phone-status">
          <span>
            {n(1)}/{n(10)}
          </span>
          <span className="phone-timer">{n(timer)}</span>
        </div>
        <div className="phone-card">
          {question.image_url && <img src={question.image_url} alt="" width={320} height={150} />}
          <p className="phone-question">
            {inLanguage(lang, question.question_en, question.question_mm) || '…'}
          </p>
        </div>
        <ol className="phone-options">
          {question.options.map((o, i) => (
            <li key={i}>{inLanguage(lang, o.value, o.value_mm) || '…'}</li>
          ))}
        </ol>
      </div>
    </figure>
  );
}
