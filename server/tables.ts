/**
 * The whole data model, gathered from its owners (product-spec section 3, game-rules.md): each
 * module declares its tables in its own tables.ts and alone writes them, the job queue's are in
 * jobs/tables.ts. For the wiring above the modules (the seed) and for tests; a module reaches
 * another's tables through that module's index.ts.
 */
export * from './jobs/tables';
export * from './modules/analytics/tables';
export * from './modules/auth/tables';
export * from './modules/battles/tables';
export * from './modules/challenges/tables';
export * from './modules/console/tables';
export * from './modules/console-care/tables';
export * from './modules/engine/tables';
export * from './modules/friends/tables';
export * from './modules/gameplay/tables';
export * from './modules/notifications/tables';
export * from './modules/packs/tables';
export * from './modules/push/tables';
export * from './modules/retention/tables';
export * from './modules/topics/tables';
export * from './modules/tournaments/tables';
export * from './modules/users/tables';
export * from './modules/wallet/tables';
