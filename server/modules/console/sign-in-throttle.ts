import { and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { SignInThrottle } from '@contract/console';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from './audit';
import { staffSignInFailures as failures } from './tables';

/**
 * Failed sign-ins are counted per email and address, and delay that pair only: an attacker's
 * failures slow the attacker down but never lock the account's owner out from another address.
 * The first failures in a row cost nothing (a person mistyping); from then on each waits twice as
 * long as the one before, up to a ceiling, so one address tries a few times an hour at most.
 */
export const FREE_FAILURES = 5;
export const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;
/** A streak whose last failure is older than this is forgotten (and its row pruned). */
const FORGET_AFTER = sql`interval '1 day'`;

/** The wait after `n` failures in a row, as SQL over the count the upsert computes. */
const delaySeconds = (n: SQL) => {
  const [free, first, max] = [FREE_FAILURES, FIRST_DELAY_SECONDS, MAX_DELAY_SECONDS].map(String);
  return sql`case when (${n})::int < ${sql.raw(free!)} then 0 else least(${sql.raw(first!)} * power(2, (${n})::int - ${sql.raw(free!)}), ${sql.raw(max!)}) end`;
};

/** Whether this email may be tried from this address now; a delayed attempt is not weighed. */
export async function isThrottled(db: DbOrTx, email: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ waiting: sql<boolean>`${failures.retryAt} > now()` })
    .from(failures)
    .where(and(eq(failures.email, email), eq(failures.address, address)));
  return row?.waiting ?? false;
}

/**
 * Counts a failure of this email from this address, whether or not the email is an account's (the
 * same writes either way). An account's failure is audited, as a throttle once it starts to delay;
 * an unknown email's is not: the audit names accounts, and what was typed as an email is sometimes
 * a password typed in the wrong field.
 */
export async function recordFailure(
  db: DbOrTx,
  email: string,
  address: string,
  account: { id: number; email: string } | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(failures).where(sql`${failures.lastFailureAt} < now() - ${FORGET_AFTER}`);
    const next = sql`case when ${failures.lastFailureAt} < now() - ${FORGET_AFTER} then 1 else ${failures.failures} + 1 end`;
    const [row] = await tx
      .insert(failures)
      .values({
        email,
        address,
        failures: 1,
        retryAt: sql`now() + make_interval(secs => ${delaySeconds(sql`1`)})`,
      })
      .onConflictDoUpdate({
        target: [failures.email, failures.address],
        set: {
          failures: next,
          lastFailureAt: sql`now()`,
          retryAt: sql`now() + make_interval(secs => ${delaySeconds(next)})`,
        },
      })
      .returning();
    if (!account || !row) return;
    const throttled = row.failures >= FREE_FAILURES;
    await recordAudit(tx, account, {
      action: throttled ? 'staff.sign_in_throttled' : 'staff.sign_in_failed',
      target: `staff:${account.id}`,
      before: null,
      after: { address, failures: row.failures, retry_at: row.retryAt.toISOString() },
      reason: throttled
        ? `${row.failures} failed sign-ins in a row from ${address}: its next try waits`
        : `Failed sign-in from ${address}`,
    });
  });
}

/** A sign-in succeeded: this address starts afresh (others' streaks stay). */
export async function clearFailures(db: DbOrTx, email: string, address: string): Promise<void> {
  await db.delete(failures).where(and(eq(failures.email, email), eq(failures.address, address)));
}

/** Every address starts afresh with this email (an admin's unlock, the CLI's reset). */
export async function forgetFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(failures).where(eq(failures.email, email));
}

/** The addresses each email is being delayed from, for the staff list. */
export async function throttlesByEmail(
  db: DbOrTx,
  emails: string[],
): Promise<Map<string, SignInThrottle[]>> {
  const byEmail = new Map<string, SignInThrottle[]>();
  if (emails.length === 0) return byEmail;
  const rows = await db
    .select()
    .from(failures)
    .where(
      and(
        inArray(failures.email, emails),
        gte(failures.failures, FREE_FAILURES),
        sql`${failures.lastFailureAt} >= now() - ${FORGET_AFTER}`,
      ),
    )
    .orderBy(asc(failures.email), asc(failures.address));
  for (const r of rows) {
    const list = byEmail.get(r.email) ?? [];
    list.push({
      address: r.address,
      failures: r.failures,
      last_failure_at: r.lastFailureAt.toISOString(),
      retry_at: r.retryAt.toISOString(),
    });
    byEmail.set(r.email, list);
  }
  return byEmail;
}
