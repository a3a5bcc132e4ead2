import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, menu } from '../../platform/access/rules.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { fieldError, idSchema, localName, requireVersion, versionSchema, ynSchema } from '../admin/orgCommon.ts';
import { orgsByIds } from '../admin/orgService.ts';
import { BASE_MENUS, deleteAction, requireSaveButton, statusAction } from './baseKit.ts';
import { districtFullName, isDistrict } from './districts.ts';
import { addresses } from './schema.ts';

/*
 * Receiving and pick-up addresses (收货地址 / 提货地址) of the buyer's organisations: where suppliers
 * deliver, or where goods are collected. One default per organisation and type: saving a default
 * clears the previous one in the same transaction.
 */

const SERVER = 'baseServer';
const ENTITY = 'baseAddress';
const MENU = BASE_MENUS.address;
export const ADDRESS_TYPES = ['RECEIVE', 'PICKUP'] as const;

/** Addresses by id (organisation, type, detail, contact, flags), for naming the addresses of rows at once. */
export async function addressesByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, typeof addresses.$inferSelect>();
  const rows = await db
    .select()
    .from(addresses)
    .where(inArray(addresses.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

const columns = {
  addressId: addresses.id,
  orgId: addresses.orgId,
  addressType: addresses.addressType,
  districtCode: addresses.districtCode,
  detailAddress: addresses.detailAddress,
  contactName: addresses.contactName,
  contactPhone: addresses.contactPhone,
  defaultFlag: addresses.defaultFlag,
  enabledFlag: addresses.enabledFlag,
  lastUpdateDate: addresses.lastUpdateDate,
  version: addresses.version,
};

const listByPage = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary:
    'Addresses filtered by organisation, type, keyword (detail, contact) and enabled flag; defaults first, paged',
  auth: INTERNAL,
  body: z.object({
    searchParams: z
      .object({
        orgId: idSchema.optional(),
        addressType: z.enum(ADDRESS_TYPES).optional(),
        keyword: z.string().trim().max(128).optional(),
        enabledFlag: ynSchema.optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang }) => {
    const f = body.searchParams;
    const c: (SQL | undefined)[] = [
      f.orgId ? eq(addresses.orgId, f.orgId) : undefined,
      f.addressType ? eq(addresses.addressType, f.addressType) : undefined,
      f.enabledFlag ? eq(addresses.enabledFlag, f.enabledFlag) : undefined,
    ];
    if (f.keyword) {
      c.push(containsAny(f.keyword, [addresses.detailAddress, addresses.contactName, addresses.contactPhone]));
    }
    const where = and(...c);
    const { rows, page } = await selectPage(deps.db, addresses, where, body, (limit, offset) =>
      deps.db
        .select(columns)
        .from(addresses)
        .where(where)
        .orderBy(asc(addresses.orgId), asc(addresses.addressType), desc(addresses.defaultFlag), asc(addresses.id))
        .limit(limit)
        .offset(offset),
    );
    const orgs = await orgsByIds(
      deps.db,
      rows.map((r) => r.orgId),
    );
    return {
      data: rows.map((r) => {
        const org = orgs.get(r.orgId);
        const districtName = districtFullName(r.districtCode);
        return {
          ...r,
          orgName: org ? localName(lang, org.orgName, org.orgNameEn) : null,
          districtName,
          fullAddress: `${(districtName ?? '').replaceAll('/', '')}${r.detailAddress}`,
        };
      }),
      page,
    };
  },
});

const saveOrUpdate = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'saveOrUpdate',
  summary: 'Create or change an address: organisation existing, district known, one default per organisation and type',
  auth: menu(MENU),
  mutates: true,
  body: z.object({
    addressId: idSchema.optional(),
    orgId: idSchema,
    addressType: z.enum(ADDRESS_TYPES),
    districtCode: z.string().trim().min(1, 'field.required').max(12),
    detailAddress: z.string().trim().min(1, 'field.required').max(240),
    contactName: z.string().trim().min(1, 'field.required').max(64),
    contactPhone: z
      .string()
      .trim()
      .min(1, 'field.required')
      .max(32)
      .regex(/^[0-9+\-() ]+$/, 'field.number'),
    defaultFlag: ynSchema.optional().default('N'),
    // Absent: a new address is enabled (the column's default), an update keeps the stored flag.
    enabledFlag: ynSchema.optional(),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user }) => {
    await requireSaveButton(deps.db, user!, MENU, body.addressId);
    if (!(await orgsByIds(deps.db, [body.orgId])).has(body.orgId)) throw fieldError(lang, 400, 'orgId', 'ref.notFound');
    if (!isDistrict(body.districtCode)) {
      throw fieldError(lang, 400, 'districtCode', 'base.districtNotFound', { code: body.districtCode });
    }
    const { addressId, version: _v, ...fields } = body;
    const row = await deps.db.transaction(async (tx) => {
      const values = { ...fields, lastUpdatedBy: user!.userId, lastUpdateDate: new Date() };
      let saved: { addressId: number } | undefined;
      if (!addressId) {
        [saved] = await tx
          .insert(addresses)
          .values({ ...values, createdBy: user!.userId })
          .returning(columns);
      } else {
        const version = requireVersion(lang, body.version);
        [saved] = await tx
          .update(addresses)
          .set({ ...values, version: version + 1 })
          .where(and(eq(addresses.id, addressId), eq(addresses.version, version)))
          .returning(columns);
        if (!saved) {
          const [exists] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.id, addressId));
          throw exists ? new AppError(409, 'error.staleVersion') : new AppError(404, 'error.notFound');
        }
      }
      if (body.defaultFlag === 'Y') {
        // The previous default of this organisation and type stops being one.
        await tx
          .update(addresses)
          .set({ defaultFlag: 'N' })
          .where(
            and(
              eq(addresses.orgId, body.orgId),
              eq(addresses.addressType, body.addressType),
              eq(addresses.defaultFlag, 'Y'),
              ne(addresses.id, saved!.addressId),
            ),
          );
      }
      return saved!;
    });
    return { data: { ...row, districtName: districtFullName(body.districtCode) }, msg: 'ok.saved' };
  },
});

export const addressActions = [
  listByPage,
  saveOrUpdate,
  statusAction({ entity: ENTITY, idKey: 'addressId', table: addresses, menuCode: MENU }),
  deleteAction({ entity: ENTITY, idKey: 'addressId', table: addresses, menuCode: MENU }),
];
