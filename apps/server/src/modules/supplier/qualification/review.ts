import { isSupplierUserType } from '@srm/core';
import { and, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../../../platform/access/menus.ts';
import { LOGGED_IN, menu } from '../../../platform/access/rules.ts';
import type { SessionUser } from '../../../platform/auth/sessionUser.ts';
import {
  type countCapped,
  countCappedBy,
  EXACT_COUNT_LIMIT,
  type KnownCount,
  offsetOf,
  pageInfo,
  pagingSchema,
  plannedRows,
} from '../../../platform/db/paging.ts';
import { contains } from '../../../platform/db/search.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { idSchema } from '../../../platform/http/fieldSchemas.ts';
import { handleSupplierPendings } from '../../../platform/pending/supplierPendings.ts';
import { supplierQualifications, suppliers } from '../schema.ts';

/*
 * Qualification files (资质管理): the buyer side lists every supplier's qualifications with their review
 * state and days left, and reviews the submitted ones (approve, or reject with a comment); a supplier lists
 * its own. Files come in through change requests (change/apply.ts sets SUBMITTED).
 */

export const QUALIFICATION_MENU = 'SLC_QUALIFICATION';
const REVIEW_STATES = ['SUBMITTED', 'APPROVED', 'REJECTED'] as const;

const columns = {
  qualificationId: supplierQualifications.id,
  supplierId: supplierQualifications.supplierId,
  supplierNum: suppliers.supplierNumber,
  supplierName: suppliers.supplierName,
  qualificationType: supplierQualifications.qualificationType,
  qualificationName: supplierQualifications.qualificationName,
  qualificationNumber: supplierQualifications.qualificationNumber,
  issuer: supplierQualifications.issuer,
  validFrom: supplierQualifications.validFrom,
  validTo: supplierQualifications.validTo,
  longTermFlag: supplierQualifications.longTermFlag,
  fileIds: supplierQualifications.fileIds,
  reviewStatus: supplierQualifications.reviewStatus,
  reviewComment: supplierQualifications.reviewComment,
  reviewedAt: supplierQualifications.reviewedAt,
  /** Days to the expiry date (negative: expired); null for long-term ones. */
  outDay: sql<number | null>`(${supplierQualifications.validTo} - current_date)`.mapWith((v) =>
    v == null ? null : Number(v),
  ),
  version: supplierQualifications.version,
};

const filters = z.object({
  supplierName: z.string().trim().max(256).optional(),
  qualificationType: z.string().trim().max(64).optional(),
  reviewStatus: z.enum(REVIEW_STATES).optional(),
  /** Only those expiring within this many days (or expired). */
  expiringWithinDays: z.coerce.number().int().min(0).max(3650).optional(),
});

function whereOf(f: z.output<typeof filters>, supplierId: number | null): SQL | undefined {
  const c: SQL[] = [];
  if (supplierId != null) c.push(eq(supplierQualifications.supplierId, supplierId));
  if (f.supplierName) c.push(contains(suppliers.supplierName, f.supplierName));
  if (f.qualificationType) c.push(eq(supplierQualifications.qualificationType, f.qualificationType));
  if (f.reviewStatus) c.push(eq(supplierQualifications.reviewStatus, f.reviewStatus));
  if (f.expiringWithinDays != null) {
    c.push(eq(supplierQualifications.longTermFlag, 'N'));
    c.push(lt(supplierQualifications.validTo, sql`current_date + ${f.expiringWithinDays}::int`));
  }
  return c.length ? and(...c) : undefined;
}

async function page(
  db: Parameters<typeof countCapped>[0],
  where: SQL | undefined,
  p: { pageIndex: number; pageRows: number } & KnownCount,
) {
  const joined = db
    .select(columns)
    .from(supplierQualifications)
    .innerJoin(suppliers, eq(suppliers.id, supplierQualifications.supplierId))
    .where(where)
    .orderBy(sql`${supplierQualifications.validTo} asc nulls last`, desc(supplierQualifications.id))
    .limit(p.pageRows)
    .offset(offsetOf(p.pageIndex, p.pageRows));
  const counted = db
    .select({ one: sql`1` })
    .from(supplierQualifications)
    .innerJoin(suppliers, eq(suppliers.id, supplierQualifications.supplierId))
    .where(where);
  // Exact up to EXACT_COUNT_LIMIT, the planner's estimate past it, as every list counts: the uncounted join read every
  // qualification (59–82 ms of database time per request at a million, bench "lists").
  const [rows, total] = await Promise.all([
    joined,
    countCappedBy(
      p,
      () => db.select({ n: count() }).from(counted.limit(EXACT_COUNT_LIMIT + 1).as('c')),
      async () => plannedRows(await db.execute(sql`explain (format json) ${counted}`)),
    ),
  ]);
  return { data: rows, page: pageInfo(total, p.pageIndex, p.pageRows) };
}

const listByPage = defineAction({
  server: 'srmServer',
  entity: 'srmSlcQualification',
  action: 'listByPage',
  summary:
    'Qualifications of all suppliers with review state and days left (internal users with the qualification menu)',
  auth: menu(QUALIFICATION_MENU),
  body: z.object({ searchParams: filters.optional().default({}), ...pagingSchema }),
  handler: async ({ deps, body, user }) => {
    if (isSupplierUserType(user!.userType)) throw new AppError(403, 'error.internalOnly');
    return page(deps.db, whereOf(body.searchParams, null), body);
  },
});

const listMine = defineAction({
  server: 'srmServer',
  entity: 'srmSlcQualification',
  action: 'listMine',
  summary: "The caller's own supplier's qualifications (supplier users only)",
  auth: LOGGED_IN,
  body: z.object({ searchParams: filters.optional().default({}), ...pagingSchema }),
  handler: async ({ deps, body, user }) => {
    if (user!.supplierId == null) throw new AppError(403, 'supplierInfo.supplierOnly');
    return page(deps.db, whereOf(body.searchParams, user!.supplierId), body);
  },
});

const reviewBody = z.object({
  qualificationId: idSchema,
  version: z.coerce.number().int().min(0),
  comment: z.string().trim().max(1000).optional(),
});

async function review(
  db: Parameters<typeof requireMenuResource>[0],
  user: SessionUser,
  body: z.output<typeof reviewBody>,
  to: 'APPROVED' | 'REJECTED',
) {
  if (isSupplierUserType(user.userType) || user.supplierId != null) throw new AppError(403, 'error.internalOnly');
  await requireMenuResource(db, user, QUALIFICATION_MENU, 'btnApprove');
  if (to === 'REJECTED' && !body.comment) throw new AppError(400, 'qualification.commentRequired');
  return db.transaction(async (tx) => {
    const [q] = await tx
      .select()
      .from(supplierQualifications)
      .where(eq(supplierQualifications.id, body.qualificationId))
      .for('update');
    if (!q) throw new AppError(404, 'error.notFound');
    if (q.reviewStatus !== 'SUBMITTED') throw new AppError(409, 'qualification.notSubmitted');
    if (q.version !== body.version) throw new AppError(409, 'error.staleVersion');
    const [row] = await tx
      .update(supplierQualifications)
      .set({
        reviewStatus: to,
        reviewComment: body.comment ?? null,
        reviewedBy: user.userId,
        reviewedAt: new Date(),
        lastUpdatedBy: user.userId,
        lastUpdateDate: new Date(),
        version: q.version + 1,
      })
      .where(eq(supplierQualifications.id, q.id))
      .returning();
    // An approved renewal answers the expiry reminder of the old file.
    if (to === 'APPROVED') {
      await handleSupplierPendings(tx, {
        billType: 'QUALIFICATION_EXPIRY',
        billId: q.id,
        supplierId: q.supplierId,
        userId: user.userId,
      });
    }
    return { data: { qualificationId: row.id, reviewStatus: row.reviewStatus, version: row.version } };
  });
}

const doApproval = defineAction({
  server: 'srmServer',
  entity: 'srmSlcQualification',
  action: 'doApproval',
  summary: 'Approve a submitted qualification file (internal users with the Approve button of the qualification menu)',
  auth: menu(QUALIFICATION_MENU),
  mutates: true,
  body: reviewBody,
  handler: async ({ deps, body, user }) => review(deps.db, user!, body, 'APPROVED'),
});

const doReject = defineAction({
  server: 'srmServer',
  entity: 'srmSlcQualification',
  action: 'doReject',
  summary: 'Reject a submitted qualification file with a comment (internal users with the Approve button)',
  auth: menu(QUALIFICATION_MENU),
  mutates: true,
  body: reviewBody,
  handler: async ({ deps, body, user }) => review(deps.db, user!, body, 'REJECTED'),
});

export const qualificationActions = [listByPage, listMine, doApproval, doReject];
