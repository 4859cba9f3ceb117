import { eq } from 'drizzle-orm';
import type { Settings } from '@contract/settings';
import type { AppContext, AuthUser } from '../../context';
import { settingDefaults, userSettings } from './tables';
import { notFound } from '../../lib/errors';

type Row = typeof userSettings.$inferSelect;

const toReply = (row: Omit<Row, 'userId'>): Settings => ({
  daily_updates: row.dailyUpdates,
  new_topics: row.newTopics,
  new_tournament: row.newTournament,
});

/**
 * The player's broadcast toggles; a player without a row (made before settings) gets the
 * defaults, which broadcasts apply to them too. A read writes nothing.
 */
export async function getSettings(ctx: AppContext, auth: AuthUser): Promise<Settings> {
  const [row] = await ctx.db.select().from(userSettings).where(eq(userSettings.userId, auth.id));
  return toReply(row ?? settingDefaults);
}

/** Sets all three toggles at once (the app sends them on each toggle): a repeat is harmless. */
export async function saveSettings(
  ctx: AppContext,
  auth: AuthUser,
  settings: Settings,
): Promise<Settings> {
  const values = {
    dailyUpdates: settings.daily_updates,
    newTopics: settings.new_topics,
    newTournament: settings.new_tournament,
  };
  const [row] = await ctx.db
    .insert(userSettings)
    .values({ userId: auth.id, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values })
    .returning();
  if (!row) throw notFound('User');
  return toReply(row);
}
