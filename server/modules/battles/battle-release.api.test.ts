import v8 from 'node:v8';
import vm from 'node:vm';
import { expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createInProcessState } from '../../context';
import { openDatabase } from '../../db/client';
import { systemClock } from '../../lib/clock';

v8.setFlagsFromString('--expose_gc');
const gc = vm.runInNewContext('gc') as () => void;

// Without Redis, Socket.IO's session adapter keeps a timer nobody clears (socket.ts, cutLoose):
// through it a closed app, its sockets' server and its database stayed reachable for good.
it('lets a closed app be collected (its battle sockets keep nothing alive)', async () => {
  const collected = new Set<string>();
  const registry = new FinalizationRegistry<string>((what) => collected.add(what));
  await (async () => {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      db: database.db,
      redis: null,
      clock: systemClock,
      ...createInProcessState(),
    });
    await app.ready();
    registry.register(app, 'app');
    await app.close();
    await database.close();
  })();
  for (let i = 0; i < 20 && !collected.has('app'); i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(collected.has('app')).toBe(true);
});
