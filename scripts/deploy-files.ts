import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface Stage {
  name: string;
  lines: string[];
}

/** The Dockerfile's stages with their instructions, continuation lines joined. */
export function dockerStages(file = path.join(root, 'Dockerfile')): Stage[] {
  const joined = fs
    .readFileSync(file, 'utf8')
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of joined) {
    const from = /^FROM\s+\S+\s+AS\s+(\S+)/i.exec(line);
    if (from) stages.push({ name: from[1]!, lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

/** The JSON (exec form) arguments of an instruction such as CMD or HEALTHCHECK … CMD. */
export function execForm(line: string): string[] {
  const json = line.slice(line.indexOf('['));
  return JSON.parse(json) as string[];
}
