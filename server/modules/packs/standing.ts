import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/tables';
import { type SubscriptionStanding, subscriptionStanding } from './tables';

/** One player's standing at `now` (notifications pick promotions' audience by it). */
export async function standingOf(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<SubscriptionStanding> {
  const [me] = await db
    .select({ standing: subscriptionStanding(users.id, now) })
    .from(users)
    .where(eq(users.id, userId));
  return me?.standing ?? 'none';
}
