import { z } from 'zod';
import { ZId } from './envelope';

/**
 * The operator console's promotions: written in English and Myanmar (Zawgyi is stored as
 * Unicode), for an audience and a window. Players see one in their notifications from its
 * delivery (its start, or 08:00 operator time when it starts outside the broadcast hours) until
 * it ends.
 */
export const ZPromotionAudience = z.enum(['all', 'subscribers', 'lapsed']);

const ZTitle = z.string().trim().min(1).max(120);
const ZBody = z.string().trim().min(1).max(1000);

const promotionFields = {
  title: ZTitle,
  title_mm: ZTitle,
  body: ZBody,
  body_mm: ZBody,
  audience: ZPromotionAudience,
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
};

/** The texts and audience as a form edits them (the console's form adds its local window). */
export const ZPromotionTexts = z.object({
  title: ZTitle,
  title_mm: ZTitle,
  body: ZBody,
  body_mm: ZBody,
  audience: ZPromotionAudience,
});

const windowInOrder = (p: { starts_at?: string; ends_at?: string }) =>
  p.starts_at === undefined ||
  p.ends_at === undefined ||
  Date.parse(p.ends_at) > Date.parse(p.starts_at);
const windowIssue = { message: 'The end must be after the start', path: ['ends_at'] };

export const ZPromotionCreate = z
  .object({ ...promotionFields, reason: z.string().trim().min(3).max(500) })
  .refine(windowInOrder, windowIssue);
export type PromotionCreate = z.infer<typeof ZPromotionCreate>;

/** Only the fields named change; the window is checked against the stored other end too. */
export const ZPromotionUpdate = z
  .object({ ...promotionFields, reason: z.string().trim().min(3).max(500) })
  .partial()
  .required({ reason: true })
  .refine(windowInOrder, windowIssue);
export type PromotionUpdate = z.infer<typeof ZPromotionUpdate>;

const ZConsolePromotion = z.object({
  id: z.number().int(),
  title: z.string(),
  title_mm: z.string().nullable(),
  body: z.string(),
  body_mm: z.string().nullable(),
  audience: ZPromotionAudience,
  starts_at: z.iso.datetime(),
  delivers_at: z.iso.datetime(),
  ends_at: z.iso.datetime().nullable(),
});
export type ConsolePromotion = z.infer<typeof ZConsolePromotion>;

const ZConsolePromotionsReply = z.object({ promotions: z.array(ZConsolePromotion) });
export type ConsolePromotionsReply = z.infer<typeof ZConsolePromotionsReply>;

/** The console's list: its windows are typed and shown in the operator's time zone. */
export const ZConsolePromotionsListReply = ZConsolePromotionsReply.extend({
  /** IANA name, e.g. Asia/Dhaka: the zone of the 08:00-24:00 broadcast hours. */
  time_zone: z.string(),
});

export const ZPromotionParams = z.object({ id: ZId });
export const ZPromotionEndRequest = z.object({ reason: z.string().trim().min(3).max(500) });
export const ZPromotionReply = z.object({ promotion: ZConsolePromotion });
