import { z } from 'zod';

export const ZWallet = z.object({ coins: z.number().int(), gems: z.number().int() });
export type Wallet = z.infer<typeof ZWallet>;

const ZUserProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  image_url: z.string().nullable(),
  language: z.enum(['en', 'mm']),
  level: z.number().int(),
  points: z.number().int(),
});

export const ZUserReply = z.object({
  user: ZUserProfile,
  wallet: ZWallet,
  win: z.number().int(),
  draw: z.number().int(),
  loss: z.number().int(),
  active_agreement: z.string().nullable(),
});
export type UserReply = z.infer<typeof ZUserReply>;

/** The spec's own field messages (product-spec §5), shown by the app beside the field. */
const NAME_REQUIRED = 'Please provide your full name.';
const EMAIL_REQUIRED = 'Please provide your email.';
const EMAIL_INVALID = 'Please provide a valid email address.';

const required = (message: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? message : 'must be text') })
    .trim()
    .min(1, message);

/** POST v2.0/user: the editable part of the profile; the mobile number is the operator's. */
export const ZUpdateProfileRequest = z.object({
  name: required(NAME_REQUIRED).max(100, 'must be at most 100 characters'),
  email: required(EMAIL_REQUIRED)
    .max(254, 'must be at most 254 characters')
    .pipe(z.email({ error: EMAIL_INVALID })),
});
export type UpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** The largest avatar upload the server reads (product-spec §9). */
export const AVATAR_MAX_BYTES = 1_048_576;
/** What the picker offers; the server checks the content, not the name. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * The avatar upload as the OpenAPI document shows it: multipart/form-data with the file in
 * "image". The server reads the stream itself (and checks the bytes), so this is documentation.
 */
export const ZAvatarUpload = z.object({
  image: z.string().meta({
    format: 'binary',
    description: 'PNG or JPEG (checked by content), at most 1048576 bytes',
  }),
});

export const ZAvatarReply = z.object({ image_url: z.string() });
export type AvatarReply = z.infer<typeof ZAvatarReply>;
