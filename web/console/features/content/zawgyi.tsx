import { useCallback, useState } from 'react';
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
