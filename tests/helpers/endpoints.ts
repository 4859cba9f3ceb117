import fs from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@contract/endpoint';

/** Every declaration in contract/endpoints, as the server and the web's dev check read them. */
export async function declaredEndpoints(): Promise<Endpoint[]> {
  const dir = path.resolve(import.meta.dirname, '../../contract/endpoints');
  const found: Endpoint[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(path.join(dir, file))) as Record<string, Record<string, Endpoint>>;
    for (const group of Object.values(module)) found.push(...Object.values(group));
  }
  return found;
}
