import { z } from 'zod';
import { ZId } from './envelope';
import { STAFF_ROLES } from './staff-roles';

const ZStaffRole = z.enum(STAFF_ROLES);

const ZEmail = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .max(254, 'is too long')
  .pipe(z.email({ error: 'must be an email address' }));

/** Why a change was made: every console write states one, and the audit row keeps it. */
export const ZReason = z
  .string({ error: 'is required' })
  .trim()
  .min(3, 'must say why (3 characters or more)')
  .max(500, 'is too long');

export const ZSignInRequest = z.object({
  email: ZEmail,
  password: z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is too long'),
  totp: z
    .string()
    .regex(/^\d{6}$/, 'must be 6 digits')
    .optional(),
});

export const ZStaffMe = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ZStaffRole,
  totp_enabled: z.boolean(),
  /** Production requires a second factor of this role before anything else: enrol first. */
  totp_enrolment_required: z.boolean(),
  /** The password is a one-time one someone handed over: set an own one before anything else. */
  password_change_required: z.boolean(),
  /** The operator's time zone (IANA): every moment the console shows, filters or exports is in it. */
  time_zone: z.string(),
});
export type StaffMe = z.infer<typeof ZStaffMe>;

/** Sign-in's reply, and GET me's: a reloaded console gets its CSRF token back from the latter. */
export const ZSignInReply = ZStaffMe.extend({
  /** Sent back in X-CSRF-Token with every console write of this session. */
  csrf_token: z.string(),
  /** Minutes of inactivity after which the session ends. */
  idle_minutes: z.number().int(),
});
export type SignInReply = z.infer<typeof ZSignInReply>;

export const ZTotpEnrolReply = z.object({
  /** Base32, for authenticator apps that take the key by hand. */
  secret: z.string(),
  /** The otpauth:// URI a QR code carries. */
  uri: z.string(),
});
export const ZTotpConfirmRequest = z.object({
  totp: z.string({ error: 'is required' }).regex(/^\d{6}$/, 'must be 6 digits'),
});

/**
 * Why the server found a new password too easy to guess (zxcvbn's warnings, by key), sent as
 * `data.reason` of a 422 password_too_weak; `guessable` when it names nothing in particular.
 */
export const PASSWORD_WEAKNESSES = [
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
  'pwned',
  'guessable',
] as const;
export type PasswordWeakness = (typeof PASSWORD_WEAKNESSES)[number];

/**
 * A staff member's own new password: long, not the one it replaces, and (checked by the server's
 * strength estimator) not easy to guess.
 */
export const ZPasswordChangeRequest = z
  .object({
    current_password: z
      .string({ error: 'is required' })
      .min(1, 'is required')
      .max(200, 'is too long'),
    new_password: z
      .string({ error: 'is required' })
      .min(12, 'must be 12 characters or more')
      .max(200, 'is too long'),
  })
  .refine((p) => p.new_password !== p.current_password, {
    message: 'must differ from the current password',
    path: ['new_password'],
  });
export type PasswordChangeRequest = z.input<typeof ZPasswordChangeRequest>;

/** An address whose sign-ins to an account are being delayed after failures in a row. */
const ZSignInThrottle = z.object({
  address: z.string(),
  failures: z.number().int(),
  last_failure_at: z.string(),
  /** The next attempt from this address is weighed from then on; until then it is refused. */
  retry_at: z.string(),
});
export type SignInThrottle = z.infer<typeof ZSignInThrottle>;

const ZStaffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ZStaffRole,
  disabled: z.boolean(),
  totp_enabled: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  /** Sessions open now (signed in, used within the idle time, not ended). */
  active_sessions: z.number().int(),
  /**
   * Set while the account's password is a one-time one (invited or reset, not yet replaced): when
   * it stops opening the account. In the past: an admin must issue a new one.
   */
  one_time_password_expires_at: z.string().nullable(),
  /** That moment has passed (by the server's clock): the one-time password opens nothing. */
  one_time_password_expired: z.boolean(),
  /** Addresses delayed by failed sign-ins (an admin may lift them): empty for most accounts. */
  sign_in_throttles: z.array(ZSignInThrottle),
});
export type StaffMember = z.infer<typeof ZStaffMember>;
export const ZStaffListReply = z.object({ staff: z.array(ZStaffMember) });

export const ZCreateStaffRequest = z.object({
  email: ZEmail,
  role: ZStaffRole,
  // interfaces.md fixes the body as {email, role}; the console's form always sends a reason.
  reason: ZReason.optional(),
});
export const ZCreateStaffReply = z.object({
  id: z.number().int(),
  /** Shown once: only its hash is stored. */
  password: z.string(),
  /** The one-time password opens the account until then (CONSOLE_ONE_TIME_PASSWORD_HOURS). */
  expires_at: z.string(),
});
export type CreateStaffReply = z.infer<typeof ZCreateStaffReply>;

export const ZStaffParams = z.object({ id: ZId });
export const ZChangeRoleRequest = z.object({ role: ZStaffRole, reason: ZReason });
export const ZReasonRequest = z.object({ reason: ZReason });
export const ZStaffReply = z.object({ staff: ZStaffMember });

/** One of the signed-in member's own sessions, as My account lists them. */
const ZOwnSession = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The address it was opened from; null for sessions opened before addresses were kept. */
  address: z.string().nullable(),
  /** The session this request came in on. */
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ZOwnSession>;
export const ZOwnSessionsReply = z.object({ sessions: z.array(ZOwnSession) });
export const ZSessionParams = z.object({ id: ZId });
export const ZEndedSessionsReply = z.object({ ended: z.number().int() });

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

export const ZAuditQuery = z.object({
  staff: z.string().trim().max(254).optional(),
  action: z.string().trim().max(100).optional(),
  target: z.string().trim().max(200).optional(),
  /** Days in UTC, both included. */
  from: ZDay.optional(),
  to: ZDay.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.input<typeof ZAuditQuery>;

// The values as they were and became: whatever the changed thing looks like.
const ZAuditEntry = z.object({
  id: z.number().int(),
  staff_email: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditReply = z.object({
  entries: z.array(ZAuditEntry),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type AuditReply = z.infer<typeof ZAuditReply>;
