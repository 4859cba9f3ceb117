import fs from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError } from './config';

/** Production never builds at boot: a missing web build is a deployment mistake, said plainly. */
export function assertWebBuilt(config: Config): void {
  if (!config.isProduction) return;
  if (fs.existsSync(path.join(config.webDistDir, 'index.html'))) return;
  throw new ConfigError(
    `No web build in ${config.webDistDir}: run \`npm run build\` before starting with NODE_ENV=production.`,
  );
}
