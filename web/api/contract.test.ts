import { describe, expect, it } from 'vitest';
import { contract } from './contract';

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
