import { z } from 'zod';
import { ZWallet } from './users';
import { ZId } from './envelope';

/** interfaces.md "Streaks, daily reward, badges (player API)". */
export const ZStreakReply = z.object({
  streak_days: z.number().int(),
  best_streak: z.number().int(),
  freezes: z.number().int(),
  played_today: z.boolean(),
  reward: z.object({
    day_in_cycle: z.number().int(),
    coins: z.number().int(),
    gems: z.number().int(),
    claimable: z.boolean(),
  }),
});
export type StreakReply = z.infer<typeof ZStreakReply>;

export const ZDailyRewardReply = z.object({
  coins: z.number().int(),
  gems: z.number().int(),
  wallet: ZWallet,
});
export type DailyRewardReply = z.infer<typeof ZDailyRewardReply>;

const ZBadge = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image_url: z.string(),
  /** ISO 8601 instant; null until earned. */
  earned_at: z.string().nullable(),
  progress: z.object({ value: z.number().int(), target: z.number().int() }),
});
export type Badge = z.infer<typeof ZBadge>;
export const ZBadgesReply = z.object({ badges: z.array(ZBadge) });
export type BadgesReply = z.infer<typeof ZBadgesReply>;

/** A badge earned, as the profile and the ranking card show it. */
const ZEarnedBadge = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image_url: z.string(),
  earned_at: z.string(),
});
export const ZEarnedBadgesReply = z.object({ badges: z.array(ZEarnedBadge) });
export const ZPlayerBadgesParams = z.object({ user_id: ZId });

/** A badge earned or a level reached, shown once on the player's next screen. */
const ZCelebration = z.object({
  id: z.number().int(),
  kind: z.enum(['badge', 'level']),
  badge: z
    .object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      image_url: z.string(),
    })
    .nullable(),
  level: z.number().int().nullable(),
  /** Points the next level still needs (level celebrations). */
  next_level_points: z.number().int().nullable(),
});
export type Celebration = z.infer<typeof ZCelebration>;
export const ZCelebrationsReply = z.object({ celebrations: z.array(ZCelebration) });
export type CelebrationsReply = z.infer<typeof ZCelebrationsReply>;
export const ZCelebrationsSeenRequest = z.object({
  ids: z.array(ZId).min(1).max(50),
});
export const ZCelebrationsSeenReply = z.object({ seen: z.number().int() });

/** interfaces.md "Push notifications (player API)". */
export const ZPushKeyReply = z.object({ public_key: z.string() });
export const ZPushSubscription = z.object({
  endpoint: z.string().min(1).max(1000),
  // What PushSubscription.toJSON() gives (base64url): a P-256 public key of 65 bytes and a
  // 16-byte secret. Checked here: a malformed key would only fail later, in every send.
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}=?$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/),
  }),
});
export const ZPushUnsubscribe = z.object({ endpoint: z.string().min(1).max(1000) });
export const ZPushSubscribedReply = z.object({ subscribed: z.boolean() });

/** interfaces.md "Operator console": the badge catalogue as editors keep it. */
export const BADGE_RULE_NAMES = [
  'games_finished',
  'correct_answers',
  'perfect_games',
  'streak_days',
  'topics_completed',
  'tournament_top10',
  'tournament_wins',
  'challenges_won',
  'battles_won',
  'friends',
] as const;

/**
 * The pictures a badge may show: a drawing in the web app's /badges/, or an upload's address
 * (`/media/content/<row>-<hash of the WebP>.webp`, as topics' studio-images.ts names it).
 */
const BADGE_PICTURE_PATH =
  /^(|\/badges\/[a-z0-9-]{1,60}\.svg|\/media\/content\/\d{1,9}-[0-9a-f]{16}\.webp)$/;
const BADGE_PICTURE_MESSAGE =
  'must be a picture on this site (/badges/<name>.svg) or empty: upload a picture instead of linking one';

const ZBadgeText = (max: number) =>
  z.string({ error: 'is required' }).trim().min(1, 'is required').max(max);

export const ZConsoleBadgeWrite = z.object({
  slug: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/, 'must be lowercase letters, digits and dashes (at most 60)'),
  name_en: ZBadgeText(80),
  // Myanmar script takes about one and a half times the characters of the English.
  name_mm: ZBadgeText(120),
  description_en: ZBadgeText(300),
  description_mm: ZBadgeText(500),
  rule: z.enum(BADGE_RULE_NAMES, { error: `must be one of ${BADGE_RULE_NAMES.join(', ')}` }),
  threshold: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'must be at most 1000000'),
  /**
   * A picture this site serves: a drawing (`/badges/x.svg`) or one uploaded with
   * uploadBadgeImage; null or empty: the picture named after the slug. Never another site's
   * address: the apps' CSP (img-src 'self') would show it broken, and a third party would learn
   * of every player opening the badge screen.
   */
  image_url: z
    .string()
    .trim()
    .max(500)
    // Empty, as a form sends an untouched field, means none.
    .regex(BADGE_PICTURE_PATH, BADGE_PICTURE_MESSAGE)
    .nullable()
    .optional(),
  /** A retired badge is no longer awarded nor shown locked; who earned it keeps it. */
  retired: z.boolean().optional(),
});
export type ConsoleBadgeWrite = z.infer<typeof ZConsoleBadgeWrite>;

const ZConsoleBadge = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_mm: z.string(),
  description_en: z.string(),
  description_mm: z.string(),
  rule: z.enum(BADGE_RULE_NAMES),
  threshold: z.number().int(),
  /** As stored; null when the picture is the one named after the slug. */
  image_url: z.string().nullable(),
  /** The address players get the picture from. */
  shown_image_url: z.string(),
  retired_at: z.string().nullable(),
  earned_count: z.number().int().min(0),
});
export type ConsoleBadge = z.infer<typeof ZConsoleBadge>;
export const ZConsoleBadgesReply = z.object({ badges: z.array(ZConsoleBadge) });
export type ConsoleBadgesReply = z.infer<typeof ZConsoleBadgesReply>;
export const ZConsoleBadgeCreated = z.object({ id: z.number().int(), badge: ZConsoleBadge });
export const ZConsoleBadgeParams = z.object({ id: ZId });
