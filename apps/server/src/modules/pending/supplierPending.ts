import { isSupplierUserType, type Lang, type MessageKey, SUPPLIER_TODO, t } from '@srm/core';
import { and, asc, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import { menus } from '../../platform/access/schema.ts';
import { assertInScope, scopeFor, scopeWhere } from '../../platform/access/scope.ts';
import { users } from '../../platform/auth/schema.ts';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../platform/db/paging.ts';
import { contains } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction, noBody } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { optionalDaySchema } from '../../platform/http/fieldSchemas.ts';
import { lookupValues } from '../../platform/lookups/schema.ts';
import { supplierPendings } from '../../platform/pending/schema.ts';
import { openSupplierPending } from '../../platform/pending/supplierPendings.ts';
import { publishAfterCommit } from '../../platform/realtime/afterCommit.ts';
import { idSchema, localName, ynSchema } from '../admin/orgCommon.ts';
import { supplierById, suppliersByIds } from '../supplier/index.ts';

/*
 * Supplier to-dos (spec §7 `srmBaseSupplierPending_*`): the supplier home's to-do and done lists, the
 * supplier to-do dialog (an internal user writes a to-do for a supplier; the supplier handles it), and the
 * external system links of the supplier home.
 *
 * Who sees what:
 * - a supplier user sees the to-dos of its own supplier (any user of the supplier may see and handle them);
 *   another supplier's item answers 404 as if it did not exist;
 * - an internal user sees the items of the organisations of its data scope (platform/access/scope.ts on
 *   the item's orgId: a permitted organisation, or an item bound to none), plus the to-dos it wrote
 *   itself. The to-dos belong to suppliers, not to the internal user, so the buyer-side organisation that
 *   sent them is what decides, as for any other document of that organisation.
 *
 * Handling twice: doPendingDone on an item already handled answers S and changes nothing (the first
 * handler and date stay): the user's wish, "this is done", holds, and a double click is harmless.
 * A cancelled item cannot be handled (409).
 */

/** Supplier statuses that cannot receive a to-do: the supplier is not (or no longer) working with us. */
const CLOSED_SUPPLIER_STATUSES = new Set(['FROZEN', 'BLACKLIST', 'QUIT']);

const handler = alias(users, 'handle_user');

const isSupplierUser = (user: SessionUser) => isSupplierUserType(user.userType) || user.supplierId != null;

/** A 400 whose message is the spec's own text, with the field it is about. */
function fieldMessage(lang: Lang, field: string, key: MessageKey): AppError {
  return new AppError(400, key, {}, { errors: [{ field, message: t(key, lang) }] });
}

const listByPage = defineAction({
  server: 'srmServer',
  entity: 'srmBaseSupplierPending',
  action: 'listByPage',
  summary:
    "Supplier to-dos: a supplier user its own supplier's; an internal user those of its data scope's organisations and its own",
  auth: LOGGED_IN,
  body: z.object({
    handleFlag: ynSchema.optional(),
    cancelFlag: ynSchema.optional(),
    searchParams: z
      .object({
        billType: z.string().trim().max(64).optional(),
        pendingTitle: z.string().trim().max(256).optional(),
        supplierId: idSchema.optional(),
        /** Creation date range, inclusive, yyyy-MM-dd. */
        creationDateFrom: optionalDaySchema,
        creationDateTo: optionalDaySchema,
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang, user, req }) => {
    const me = user!;
    const scope = await scopeFor(deps.db, me, req);
    const inScope = scopeWhere(scope, { orgId: supplierPendings.orgId, supplierId: supplierPendings.supplierId });
    const c: SQL[] = [scope.kind === 'SUPPLIER' ? inScope : or(inScope, eq(supplierPendings.createdBy, me.userId))!];
    if (body.handleFlag) c.push(eq(supplierPendings.handleFlag, body.handleFlag));
    if (body.cancelFlag) c.push(eq(supplierPendings.cancelFlag, body.cancelFlag));
    const f = body.searchParams;
    if (f.billType) c.push(eq(supplierPendings.billType, f.billType));
    if (f.pendingTitle) c.push(contains(supplierPendings.pendingTitle, f.pendingTitle));
    if (f.supplierId && scope.kind !== 'SUPPLIER') c.push(eq(supplierPendings.supplierId, f.supplierId));
    if (f.creationDateFrom) c.push(gte(supplierPendings.creationDate, sql`${f.creationDateFrom}::date`));
    if (f.creationDateTo) {
      c.push(lt(supplierPendings.creationDate, sql`${f.creationDateTo}::date + interval '1 day'`));
    }
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select({
          pendingId: supplierPendings.id,
          pendingTitle: supplierPendings.pendingTitle,
          billType: supplierPendings.billType,
          creationDate: supplierPendings.creationDate,
          handleDate: supplierPendings.handleDate,
          handleUserId: supplierPendings.handleUserId,
          handleUser: handler.userFullName,
          handleFlag: supplierPendings.handleFlag,
          cancelFlag: supplierPendings.cancelFlag,
          billLink: supplierPendings.billLink,
          billParams: supplierPendings.billParams,
          billId: supplierPendings.billId,
          billNumber: supplierPendings.billNumber,
          menuCode: supplierPendings.menuCode,
          menuName: menus.menuName,
          menuNameEn: menus.menuNameEn,
          supplierId: supplierPendings.supplierId,
          orgId: supplierPendings.orgId,
        })
        .from(supplierPendings)
        .leftJoin(menus, eq(menus.menuCode, supplierPendings.menuCode))
        .leftJoin(handler, eq(handler.id, supplierPendings.handleUserId))
        .where(where)
        // The to-do list shows the newest first; the done list the most recently handled first.
        .orderBy(
          desc(sql`coalesce(${supplierPendings.handleDate}, ${supplierPendings.creationDate})`),
          desc(supplierPendings.id),
        )
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, supplierPendings, where, body),
    ]);
    const named = await suppliersByIds(
      deps.db,
      rows.map((r) => r.supplierId),
    );
    const data = rows.map(({ menuNameEn, ...row }) => ({
      ...row,
      supplierNum: named.get(row.supplierId)?.supplierNumber ?? null,
      supplierName: named.get(row.supplierId)?.supplierName ?? null,
      menuName: row.menuName ? localName(lang, row.menuName, menuNameEn) : null,
    }));
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

/** Marks one of the caller's supplier's to-dos handled (idempotent: an item already handled stays as it is). */
async function handleOne(db: DbOrTx, user: SessionUser, req: object, pendingId: number): Promise<void> {
  if (!isSupplierUser(user)) throw new AppError(403, 'pending.supplierOnly');
  const scope = await scopeFor(db, user, req);
  const [row] = await db
    .select({ supplierId: supplierPendings.supplierId, cancelFlag: supplierPendings.cancelFlag })
    .from(supplierPendings)
    .where(eq(supplierPendings.id, pendingId));
  assertInScope(scope, row);
  if (row.cancelFlag === 'Y') throw new AppError(409, 'pending.cancelled');
  const now = new Date();
  const changed = await db
    .update(supplierPendings)
    .set({
      handleFlag: 'Y',
      handleUserId: user.userId,
      handleDate: now,
      lastUpdatedBy: user.userId,
      lastUpdateDate: now,
      version: sql`${supplierPendings.version} + 1`,
    })
    .where(
      and(
        eq(supplierPendings.id, pendingId),
        eq(supplierPendings.handleFlag, 'N'),
        eq(supplierPendings.cancelFlag, 'N'),
      ),
    )
    .returning({ id: supplierPendings.id });
  // The supplier's other open browsers drop it from their to-do lists and badges (once: a repeat changes nothing).
  if (changed.length > 0)
    publishAfterCommit({ supplierId: row.supplierId }, { kind: 'todo', change: 'handled', count: 1 });
}

const handleSchema = z
  .object({ pendingId: idSchema, handleFlag: z.literal('Y').optional().default('Y') })
  .passthrough();

const doPendingDone = defineAction({
  server: 'srmServer',
  entity: 'srmBaseSupplierPending',
  action: 'doPendingDone',
  summary: "A supplier user marks one of its supplier's to-dos handled (again on a handled item: S, no change)",
  auth: LOGGED_IN,
  mutates: true,
  body: handleSchema,
  handler: async ({ deps, body, user, req }) => {
    await handleOne(deps.db, user!, req, body.pendingId);
    return { data: { pendingId: body.pendingId } };
  },
});

const saveOrUpdate = defineAction({
  server: 'srmServer',
  entity: 'srmBaseSupplierPending',
  action: 'saveOrUpdate',
  summary:
    'Supplier to-do dialog: an internal user sends a new to-do (supplierId, pendingTitle) to an enabled supplier; a supplier user handles its own (pendingId, handleFlag Y)',
  auth: LOGGED_IN,
  mutates: true,
  body: z
    .object({
      pendingId: idSchema.optional(),
      handleFlag: ynSchema.optional(),
      supplierId: z.preprocess((v) => (v === '' || v === 0 ? undefined : v), idSchema.nullish()),
      supplierNum: z.string().trim().max(32).nullish(),
      supplierName: z.string().trim().max(256).nullish(),
      pendingTitle: z.string().max(1000).nullish(),
    })
    .passthrough(),
  handler: async ({ deps, body, lang, user, req }) => {
    const me = user!;
    if (isSupplierUser(me)) {
      // A supplier only ever handles one of its own items; it never writes or changes a to-do.
      if (body.pendingId == null || body.handleFlag !== 'Y') throw new AppError(403, 'error.forbidden');
      await handleOne(deps.db, me, req, body.pendingId);
      return { data: { pendingId: body.pendingId } };
    }
    // Internal users send new to-dos; an existing one is never rewritten.
    if (body.pendingId != null) throw new AppError(403, 'error.forbidden');
    if (body.supplierId == null) throw fieldMessage(lang, 'supplierId', 'pending.noSupplier');
    const text = (body.pendingTitle ?? '').trim();
    if (!text) throw fieldMessage(lang, 'pendingTitle', 'pending.emptyText');
    const supplier = await supplierById(deps.db, body.supplierId);
    if (!supplier) throw new AppError(404, 'error.notFound');
    if (CLOSED_SUPPLIER_STATUSES.has(supplier.supplierStatus)) {
      throw new AppError(409, 'pending.supplierDisabled', { name: supplier.supplierName });
    }
    const pendingId = await deps.db.transaction((tx) =>
      openSupplierPending(tx, {
        supplierId: supplier.id,
        pendingTitle: text,
        billType: SUPPLIER_TODO,
        orgId: me.orgId,
        createdBy: me.userId,
      }),
    );
    return { data: { pendingId } };
  },
});

/** The lookup type of the external system links of the supplier home (meaning = name, description = URL). */
export const EXTERNAL_SYSTEM_LOOKUP = 'SRM_EXTERNAL_SYSTEM';

const qryExternalSystem = defineAction({
  server: 'srmServer',
  entity: 'srmBaseSupplierPending',
  action: 'qryExternalSystem',
  summary:
    'External system links of the supplier home: {sysName, sysUrl} from the enabled values of SRM_EXTERNAL_SYSTEM',
  auth: LOGGED_IN,
  body: noBody,
  handler: async ({ deps, lang }) => {
    const rows = await deps.db
      .select({ meaning: lookupValues.meaning, meaningEn: lookupValues.meaningEn, url: lookupValues.description })
      .from(lookupValues)
      .where(and(eq(lookupValues.lookupType, EXTERNAL_SYSTEM_LOOKUP), eq(lookupValues.enabledFlag, 'Y')))
      .orderBy(asc(lookupValues.seqNum), asc(lookupValues.id));
    const data = rows
      .filter((r) => r.url)
      .map((r) => ({ sysName: localName(lang, r.meaning, r.meaningEn), sysUrl: r.url as string }));
    return { data };
  },
});

export const supplierPendingActions = [listByPage, doPendingDone, saveOrUpdate, qryExternalSystem];
