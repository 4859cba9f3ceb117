import { expect, it } from 'vitest';
import { BADGE_RULE_NAMES } from '@contract/retention';
import { BADGE_RULES } from './tables';

it('lets the database check accept every badge rule the console and the API offer', () => {
  expect([...BADGE_RULES]).toEqual([...BADGE_RULE_NAMES]);
});
