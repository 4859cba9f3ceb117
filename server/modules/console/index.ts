// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { listAudit, recordAudit } from './audit';
export { registerConsoleCookies, registerConsoleGuard } from './guard';
export { consoleRoutes, consoleSignInRoutes } from './routes';
export { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, ROLES_NEEDING_TOTP } from './sessions';
export { ensureDevAdmin } from './staff';
export { resetAccessFromServer } from './staff-resets';
