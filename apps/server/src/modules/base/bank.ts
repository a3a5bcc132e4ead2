import { type Lang, t } from '@srm/core';
import { bankList } from '@srm/core/masters/bank';
import { bankBranchList } from '@srm/core/masters/bankBranch';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PUBLIC } from '../../platform/access/rules.ts';
import { pagingSchema } from '../../platform/db/paging.ts';
import { containsAny } from '../../platform/db/search.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { defineAction } from '../../platform/http/action.ts';
import { AppError } from '../../platform/http/errors.ts';
import { bindMasterList } from '../../platform/masters/bindMasterList.ts';
import { refNames } from '../../platform/masters/refNames.ts';
import { fieldError, idSchema } from '../admin/orgCommon.ts';
import { districtFullName, isDistrict } from './districts.ts';
import { bankBranches, banks } from './schema.ts';

/*
 * Banks (银行) and their branches (开户支行), a branch identified by its 12-digit CNAPS code (联行号), both
 * declared (packages/core/src/masters/bank.ts, bankBranch.ts) and kept on the menu BASE_BANK. The registration page (no login) picks the supplier's branch with
 * searchBranches: enabled branches of one bank by keyword, paged, with code, name and district only.
 */

const SERVER = 'baseServer';

/** The registration page's search: enabled branches of one bank, by CNAPS code or name. */
const branchWhere = (f: { bankId?: number; keyword?: string }) =>
  and(
    f.bankId ? eq(bankBranches.bankId, f.bankId) : undefined,
    eq(bankBranches.enabledFlag, 'Y'),
    f.keyword ? containsAny(f.keyword, [bankBranches.cnapsCode, bankBranches.branchName]) : undefined,
  );

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
      branchWhere({ bankId: body.bankId, keyword: body.keyword }),
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

/** A branch's bank and district exist. */
const checkBranch = async (db: DbOrTx, values: Record<string, unknown>, lang: Lang) => {
  const [bank] = await db
    .select({ id: banks.id })
    .from(banks)
    .where(eq(banks.id, values.bankId as number));
  if (!bank) throw fieldError(lang, 400, 'bankId', 'ref.notFound');
  const district = values.districtCode as string | null;
  if (district && !isDistrict(district)) {
    throw fieldError(lang, 400, 'districtCode', 'base.districtNotFound', { code: district });
  }
};

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
  ...bindMasterList(bankBranchList, {
    table: bankBranches,
    columns: {
      bankId: bankBranches.bankId,
      cnapsCode: bankBranches.cnapsCode,
      branchName: bankBranches.branchName,
      districtCode: bankBranches.districtCode,
    },
    save: {
      // A CNAPS code is 12 digits (the declared code type would take letters too), and it may be corrected.
      body: {
        cnapsCode: z
          .string()
          .trim()
          .regex(/^\d{12}$/, 'base.cnapsFormat'),
      },
      codeChangeable: true,
    },
    hooks: {
      beforeSave: (tx, values, { lang }) => checkBranch(tx, values, lang),
      present: (row) => ({ districtName: districtFullName(row.districtCode as string | null) }),
      presentRows: refNames({
        field: 'bankId',
        table: banks,
        columns: { bankCode: banks.bankCode, bankName: banks.bankName, bankNameEn: banks.bankNameEn },
        title: { as: 'bankTitle', name: 'bankName', nameEn: 'bankNameEn' },
      }),
    },
  }),
  searchBranches,
];
