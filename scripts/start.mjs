/**
 * npm start. With NODE_ENV=production it runs the compiled server (dist/server, from
 * `npm run build`): no TypeScript at run time, no web build at boot. Otherwise it builds the web
 * app when its sources changed and runs the TypeScript server through tsx, as in development.
 */
// Plain JavaScript: it must run before (and without) TypeScript tooling.
/* global process, console */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

if (process.env.NODE_ENV === 'production') {
  const main = path.join(root, 'dist/server/main.js');
  if (!fs.existsSync(main)) {
    console.error('No compiled server in dist/server: run `npm run build` first.');
    process.exit(1);
  }
  await import(main);
} else {
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch {
    console.error(
      'tsx is missing (installed without devDependencies?): run `npm ci`, or set ' +
        'NODE_ENV=production to run the compiled server from `npm run build`.',
    );
    process.exit(1);
  }
  register();
  await import('./start.ts');
}
