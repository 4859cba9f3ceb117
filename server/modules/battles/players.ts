import { inArray } from 'drizzle-orm';
import type { BattlePlayer } from '@contract/battles';
import type { DbOrTx } from '../../db/client';
import type { Language } from '../../lib/language';
import { users } from '../users/tables';
import { levelOf } from '../users';

/** The practice bot's key in reveals and scores: no player has id 0. */
export const BOT_ID = 0;

const BOT_NAME: Record<Language, string> = { en: 'Practice bot', mm: 'လေ့ကျင့်ရေး ဘော့' };

export interface PlayerInfo {
  id: number;
  name: string;
  imageUrl: string | null;
  level: number;
  language: Language;
}

/** The players of a battle as the other one sees them, with the language each reads. */
export async function playersById(db: DbOrTx, ids: number[]): Promise<Map<number, PlayerInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      imageUrl: users.imageUrl,
      points: users.points,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        imageUrl: r.imageUrl,
        level: levelOf(r.points),
        language: r.language === 'mm' ? 'mm' : 'en',
      },
    ]),
  );
}

export const asOpponent = (p: PlayerInfo): BattlePlayer => ({
  user_id: p.id,
  name: p.name,
  image_url: p.imageUrl,
  level: p.level,
  is_bot: false,
});

/** The bot, named in the reader's language, at the reader's level. */
export const botOpponent = (reader: PlayerInfo): BattlePlayer => ({
  user_id: BOT_ID,
  name: BOT_NAME[reader.language],
  image_url: null,
  level: reader.level,
  is_bot: true,
});
