import { and, asc, eq, gt } from 'drizzle-orm';
import type { ConsoleTemplate, TemplateChange, TemplatesReply } from '@contract/console-events';
import type { AppContext } from '../../context';
import type { AuditHook } from '../../lib/audit-hook';
import { fieldError, notFound } from '../../lib/errors';
import { newTournamentKey, withdrawBroadcast } from '../notifications';
import { checkTopics, textColumns, textFields } from './admin-view';
import { scheduleTemplate, schedulerLock } from './schedule';
import { tournamentTemplates, tournaments } from './tables';

type TemplateRow = typeof tournamentTemplates.$inferSelect;

function templateView(t: TemplateRow): ConsoleTemplate {
  return {
    id: t.id,
    type: t.type,
    ...textFields(t),
    duration: t.duration,
    question_count: t.questionCount,
    chances: t.chances,
    length_minutes: t.lengthMinutes,
    topic_ids: t.topicIds,
    start_local_time: t.startLocalTime,
    weekday: t.weekday,
    active: t.active,
  };
}

export async function listTemplates(ctx: AppContext): Promise<TemplatesReply> {
  const rows = await ctx.db
    .select()
    .from(tournamentTemplates)
    .orderBy(asc(tournamentTemplates.type), asc(tournamentTemplates.id));
  return { templates: rows.map(templateView), time_zone: ctx.config.timezone };
}

/**
 * Edits a template. Its occurrences that have not started are made again from it at once (with
 * their announcements taken back and sent anew): nobody can have entered them, and the next one
 * follows the edit. A running occurrence keeps the rules its players started under. The edit
 * waits for the scheduler's lock, so no scheduler run makes an occurrence from the old rules
 * meanwhile.
 */
export async function updateTemplate(
  ctx: AppContext,
  id: number,
  change: TemplateChange,
  audit: AuditHook,
  now = new Date(),
): Promise<TemplatesReply> {
  await ctx.db.transaction(async (tx) => {
    await schedulerLock(tx, true);
    const [before] = await tx
      .select()
      .from(tournamentTemplates)
      .where(eq(tournamentTemplates.id, id))
      .for('update');
    if (!before) throw notFound('Tournament template');
    // Dailies repeat every day; a mega once a week, on its weekday.
    if (before.type === 'MEGA' && change.weekday === null) {
      throw fieldError('weekday', 'is required for a mega tournament');
    }
    if (before.type === 'DAILY' && change.weekday !== null) {
      throw fieldError('weekday', 'must be empty for a daily tournament');
    }
    await checkTopics(tx, change.topic_ids);
    const [after] = await tx
      .update(tournamentTemplates)
      .set({
        ...textColumns(change),
        duration: change.duration,
        questionCount: change.question_count,
        chances: change.chances,
        lengthMinutes: change.length_minutes,
        topicIds: change.topic_ids,
        startLocalTime: change.start_local_time,
        weekday: change.weekday,
        active: change.active,
      })
      .where(eq(tournamentTemplates.id, id))
      .returning();
    if (!after) throw notFound('Tournament template');
    const pending = await tx
      .delete(tournaments)
      .where(and(eq(tournaments.templateId, id), gt(tournaments.startTime, now)))
      .returning({ id: tournaments.id });
    for (const p of pending) await withdrawBroadcast(tx, newTournamentKey(p.id));
    if (after.active) await scheduleTemplate(tx, ctx, after, now, { upcomingOnly: true });
    await audit(tx, {
      action: 'tournament_template.update',
      target: `tournament_template:${id}`,
      before: templateView(before),
      after: templateView(after),
    });
  });
  return listTemplates(ctx);
}
