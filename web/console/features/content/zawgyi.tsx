import { useCallback, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../i18n/use-t';
import { checkZawgyi } from './api';

const MYANMAR = /[\u1000-\u109f]/;

/**
 * Asks the server how Myanmar texts will be stored, as the editor leaves a field: Zawgyi is
 * shown with its Unicode conversion before saving (the server converts again on save).
 */
export function useZawgyi() {
  const [converted, setConverted] = useState<Record<string, string>>({});
  const check = useCallback(async (texts: string[]) => {
    const todo = [...new Set(texts.filter((t) => MYANMAR.test(t)))].slice(0, 20);
    if (todo.length === 0) return;
    // A failed check shows no note; saving converts all the same.
    const reply = await checkZawgyi(todo).catch(() => null);
    if (!reply) return;
    setConverted((before) => {
      const next = { ...before };
      reply.results.forEach((r, i) => {
        if (r.converted) next[todo[i]!] = r.text;
      });
      return next;
    });
  }, []);
  const stored = useCallback((text: string) => converted[text] ?? text, [converted]);
  return { check, converted, stored };
}

/** "This looks like Zawgyi; it will be saved as: …", under a Myanmar field that is. */
export function ZawgyiNote({
  text,
  converted,
}: {
  text: string;
  converted: Record<string, string>;
}) {
  const { t } = useT();
  const unicode = converted[text];
  if (!unicode) return null;
  return (
    <p className="notice zawgyi" role="status">
      {t('content.zawgyiNote')} <span lang="my">{unicode}</span>
    </p>
  );
}

/**
 * A name in English and Myanmar side by side; the Myanmar one is checked for Zawgyi as the editor
 * leaves it. The form keeps its own register() calls, passed in.
 */
export function NameFields({
  id,
  en,
  mm,
  mmValue,
  error,
  zawgyi,
}: {
  id: string;
  en: UseFormRegisterReturn;
  mm: UseFormRegisterReturn;
  mmValue: string;
  error?: string | undefined;
  zawgyi: ReturnType<typeof useZawgyi>;
}) {
  const { t } = useT();
  const onBlur = mm.onBlur;
  return (
    <>
      <div>
        <label htmlFor={`${id}-en`}>{t('content.nameEn')}</label>
        <input id={`${id}-en`} aria-invalid={error ? true : undefined} {...en} />
        {error && <p className="field-error">{error}</p>}
      </div>
      <div>
        <label htmlFor={`${id}-mm`}>{t('content.nameMm')}</label>
        <input
          id={`${id}-mm`}
          lang="my"
          {...mm}
          onBlur={async (e) => {
            void zawgyi.check([e.target.value]);
            await onBlur(e);
          }}
        />
        <ZawgyiNote text={mmValue} converted={zawgyi.converted} />
      </div>
    </>
  );
}
