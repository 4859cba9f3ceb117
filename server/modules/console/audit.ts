import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditReply } from '@contract/console';
import type { z } from 'zod';
import type { ZAuditQuery } from '@contract/console';
import type { DbOrTx } from '../../db/client';
import { dayEndIn, dayStartIn } from '../../lib/time';
import { auditLog } from './tables';

/** Who made a change: any signed-in staff member (StaffUser has these) or the CLI's account. */
export interface AuditAuthor {
  id: number;
  email: string;
}

export interface AuditChange {
  /** What was done, dotted by feature: `staff.create`, `question.retire`, … */
  action: string;
  /** What it was done to, as `kind:id` (`staff:4`, `question:120`). */
  target: string;
  before: unknown;
  after: unknown;
  reason: string;
}

/**
 * Appends the audit row of a change. Call it inside the change's own transaction, so that the
 * change and its row commit together or not at all.
 */
export async function recordAudit(
  tx: DbOrTx,
  staff: AuditAuthor,
  change: AuditChange,
): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      staffId: staff.id,
      staffEmail: staff.email,
      action: change.action,
      target: change.target,
      before: change.before ?? null,
      after: change.after ?? null,
      reason: change.reason,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The log newest first, a page at a time; staff and target match by part, action exactly. A page
 * about one thing (a subscriber's staff actions) asks for its target exactly, as `player:1` is
 * part of `player:12`. Days are the operator's (`timeZone`), as the console shows them.
 */
export async function listAudit(
  db: DbOrTx,
  query: z.output<typeof ZAuditQuery>,
  { exactTarget = false, timeZone }: { exactTarget?: boolean; timeZone: string },
): Promise<AuditReply> {
  const filters: SQL[] = [];
  if (query.staff) filters.push(ilike(auditLog.staffEmail, `%${escapeLike(query.staff)}%`));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.target) {
    filters.push(
      exactTarget
        ? eq(auditLog.target, query.target)
        : ilike(auditLog.target, `%${escapeLike(query.target)}%`),
    );
  }
  if (query.from) filters.push(gte(auditLog.at, dayStartIn(query.from, timeZone)));
  if (query.to) filters.push(lt(auditLog.at, dayEndIn(query.to, timeZone)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    staff_email: r.staffEmail,
    action: r.action,
    target: r.target,
    before: r.before,
    after: r.after,
    reason: r.reason,
    at: r.at.toISOString(),
  }));
  return { entries, page: query.page, per_page: query.per_page, total: total?.n ?? 0 };
}
