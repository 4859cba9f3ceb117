import { useTranslation } from 'react-i18next';
import type { ConsoleText } from './en';

/** A plural's forms (days_one, days_other) are asked for by their base key with a count. */
type Base<K extends string> = K extends `${infer B}_${'one' | 'other'}` ? B : K;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Base<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type ConsoleKey = Leaves<ConsoleText>;
export type ConsoleT = (key: ConsoleKey, options?: Record<string, unknown>) => string;

/**
 * react-i18next's t, typed with the console's keys: the player's app types the library's global
 * keys with its own resources, which the console never loads.
 */
export function useT() {
  const { t, i18n } = useTranslation();
  return { t: t as unknown as ConsoleT, i18n };
}
