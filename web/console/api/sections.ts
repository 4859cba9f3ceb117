// Plain data, no aliases: the browser journeys read each role's menu from here too.
import type { StaffRole } from '../../../contract/staff-roles';

/** The console's sections and the roles that see them (as the endpoints they call allow). */
export const SECTIONS = [
  { path: '/', key: 'overview', roles: ['admin', 'editor', 'support', 'analyst'] },
  { path: '/content', key: 'content', roles: ['admin', 'editor', 'analyst'] },
  { path: '/import', key: 'import', roles: ['admin', 'editor'] },
  { path: '/reports', key: 'reports', roles: ['admin', 'editor', 'analyst'] },
  { path: '/promotions', key: 'promotions', roles: ['admin', 'editor', 'analyst'] },
  { path: '/tournaments', key: 'tournaments', roles: ['admin', 'editor', 'analyst'] },
  { path: '/packs', key: 'packs', roles: ['admin', 'editor', 'analyst'] },
  { path: '/badges', key: 'badges', roles: ['admin', 'editor', 'analyst'] },
  { path: '/fairplay', key: 'fairplay', roles: ['admin', 'editor', 'analyst'] },
  { path: '/care', key: 'care', roles: ['admin', 'support'] },
  { path: '/analytics', key: 'analytics', roles: ['admin', 'analyst'] },
  { path: '/staff', key: 'staff', roles: ['admin'] },
  { path: '/audit', key: 'audit', roles: ['admin'] },
  { path: '/account', key: 'account', roles: ['admin', 'editor', 'support', 'analyst'] },
] as const satisfies ReadonlyArray<{ path: string; key: string; roles: readonly StaffRole[] }>;

export const sectionsOf = (role: StaffRole) =>
  SECTIONS.filter((s) => (s.roles as readonly StaffRole[]).includes(role));
