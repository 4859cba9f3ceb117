/** npm run build: the web app into dist/web and the server into dist/server (plain JavaScript). */
import { buildServer, devDependenciesUsed } from './build-server';
import { ensureWebBuilt } from './build-web';

const began = Date.now();
console.log((await ensureWebBuilt()) ? 'Web app built into dist/web.' : 'dist/web is up to date.');
const metafile = await buildServer();
const missing = devDependenciesUsed(metafile);
if (missing.length > 0) {
  console.error(`The server imports devDependencies at run time: ${missing.join(', ')}`);
  process.exit(1);
}
console.log(`Server compiled into dist/server in ${Date.now() - began} ms.`);
