/** Local preferences (product-spec §3): language, sound and music volume, kept in localStorage. */
export type Language = 'en' | 'mm';

export const LANGUAGE_KEY = 'lang';
const SOUND_KEY = 'sound_volume';
export const MUSIC_KEY = 'music_volume';
const DEFAULT_SOUND_VOLUME = 100;
/**
 * Music plays from the player's first tap anywhere, before they have been near the settings: at a
 * gentle level, not at full volume over whatever else the phone is playing.
 */
const DEFAULT_MUSIC_VOLUME = 35;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the preference lasts only for this page view.
  }
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'mm';
}

export function getStoredLanguage(): Language | null {
  const value = read(LANGUAGE_KEY);
  return isLanguage(value) ? value : null;
}

export function getLanguage(): Language {
  return getStoredLanguage() ?? 'en';
}

export function setLanguage(language: Language): void {
  write(LANGUAGE_KEY, language);
}

function clampVolume(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}

function readVolume(key: string, fallback: number): number {
  const value = Number(read(key));
  return read(key) === null || Number.isNaN(value) ? fallback : clampVolume(value);
}

export const getSoundVolume = (): number => readVolume(SOUND_KEY, DEFAULT_SOUND_VOLUME);
export const getMusicVolume = (): number => readVolume(MUSIC_KEY, DEFAULT_MUSIC_VOLUME);
/** 0..100 (product-spec §4: the toggle sets 100 or 0, the slider any value; on means above 0). */
export const setSoundVolume = (value: number): void => write(SOUND_KEY, String(clampVolume(value)));
/** Told on window when the music volume changes, so the playing music follows at once. */
export const MUSIC_VOLUME_EVENT = 'music-volume';
export function setMusicVolume(value: number): void {
  write(MUSIC_KEY, String(clampVolume(value)));
  window.dispatchEvent(new Event(MUSIC_VOLUME_EVENT));
}

/** Logout clears the user's settings but keeps the UI language the visitor is reading. */
export function clearUserPreferences(): void {
  try {
    localStorage.removeItem(SOUND_KEY);
    localStorage.removeItem(MUSIC_KEY);
  } catch {
    // Nothing to clear.
  }
  window.dispatchEvent(new Event(MUSIC_VOLUME_EVENT));
}
