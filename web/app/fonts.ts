import myanmarRegular from '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff2?url';
import { getLanguage } from '@web/api/preferences';
import './fonts.css';

/**
 * A player who chose Burmese sees Burmese on the first screen: start that font's download now,
 * beside the route's code, instead of after the first layout discovers it. In English nothing
 * is preloaded (Latin uses the phone's fonts; Burmese topic names fetch the font on demand).
 */
export function preloadFirstScreenFont(): void {
  if (getLanguage() !== 'mm') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'font';
  link.type = 'font/woff2';
  link.crossOrigin = 'anonymous';
  link.href = myanmarRegular;
  document.head.append(link);
}
