/**
 * The console's staff roles (game-rules.md, "Operator console"). Plain data without zod: the
 * endpoint declarations name them, and the console app checks a role without loading zod.
 */
export const STAFF_ROLES = ['admin', 'editor', 'support', 'analyst'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
