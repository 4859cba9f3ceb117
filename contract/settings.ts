import { z } from 'zod';

const ZLanguage = z.enum(['en', 'mm'], { error: 'must be en or mm' });
export const ZSwitchLanguageRequest = z.object({ language: ZLanguage });

const ZToggle = z.boolean({ error: 'must be true or false' });

/** product-spec §3: which broadcasts reach the player (daily updates off, the rest on, by default). */
const ZSettings = z.object({
  daily_updates: ZToggle,
  new_topics: ZToggle,
  new_tournament: ZToggle,
});
export type Settings = z.infer<typeof ZSettings>;

/** POST v2.0/settings: all three, as the app sends them on each toggle. */
export const ZSettingsRequest = ZSettings;
export const ZSettingsReply = z.object({ settings: ZSettings });
