import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { userResponsibilities } from '../../platform/access/schema.ts';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { notify } from '../notice/index.ts';
import { type Channel, channelList, MANUAL_SOURCE } from './kit.ts';
import { renderTemplate } from './render.ts';
import {
  msgConfigs,
  msgInstances,
  msgLogs,
  msgReceivers,
  msgSources,
  msgTemplates,
  msgUserPrefs,
  type Rendered,
} from './schema.ts';

/*
 * sendMessage(): what other modules call when their events happen, inside their own transaction. The
 * source's configuration decides whether it sends, on which channels and to whom; the templates of the
 * source render title and body in both languages; each receiver's preferences may switch a channel off.
 * In-app copies are notifications at once; e-mails are queued (PENDING) and delivered after the commit
 * by the delivery job (delivery.ts), so a rolled-back event sends nothing.
 */

export type Receivers = { userIds?: number[]; respIds?: number[]; supplierIds?: number[] };

export type SendInput = {
  sourceCode: string;
  variables?: Record<string, unknown>;
  /** The event's natural receivers (the document's requester, the supplier of a to-do…). */
  receivers: Receivers;
  bill?: { billType: string; billId?: number | null; billNumber?: string | null; menuCode?: string | null };
  senderUserId?: number | null;
  sendType?: 'EVENT' | 'MANUAL' | 'REMINDER';
  /** Overrides the configured channels (a reminder rule's, a hand-sent message's). */
  channels?: Channel[];
  /** A hand-written message: this text instead of the templates (both languages the same). */
  text?: { title: string; body: string };
  pendingId?: number | null;
};

export type SendResult = { instanceId: number; receiverCount: number } | null;

type Recipient = { id: number; email: string | null; supplierId: number | null };

/** The enabled users named directly, through a responsibility they hold, or as users of a supplier. */
export async function resolveReceivers(db: DbOrTx, r: Receivers): Promise<Recipient[]> {
  const ors: SQL[] = [];
  if (r.userIds?.length) ors.push(inArray(users.id, r.userIds));
  if (r.supplierIds?.length) ors.push(inArray(users.supplierId, r.supplierIds));
  const fromResps = r.respIds?.length
    ? (
        await db
          .select({ userId: userResponsibilities.userId })
          .from(userResponsibilities)
          .where(
            and(inArray(userResponsibilities.responsibilityId, r.respIds), eq(userResponsibilities.enabledFlag, 'Y')),
          )
      ).map((x) => x.userId)
    : [];
  if (fromResps.length) ors.push(inArray(users.id, fromResps));
  const found: Recipient[] = [];
  for (const cond of ors) {
    const rows = await db
      .select({ id: users.id, email: users.email, supplierId: users.supplierId })
      .from(users)
      .where(and(cond, eq(users.enabledFlag, 'Y')));
    found.push(...rows);
  }
  const byId = new Map(found.map((u) => [u.id, u]));
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

async function renderedOf(db: DbOrTx, sourceId: number, channels: Channel[], input: SendInput): Promise<Rendered> {
  const out: Rendered = {};
  if (input.text) {
    const one = { title: input.text.title, body: input.text.body };
    for (const c of channels) out[c] = { CN: one, EN: one };
    return out;
  }
  const templates = await db
    .select()
    .from(msgTemplates)
    .where(and(eq(msgTemplates.sourceId, sourceId), eq(msgTemplates.enabledFlag, 'Y')));
  const vars = input.variables ?? {};
  for (const c of channels) {
    const cn = templates.find((t) => t.channel === c && t.lang === 'CN');
    const en = templates.find((t) => t.channel === c && t.lang === 'EN');
    // One language missing: the other serves both; neither: the channel has nothing to send.
    const a = cn ?? en;
    const b = en ?? cn;
    if (!a || !b) continue;
    const r = (t: typeof a) => ({
      title: renderTemplate(t.title, vars).slice(0, 500),
      body: renderTemplate(t.body, vars),
    });
    out[c] = { CN: r(a), EN: r(b) };
  }
  return out;
}

/** Sends one message; answers null when the source is unknown, disabled or not configured, or nobody receives it. */
export async function sendMessage(tx: DbOrTx, input: SendInput): Promise<SendResult> {
  const [source] = await tx.select().from(msgSources).where(eq(msgSources.sourceCode, input.sourceCode));
  if (source?.enabledFlag !== 'Y') return null;
  const manual = input.sendType === 'MANUAL' || input.sourceCode === MANUAL_SOURCE;
  const [config] = await tx.select().from(msgConfigs).where(eq(msgConfigs.sourceId, source.id));
  // A hand-sent message goes where its sender says; an event only when its source is configured on.
  if (!manual && config?.enabledFlag !== 'Y') return null;
  const channels = input.channels ?? channelList(config?.channels);
  if (channels.length === 0) return null;
  const receivers: Receivers =
    manual || !config
      ? input.receivers
      : {
          userIds: [...(config.naturalFlag === 'Y' ? (input.receivers.userIds ?? []) : []), ...config.userIds],
          supplierIds: config.naturalFlag === 'Y' ? input.receivers.supplierIds : [],
          respIds: [...(config.naturalFlag === 'Y' ? (input.receivers.respIds ?? []) : []), ...config.respIds],
        };
  const people = await resolveReceivers(tx, receivers);
  if (people.length === 0) return null;
  const rendered = await renderedOf(tx, source.id, channels, input);
  const usable = channels.filter((c) => rendered[c]);
  if (usable.length === 0) return null;
  const prefs = await tx
    .select()
    .from(msgUserPrefs)
    .where(
      and(
        eq(msgUserPrefs.sourceId, source.id),
        inArray(
          msgUserPrefs.userId,
          people.map((p) => p.id),
        ),
      ),
    );
  const prefOf = new Map(prefs.map((p) => [p.userId, p]));
  const wanted = (userId: number, c: Channel) => {
    const p = prefOf.get(userId);
    return !p || (c === 'IN_APP' ? p.inAppFlag : p.emailFlag) === 'Y';
  };
  const deliveries = people.flatMap((p) => usable.filter((c) => wanted(p.id, c)).map((c) => ({ p, c })));
  if (deliveries.length === 0) return null;

  const first = rendered[usable[0]]!;
  const [instance] = await tx
    .insert(msgInstances)
    .values({
      sourceId: source.id,
      sourceCode: source.sourceCode,
      sendType: input.sendType ?? (manual ? 'MANUAL' : 'EVENT'),
      title: first.CN.title,
      rendered,
      channels: usable.join(','),
      senderUserId: input.senderUserId ?? null,
      billType: input.bill?.billType ?? null,
      billId: input.bill?.billId ?? null,
      billNumber: input.bill?.billNumber ?? null,
      pendingId: input.pendingId ?? null,
      receiverCount: new Set(deliveries.map((d) => d.p.id)).size,
      createdBy: input.senderUserId ?? null,
      lastUpdatedBy: input.senderUserId ?? null,
    })
    .returning({ id: msgInstances.id });
  const now = new Date();
  for (const { p, c } of deliveries) {
    const text = rendered[c]!.CN;
    if (c === 'IN_APP') {
      const [notificationId] = await notify(tx, {
        recipientUserIds: [p.id],
        title: text.title || source.sourceName,
        content: text.body,
        billType: input.bill?.billType ?? null,
        billId: input.bill?.billId ?? null,
        menuCode: input.bill?.menuCode ?? null,
        createdBy: input.senderUserId ?? null,
      });
      const [row] = await tx
        .insert(msgReceivers)
        .values({
          instanceId: instance.id,
          userId: p.id,
          supplierId: p.supplierId,
          channel: c,
          notificationId,
          status: 'SENT',
          attempts: 1,
          createdBy: input.senderUserId ?? null,
        })
        .returning({ id: msgReceivers.id });
      await tx
        .insert(msgLogs)
        .values({ receiverId: row.id, instanceId: instance.id, channel: c, attempt: 1, status: 'SENT' });
    } else {
      const address = p.email?.trim() || null;
      const [row] = await tx
        .insert(msgReceivers)
        .values({
          instanceId: instance.id,
          userId: p.id,
          supplierId: p.supplierId,
          channel: c,
          address,
          status: address ? 'PENDING' : 'FAILED',
          nextAttemptAt: address ? now : null,
          lastError: address ? null : 'no e-mail address',
          createdBy: input.senderUserId ?? null,
        })
        .returning({ id: msgReceivers.id });
      if (!address) {
        await tx.insert(msgLogs).values({
          receiverId: row.id,
          instanceId: instance.id,
          channel: c,
          attempt: 0,
          status: 'FAILED',
          error: 'no e-mail address',
        });
      }
    }
  }
  return { instanceId: instance.id, receiverCount: new Set(deliveries.map((d) => d.p.id)).size };
}
