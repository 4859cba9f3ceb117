import { describe, expect, it } from 'vitest';
import type { Route } from '@contract/endpoint';
import { unreadCount } from '@contract/routes/notifications';
import { replyOf } from './contract';

describe('replyOf(): a declared endpoint checks its reply in development', () => {
  it('passes a reply its declaration accepts and refuses one that drifted', async () => {
    await expect(replyOf(unreadCount).parse({ unread_count: 3 })).resolves.toEqual({
      unread_count: 3,
    });
    await expect(replyOf(unreadCount).parse({ unread_count: 'three' })).rejects.toThrow();
  });

  it('refuses a route nobody declared', async () => {
    const stray = 'GET /api/v2.0/nowhere' as Route;
    await expect(replyOf(stray).parse(null)).rejects.toThrow(/No declaration/);
  });
});
