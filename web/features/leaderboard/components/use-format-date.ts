import { useCallback } from 'react';
import { useFormatNumber } from '@web/i18n/use-format';

/** YYYY-MM-DD of an instant in the player's time zone, in the UI's digits (၂၀၂၆-၁၁-၂၃). */
export function useFormatDate(): (iso: string) => string {
  const format = useFormatNumber();
  return useCallback(
    (iso: string) => {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return '';
      const part = (value: number, digits: number) =>
        format(value, { useGrouping: false, minimumIntegerDigits: digits });
      return `${part(date.getFullYear(), 4)}-${part(date.getMonth() + 1, 2)}-${part(date.getDate(), 2)}`;
    },
    [format],
  );
}
