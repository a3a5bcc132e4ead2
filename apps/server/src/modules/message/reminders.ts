import { and, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/types.ts';
import type { JobDefinition } from '../../platform/jobs/registry.ts';
import { interiorPendings } from '../../platform/workflow/schema.ts';
import { channelList, TODO_REMINDER_SOURCE } from './kit.ts';
import { msgReminderRules, msgReminderSent } from './schema.ts';
import { sendMessage } from './send.ts';

/*
 * To-do reminders (reminderSetting, msgTd): for each enabled rule, every open interior to-do older than
 * firstAfterHours is reminded to its receiver, again every repeatHours, at most maxTimes, on the rule's
 * channels, as an instance of the TODO_REMINDER source. The clock is a parameter so tests can move it.
 */

const HOUR = 3_600_000;
const BATCH = 500;

export async function runReminders(db: Db, options: { now?: Date } = {}): Promise<{ reminded: number }> {
  const now = options.now ?? new Date();
  const rules = await db.select().from(msgReminderRules).where(eq(msgReminderRules.enabledFlag, 'Y'));
  let reminded = 0;
  for (const rule of rules) {
    const conds: SQL[] = [
      eq(interiorPendings.handleFlag, 'N'),
      eq(interiorPendings.cancelFlag, 'N'),
      lte(interiorPendings.creationDate, new Date(now.getTime() - rule.firstAfterHours * HOUR)),
      or(
        isNull(msgReminderSent.id),
        lte(msgReminderSent.lastSentAt, new Date(now.getTime() - rule.repeatHours * HOUR)),
      )!,
      or(isNull(msgReminderSent.times), lte(msgReminderSent.times, rule.maxTimes - 1))!,
    ];
    if (rule.billType) conds.push(eq(interiorPendings.billType, rule.billType));
    const due = await db
      .select({
        id: interiorPendings.id,
        title: interiorPendings.pendingTitle,
        billType: interiorPendings.billType,
        billId: interiorPendings.billId,
        billNumber: interiorPendings.billNumber,
        menuCode: interiorPendings.menuCode,
        receiverUserId: interiorPendings.receiverUserId,
        creationDate: interiorPendings.creationDate,
        times: msgReminderSent.times,
      })
      .from(interiorPendings)
      .leftJoin(
        msgReminderSent,
        and(eq(msgReminderSent.pendingId, interiorPendings.id), eq(msgReminderSent.ruleId, rule.id)),
      )
      .where(and(...conds))
      .limit(BATCH);
    for (const p of due) {
      await db.transaction(async (tx) => {
        const times = (p.times ?? 0) + 1;
        await sendMessage(tx, {
          sourceCode: TODO_REMINDER_SOURCE,
          sendType: 'REMINDER',
          channels: channelList(rule.channels),
          variables: {
            pendingTitle: p.title,
            billNumber: p.billNumber ?? '',
            hours: Math.floor((now.getTime() - p.creationDate.getTime()) / HOUR),
            times,
          },
          receivers: { userIds: [p.receiverUserId] },
          bill: { billType: p.billType, billId: p.billId, billNumber: p.billNumber, menuCode: p.menuCode },
          pendingId: p.id,
        });
        await tx
          .insert(msgReminderSent)
          .values({ ruleId: rule.id, pendingId: p.id, times: 1, lastSentAt: now })
          .onConflictDoUpdate({
            target: [msgReminderSent.ruleId, msgReminderSent.pendingId],
            set: { times, lastSentAt: now },
          });
      });
      reminded++;
    }
  }
  return { reminded };
}

export const todoReminderJob: JobDefinition = {
  code: 'MSG_TODO_REMINDER',
  name: { CN: '待办催办提醒', EN: 'To-do reminders' },
  defaultCron: '*/10 * * * *',
  async run({ db }) {
    const r = await runReminders(db);
    return `reminded ${r.reminded}`;
  },
};
