import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BADGE_RULE_NAMES } from '@contract/retention';
import type { BadgeSeed } from '../modules/retention';

const here = path.dirname(fileURLToPath(import.meta.url));

const ZBadgeSeed = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,60}$/),
  rule: z.enum(BADGE_RULE_NAMES),
  threshold: z.number().int().min(1),
  nameEn: z.string().min(1).max(80),
  nameMm: z.string().min(1).max(120),
  descriptionEn: z.string().min(1),
  descriptionMm: z.string().min(1),
});

/** The demo badges, one per rule or more, in English and Myanmar (content/demo/badges.json). */
export function readDemoBadges(): BadgeSeed[] {
  const bundled = path.join(here, 'content/demo/badges.json');
  const file = fs.existsSync(bundled)
    ? bundled
    : path.resolve(here, '../../content/demo/badges.json');
  return z.array(ZBadgeSeed).parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
