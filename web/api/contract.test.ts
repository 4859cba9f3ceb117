import { describe, expect, it } from 'vitest';
import type { Route } from '@contract/endpoint';
import { unreadCount } from '@contract/routes/notifications';
import { contract, replyOf } from './contract';

describe('contract(): replies checked against the contract in development', () => {
  it('passes a reply the contract accepts', async () => {
    const reply = { unread_count: 3 };
    await expect(contract('notifications', 'ZUnreadCountReply').parse(reply)).resolves.toEqual(
      reply,
    );
  });

  it('refuses a reply that drifted from the contract', async () => {
    await expect(
      contract('notifications', 'ZUnreadCountReply').parse({ unread_count: 'three' }),
    ).rejects.toThrow();
    await expect(contract('envelope', 'ZEmptyReply').parse({ extra: 1 })).rejects.toThrow();
  });
});

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
