/**
 * npm start outside production (scripts/start.mjs runs this through tsx): builds the web app when
 * its sources changed since the last build, then serves web + API together (server/main.ts
 * migrates and seeds on first start).
 */
import { ensureWebBuilt } from './build-web';

console.log('Checking the web build…');
if (await ensureWebBuilt()) console.log('Web app built into dist/web.');
await import('../server/main');
