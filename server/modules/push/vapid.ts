import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const made = new WeakMap<Config, VapidKeys>();

/**
 * The VAPID pair: from the configuration; outside production, when none is set, a pair made once
 * and kept under DATA_DIR (so subscriptions survive a restart), in memory for tests. Null in
 * production without keys: push is then off.
 */
export function vapidKeys(config: Config): VapidKeys | null {
  const { publicKey, privateKey, subject } = config.push;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (config.isProduction) return null;
  const known = made.get(config);
  if (known) return known;
  let keys: { publicKey: string; privateKey: string } | null = null;
  const file = path.join(config.dataDir, 'vapid.json');
  if (config.env !== 'test') {
    try {
      keys = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    } catch {
      keys = null;
    }
  }
  if (!keys) {
    keys = webpush.generateVAPIDKeys();
    if (config.env !== 'test') {
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    }
  }
  const pair = { ...keys, subject };
  made.set(config, pair);
  return pair;
}
