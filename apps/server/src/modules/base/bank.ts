import { type Lang, t } from '@srm/core';
import { bankList } from '@srm/core/masters/bank';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INTERNAL, menu, PUBLIC } from '../../platform/access/rules.ts';
import { pagingSchema, selectPage } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import { saveWithUniqueCode } from '../../platform/db/versionedSave.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import {
  fieldError,
  guardUnique,
  idSchema,
  localName,
  optionalText,
  requireVersion,
  versionSchema,
  ynSchema,
} from '../admin/orgCommon.ts';
import { BASE_MENUS, deleteAction, requireSaveButton, statusAction } from './baseKit.ts';
import { districtFullName, isDistrict } from './districts.ts';
import { bankBranches, banks } from './schema.ts';

/*
 * Banks (银行, declared in packages/core/src/masters/bank.ts) and their branches (开户支行), a branch identified by its 12-digit CNAPS code (联行号).
 * Maintenance on the menu BASE_BANK. The registration page (no login) picks the supplier's branch with
 * searchBranches: enabled branches of one bank by keyword, paged, with code, name and district only.
 */

const SERVER = 'baseServer';
const MENU = BASE_MENUS.bank;

const branchColumns = {
  branchId: bankBranches.id,
  bankId: bankBranches.bankId,
  bankCode: banks.bankCode,
  bankName: banks.bankName,
  bankNameEn: banks.bankNameEn,
  cnapsCode: bankBranches.cnapsCode,
  branchName: bankBranches.branchName,
  districtCode: bankBranches.districtCode,
  enabledFlag: bankBranches.enabledFlag,
  lastUpdateDate: bankBranches.lastUpdateDate,
  version: bankBranches.version,
};
const presentBranch = <R extends { districtCode: string | null; bankName: string; bankNameEn: string | null }>(
  row: R,
  lang: Lang,
) => ({
  ...row,
  bankTitle: localName(lang, row.bankName, row.bankNameEn),
  districtName: districtFullName(row.districtCode),
});

const branchWhere = (f: { bankId?: number; keyword?: string; enabledFlag?: 'Y' | 'N' }) => {
  const c: (SQL | undefined)[] = [
    f.bankId ? eq(bankBranches.bankId, f.bankId) : undefined,
    f.enabledFlag ? eq(bankBranches.enabledFlag, f.enabledFlag) : undefined,
  ];
  if (f.keyword) {
    c.push(containsAny(f.keyword, [bankBranches.cnapsCode, bankBranches.branchName]));
  }
  return and(...c);
};

const listBranches = defineAction({
  server: SERVER,
  entity: 'baseBankBranch',
  action: 'listByPage',
  summary: 'Bank branches filtered by bank, keyword (CNAPS code or name) and enabled flag, with district names; paged',
  auth: INTERNAL,
  body: z.object({
    searchParams: z
      .object({
        bankId: idSchema.optional(),
        keyword: z.string().trim().max(128).optional(),
        enabledFlag: ynSchema.optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body, lang }) => {
    const where = branchWhere(body.searchParams);
    const { rows, page } = await selectPage(deps.db, bankBranches, where, body, (limit, offset) =>
      deps.db
        .select(branchColumns)
        .from(bankBranches)
        .innerJoin(banks, eq(banks.id, bankBranches.bankId))
        .where(where)
        .orderBy(asc(bankBranches.cnapsCode))
        .limit(limit)
        .offset(offset),
    );
    return { data: rows.map((r) => presentBranch(r, lang)), page };
  },
});

const searchBranches = defineAction({
  server: SERVER,
  entity: 'baseBankBranch',
  action: 'searchPublic',
  summary:
    'Public, no login (registration: the supplier’s bank branch): enabled branches of one bank by keyword, paged; CNAPS code, name and district only',
  auth: PUBLIC,
  body: z.object({
    bankId: idSchema.optional(),
    bankCode: z.string().trim().max(64).optional(),
    keyword: z.string().trim().max(64).optional(),
    pageIndex: pagingSchema.pageIndex,
    pageRows: z.coerce.number().int().min(1).max(50).optional().default(20),
  }),
  handler: async ({ deps, body }) => {
    const c = and(
      branchWhere({ bankId: body.bankId, keyword: body.keyword, enabledFlag: 'Y' }),
      eq(banks.enabledFlag, 'Y'),
      body.bankCode ? eq(banks.bankCode, body.bankCode) : undefined,
    );
    const rows = await deps.db
      .select({
        branchId: bankBranches.id,
        bankCode: banks.bankCode,
        cnapsCode: bankBranches.cnapsCode,
        branchName: bankBranches.branchName,
        districtCode: bankBranches.districtCode,
      })
      .from(bankBranches)
      .innerJoin(banks, eq(banks.id, bankBranches.bankId))
      .where(c)
      .orderBy(asc(bankBranches.cnapsCode))
      .limit(body.pageRows + 1)
      .offset((body.pageIndex - 1) * body.pageRows);
    // No count (a public call stays cheap): `more` says whether another page exists.
    return {
      data: {
        rows: rows.slice(0, body.pageRows).map((r) => ({ ...r, districtName: districtFullName(r.districtCode) })),
        more: rows.length > body.pageRows,
      },
    };
  },
});

const saveBranch = defineAction({
  server: SERVER,
  entity: 'baseBankBranch',
  action: 'saveOrUpdate',
  summary: 'Create or change a bank branch: CNAPS code 12 digits and unique, bank existing, district known',
  auth: menu(MENU),
  mutates: true,
  body: z.object({
    branchId: idSchema.optional(),
    bankId: idSchema,
    cnapsCode: z
      .string()
      .trim()
      .regex(/^\d{12}$/, 'base.cnapsFormat'),
    branchName: z.string().trim().min(1, 'field.required').max(240),
    districtCode: optionalText(12),
    enabledFlag: ynSchema.optional().default('Y'),
    version: versionSchema,
  }),
  handler: async ({ deps, body, lang, user }) => {
    await requireSaveButton(deps.db, user!, MENU, body.branchId);
    const [bank] = await deps.db.select({ id: banks.id }).from(banks).where(eq(banks.id, body.bankId));
    if (!bank) throw fieldError(lang, 400, 'bankId', 'ref.notFound');
    if (body.districtCode && !isDistrict(body.districtCode)) {
      throw fieldError(lang, 400, 'districtCode', 'base.districtNotFound', { code: body.districtCode });
    }
    const taken = () => fieldError(lang, 409, 'cnapsCode', 'code.taken', { code: body.cnapsCode });
    const saved = await guardUnique(
      () =>
        deps.db.transaction((tx) =>
          saveWithUniqueCode<{ branchId: number }>(tx, bankBranches, {
            codeColumn: bankBranches.cnapsCode,
            code: body.cnapsCode,
            id: body.branchId,
            version: () => requireVersion(lang, body.version),
            values: {
              bankId: body.bankId,
              cnapsCode: body.cnapsCode,
              branchName: body.branchName,
              districtCode: body.districtCode,
              enabledFlag: body.enabledFlag,
            },
            userId: user!.userId,
            returning: { branchId: bankBranches.id },
            onTaken: taken,
          }),
        ),
      taken,
    );
    const [row] = await deps.db
      .select(branchColumns)
      .from(bankBranches)
      .innerJoin(banks, eq(banks.id, bankBranches.bankId))
      .where(eq(bankBranches.id, saved.branchId));
    return { data: presentBranch(row, lang), msg: 'ok.saved' };
  },
});

export const bankActions = [
  ...bindMasterList(bankList, {
    table: banks,
    columns: { bankCode: banks.bankCode, bankName: banks.bankName, bankNameEn: banks.bankNameEn },
    hooks: {
      beforeDelete: async (db, id, lang) => {
        const [branch] = await db
          .select({ id: bankBranches.id })
          .from(bankBranches)
          .where(eq(bankBranches.bankId, id))
          .limit(1);
        if (branch) throw new AppError(409, 'base.inUse', { what: t('base.usedByBranches', lang) });
      },
    },
  }),
  listBranches,
  searchBranches,
  saveBranch,
  statusAction({ entity: 'baseBankBranch', idKey: 'branchId', table: bankBranches, menuCode: MENU }),
  deleteAction({ entity: 'baseBankBranch', idKey: 'branchId', table: bankBranches, menuCode: MENU }),
];
