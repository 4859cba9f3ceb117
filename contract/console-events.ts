import { z } from 'zod';
import { ZId } from './envelope';

/**
 * The console's tournaments and packs (issue 23, editor role): the scheduler's templates, one-off
 * tournaments, the calendar of what is coming, an ended tournament's frozen ranking and winners
 * with prize delivery, and the packs on sale. Times of day are the operator's time zone
 * (`time_zone` in the replies); Myanmar text typed in Zawgyi is stored as Unicode.
 */
const ZTournamentKind = z.enum(['DAILY', 'MEGA']);

const ZReason = z.string().trim().min(3).max(500);
const ZTextEn = (max: number) => z.string().trim().min(1).max(max);
// Myanmar script takes about twice the characters; '' leaves the Myanmar out (players read English).
const ZTextMm = (max: number) =>
  z
    .string()
    .trim()
    .max(max * 2);
const ZOptionalEn = (max: number) => z.string().trim().max(max);

/** The app's own pictures only: a drawn cover or an uploaded image served under /media. */
const ZImagePath = z
  .string()
  .trim()
  .regex(/^(\/media\/[a-z0-9-]+\/[a-z0-9-]+\.(svg|webp))?$/, 'must be an image path under /media');

const texts = {
  name: ZTextEn(80),
  name_mm: ZTextMm(80),
  caption: ZOptionalEn(300),
  caption_mm: ZTextMm(300),
  prize: ZOptionalEn(120),
  prize_mm: ZTextMm(120),
  image_url: ZImagePath,
};

const rules = {
  /** Seconds for one whole attempt. */
  duration: z.number().int().min(30).max(3600),
  question_count: z.number().int().min(1).max(100),
  chances: z.number().int().min(1).max(20),
  length_minutes: z
    .number()
    .int()
    .min(10)
    .max(14 * 24 * 60),
  topic_ids: z.array(ZId).max(50),
};

const ZLocalTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');

/** A template's editable fields; parsing with it picks them out of a whole template. */
export const ZTemplateFields = z.object({
  ...texts,
  ...rules,
  start_local_time: ZLocalTime,
  /** MEGA's day of the week (0 = Sunday); null for DAILY. */
  weekday: z.number().int().min(0).max(6).nullable(),
  active: z.boolean(),
});
const ZTemplateChange = ZTemplateFields.strict();
export type TemplateChange = z.infer<typeof ZTemplateChange>;
export const ZTemplateUpdateRequest = ZTemplateChange.extend({ reason: ZReason });

// Replies are encoded by their schema, so they name plain numbers where requests take ZId.
const ZTopicIds = z.array(z.number().int());

const ZConsoleTemplate = ZTemplateChange.extend({
  id: z.number().int(),
  type: ZTournamentKind,
  topic_ids: ZTopicIds,
});
export type ConsoleTemplate = z.infer<typeof ZConsoleTemplate>;
export const ZTemplatesReply = z.object({
  templates: z.array(ZConsoleTemplate),
  time_zone: z.string(),
});
export type TemplatesReply = z.infer<typeof ZTemplatesReply>;

/** A one-off tournament, or an edit of any tournament before its start. */
const ZTournamentChange = z
  .object({
    type: ZTournamentKind,
    ...texts,
    ...rules,
    /** The start on the operator's wall clock. */
    start_local: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'must be YYYY-MM-DDTHH:MM'),
  })
  .strict();
export type TournamentChange = z.infer<typeof ZTournamentChange>;
export const ZTournamentWriteRequest = ZTournamentChange.extend({ reason: ZReason });

const ZTournamentStatus = z.enum(['upcoming', 'running', 'ended']);

const ZConsoleTournament = ZTournamentChange.extend({
  /** Null for an occurrence a template will create, not yet scheduled. */
  id: z.number().int().nullable(),
  template_id: z.number().int().nullable(),
  topic_ids: ZTopicIds,
  status: ZTournamentStatus,
  start_time: z.iso.datetime(),
  end_time: z.iso.datetime(),
  /** Players who started an attempt. */
  player_count: z.number().int().min(0),
  frozen: z.boolean(),
});
export type ConsoleTournament = z.infer<typeof ZConsoleTournament>;

export const ZTournamentReply = z.object({
  tournament: ZConsoleTournament,
  time_zone: z.string(),
});
export type TournamentReply = z.infer<typeof ZTournamentReply>;

export const ZCalendarQuery = z.object({
  /** First operator day shown (YYYY-MM-DD); today when left out. */
  from: z.iso.date().optional(),
  days: z.coerce.number().int().min(1).max(31).default(7),
});
export const ZTournamentListReply = z.object({
  tournaments: z.array(ZConsoleTournament),
  time_zone: z.string(),
});
export type TournamentListReply = z.infer<typeof ZTournamentListReply>;

export const ZTournamentParams = z.object({ id: ZId });
export const ZReasonRequest = z.object({ reason: ZReason });

const ZRankingRow = z.object({
  position: z.number().int().min(1),
  user_id: z.number().int(),
  name: z.string(),
  points: z.number().int(),
});
export const ZResultsReply = z.object({
  tournament: ZConsoleTournament,
  ranking: z.array(ZRankingRow),
  total: z.number().int().min(0),
  time_zone: z.string(),
});
export type ResultsReply = z.infer<typeof ZResultsReply>;

const ZWinner = ZRankingRow.extend({
  msisdn: z.string(),
  prize: z.string(),
  delivered_at: z.iso.datetime().nullable(),
  delivered_by: z.string().nullable(),
  /**
   * Fair-play flags still open on this winner's attempts here: the prize is not marked delivered
   * until they are reviewed (a disqualification may hand it to the next player).
   */
  open_flags: z.number().int().min(0),
});
export type Winner = z.infer<typeof ZWinner>;
export const ZWinnersReply = z.object({ winners: z.array(ZWinner) });
export type WinnersReply = z.infer<typeof ZWinnersReply>;

export const ZPrizeDeliveredRequest = z.object({ user_id: ZId, reason: ZReason });
export const ZPrizeDeliveredReply = z.object({ winner: ZWinner });

const ZConsoleTopic = z.object({
  id: z.number().int(),
  name: z.string(),
  name_mm: z.string().nullable(),
  category: z.string(),
});
export const ZTopicsReply = z.object({ topics: z.array(ZConsoleTopic) });
export type ConsoleTopic = z.infer<typeof ZConsoleTopic>;

const ZPackChange = z
  .object({
    title: ZTextEn(80),
    title_mm: ZTextMm(80),
    caption: ZOptionalEn(300),
    caption_mm: ZTextMm(300),
    /** Minor units (1000 = 10.00). */
    price_minor: z.number().int().min(1).max(100_000_000),
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter code'),
    /** Taxes are added to the price at the charge ("+ taxes" beside it); left out, it stays. */
    taxes_added: z.boolean().optional(),
    validity_days: z.number().int().min(1).max(366),
    auto_renew: z.boolean(),
    covers: z
      .array(ZTournamentKind)
      .max(2)
      .refine((c) => new Set(c).size === c.length, 'must not repeat a type'),
    coins: z.number().int().min(0).max(1_000_000),
    /** Gems each purchase adds; left out, it stays. */
    gems: z.number().int().min(0).max(10_000).optional(),
    active: z.boolean(),
  })
  .strict();
export type PackChange = z.infer<typeof ZPackChange>;
export const ZPackUpdateRequest = ZPackChange.extend({ reason: ZReason });

const ZConsolePack = ZPackChange.extend({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(['pack', 'bundle']),
  taxes_added: z.boolean(),
  /** A price change waiting for its date, told to the subscribers when it was made. */
  next_price_minor: z.number().int().nullable(),
  next_currency: z.string().nullable(),
  next_price_from: z.iso.datetime().nullable(),
  subscribers: z.number().int().min(0),
});
export type ConsolePack = z.infer<typeof ZConsolePack>;
export const ZPacksReply = z.object({ packs: z.array(ZConsolePack) });
export type PacksReply = z.infer<typeof ZPacksReply>;
export const ZPackParams = z.object({ id: ZId });
export const ZPackUpdateReply = z.object({
  pack: ZConsolePack,
  /** Subscribers told of a price change now (0 when the price stayed). */
  notified: z.number().int().min(0),
});
export type PackUpdateReply = z.infer<typeof ZPackUpdateReply>;
