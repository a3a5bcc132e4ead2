import { isSupplierUserType } from '@srm/core';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessionUser.ts';
import type { Db } from '../db/types.ts';
import { AppError, notFound } from '../http/errors.ts';
import { profileNumber } from '../profiles/profiles.ts';
import { checkZipArchive, looksLikeZip } from './archive.ts';
import { refuseKeptFiles, unguarded } from './guards.ts';
import { suffixOf } from './names.ts';
import { type AttachmentRow, attachments } from './schema.ts';
import { checkFileType } from './sniff.ts';
import type { FileStore } from './store.ts';

/** A file received into a temp path of the store, not checked yet. */
export type IncomingFile = { tempFile: string; name: string; size: number; sha256: string };

/** The form fields that go with an upload (spec §7). */
export type AttachmentFields = { path?: string; functionId?: string; businessId?: string; fileDesc?: string };

/** The attachment as the API answers it (spec §3). */
export type AttachmentJson = {
  id: number;
  originalFileName: string;
  suffixName: string;
  fileName: string;
  fileSize: number;
  creationDate: Date;
};

export function toAttachmentJson(row: AttachmentRow): AttachmentJson {
  return {
    id: row.id,
    originalFileName: row.originalFileName,
    suffixName: row.suffixName,
    fileName: row.fileName,
    fileSize: row.fileSize,
    creationDate: row.creationDate,
  };
}

/**
 * The data boundary of attachments (ARCHITECTURE §5, §10): a supplier user sees only attachments
 * uploaded under its own supplier; anything else behaves as if it did not exist.
 * Internal users see every attachment for now: their data scope (organisations, categories,
 * purchasing groups) arrives with the scope helper and will be added here. Files a module keeps sealed
 * (guards.ts, e.g. quote files before the deadline) are taken out by readableBy and the delete.
 */
export function visibleTo(user: SessionUser): SQL {
  const live = eq(attachments.deletedFlag, 'N');
  if (!isSupplierUserType(user.userType)) return live;
  if (user.supplierId == null) return sql`false`;
  return and(live, eq(attachments.supplierId, user.supplierId))!;
}

const MAX_ID = 2_147_483_647;

/**
 * Parses the spec's comma-separated id string; blanks ignored, duplicates kept once, order kept.
 * An id that cannot exist (not a number, beyond the integer range) becomes -1, which matches nothing.
 */
export function parseIds(ids: string): number[] {
  const seen = new Set<number>();
  for (const part of ids.split(',')) {
    const text = part.trim();
    if (text === '') continue;
    seen.add(/^\d{1,10}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : -1);
  }
  return [...seen];
}

/**
 * Published files other users may read but never change: a module (e.g. notices and public documents)
 * registers a condition naming the attachments its published records reference for a user. The condition
 * must refer to the attachment as "base_attachment"."id". Used by list, download and preview only, never
 * by delete.
 */
/**
 * `"base_attachment"."id"` appears in the comma list `column` (spaces ignored): how a readable rule names the
 * files a record lists in its `file_ids`.
 */
export const listsAttachment = (column: string) =>
  sql.raw(
    `position(',' || "base_attachment"."id"::text || ',' in ',' || replace(coalesce(${column}, ''), ' ', '') || ',') > 0`,
  );

export type ReadableAttachmentRule = (user: SessionUser) => SQL | undefined;
const readableRules = new Set<ReadableAttachmentRule>();
export function registerReadableAttachments(rule: ReadableAttachmentRule): void {
  readableRules.add(rule);
}

/**
 * visibleTo() widened by the registered read-only rules (published files), then narrowed by the file
 * guards (guards.ts): a sealed file stays unread whichever rule would open it.
 */
export function readableBy(user: SessionUser): SQL {
  const own = visibleTo(user);
  const extra = [...readableRules].map((rule) => rule(user)).filter((c): c is SQL => c !== undefined);
  const readable = extra.length === 0 ? own : or(own, and(eq(attachments.deletedFlag, 'N'), or(...extra)))!;
  return and(readable, unguarded(user))!;
}

/** The attachments among `ids` the user may see, in the order of `ids`; the others are left out silently. */
export async function findVisible(db: Db, user: SessionUser, ids: number[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(attachments)
    .where(and(inArray(attachments.id, ids), readableBy(user)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is AttachmentRow => r !== undefined);
}

/** All of `ids`, or 404 when any of them is missing, deleted or outside the user's boundary. */
export async function requireVisible(db: Db, user: SessionUser, ids: number[]): Promise<AttachmentRow[]> {
  const rows = await findVisible(db, user, ids);
  if (rows.length !== ids.length || rows.length === 0) throw notFound();
  return rows;
}

/** Soft-deletes attachments the user may see (all or none: 404 when one is not visible). */
export async function softDeleteAttachments(db: Db, user: SessionUser, ids: number[]): Promise<number> {
  // A sealed file (guards.ts) cannot be deleted either: it answers 404 like a missing one.
  const deletable = and(visibleTo(user), unguarded(user));
  return db.transaction(async (tx) => {
    await refuseKeptFiles(tx, ids, deletable);
    const rows = await tx
      .update(attachments)
      .set({
        deletedFlag: 'Y',
        lastUpdatedBy: user.userId,
        lastUpdateDate: new Date(),
        version: sql`${attachments.version} + 1`,
      })
      .where(and(inArray(attachments.id, ids), deletable))
      .returning({ id: attachments.id });
    if (rows.length !== ids.length) throw notFound(); // rolls the whole batch back
    return rows.length;
  });
}

/**
 * Checks received files (ARCHITECTURE §10: archives by their directory first, then content against
 * suffix), moves them into the store and records them, for the uploading user. On any refusal no
 * file of the batch is kept and the error is thrown.
 */
export async function saveAttachments(
  db: Db,
  store: FileStore,
  user: SessionUser,
  files: IncomingFile[],
  fields: AttachmentFields,
): Promise<AttachmentRow[]> {
  const stored: string[] = [];
  try {
    if (isSupplierUserType(user.userType) && user.supplierId != null)
      await checkSupplierQuota(db, user.supplierId, files);
    const checked: { file: IncomingFile; suffix: string; contentType: string }[] = [];
    for (const file of files) {
      const suffix = suffixOf(file.name);
      if (await looksLikeZip(file.tempFile)) await checkZipArchive(file.tempFile, file.name);
      const { contentType } = await checkFileType(file.tempFile, file.name, suffix);
      checked.push({ file, suffix, contentType });
    }
    const values = [];
    for (const { file, suffix, contentType } of checked) {
      const key = await store.putFromTemp(file.tempFile);
      stored.push(key);
      values.push({
        originalFileName: file.name,
        suffixName: suffix,
        fileName: key.split('/').pop()!,
        storeCode: store.code,
        storagePath: key,
        fileSize: file.size,
        contentType,
        sha256: file.sha256,
        path: fields.path || null,
        functionId: fields.functionId || null,
        businessId: fields.businessId || null,
        fileDesc: fields.fileDesc || null,
        supplierId: isSupplierUserType(user.userType) ? user.supplierId : null,
        createdBy: user.userId,
        lastUpdatedBy: user.userId,
      });
    }
    return await db.insert(attachments).values(values).returning();
  } catch (error) {
    await Promise.all([
      ...files.map((f) => store.discardTemp(f.tempFile)),
      ...stored.map((key) => store.delete(key).catch(() => undefined)),
    ]);
    throw error;
  }
}

/**
 * A supplier's users together keep at most the profile SUPPLIER_STORAGE_QUOTA_MB stored (deleted
 * attachments do not count). Two uploads at the same moment may both pass: the quota is a guard against
 * filling the disk, not an exact bill.
 */
async function checkSupplierQuota(db: Db, supplierId: number, files: IncomingFile[]): Promise<void> {
  const quotaMb = await profileNumber(db, 'SUPPLIER_STORAGE_QUOTA_MB');
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${attachments.fileSize}), 0)` })
    .from(attachments)
    .where(and(eq(attachments.supplierId, supplierId), eq(attachments.deletedFlag, 'N')));
  const used = Number(row.used);
  const adding = files.reduce((n, f) => n + f.size, 0);
  if (used + adding > quotaMb * 1024 * 1024) {
    const mb = (bytes: number) => Math.ceil(bytes / (1024 * 1024));
    throw new AppError(413, 'file.supplierQuotaExceeded', { used: mb(used), quota: quotaMb, adding: mb(adding) });
  }
}

/** The stored size of an attachment's file, or 404 with a clear message when the bytes are gone. */
export async function requireContent(store: FileStore, row: AttachmentRow): Promise<number> {
  const size = await store.size(row.storagePath);
  if (size == null) throw new AppError(404, 'file.contentMissing');
  return size;
}
