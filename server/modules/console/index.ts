// Public entry: other modules import only what this names (see .dependency-cruiser.mjs).
export { listAudit, recordAudit, type AuditAuthor, type AuditChange } from './audit';
export { registerConsoleCookies, registerConsoleGuard } from './guard';
export { consoleRoutes, consoleSignInRoutes } from './routes';
export { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from './sessions';
export { ensureDevAdmin, resetAdmin } from './staff';
