import { t } from '@srm/core';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { users } from '../../platform/auth/schema.ts';
import type { RowError } from '../../platform/excel/importService.ts';
import type { ImportColumn } from '../../platform/excel/importXlsx.ts';
import type { AppDeps } from '../../platform/http/deps.ts';
import { cellError, duplicatesInFile, registerMasterImport } from '../../platform/masters/importRoute.ts';
import { orgsByCodes } from '../admin/orgService.ts';
import { ADDRESS_TYPES } from './address.ts';
import { BASE_MENUS, enabledCodes } from './baseKit.ts';
import { isDistrict } from './districts.ts';
import { cell, code, optionalText, text, yn } from './imports.ts';
import { PAYMENT_EVENT_LOOKUP, proportionSchema, proportionTotal } from './paymentTerm.ts';
import {
  addresses,
  bankBranches,
  banks,
  paymentTermNodes,
  paymentTerms,
  purchasingGroupMembers,
  purchasingGroups,
} from './schema.ts';

/*
 * The Excel imports of the other base data (same pattern as imports.ts: all rows or none, refusals
 * by row and column): bank branches (their bank created or updated by code), payment terms (one row
 * per node), purchasing groups (buyers by user name) and receiving / pick-up addresses.
 */

/** Y/N upper-cased, blank → the default. */
const flag = (fallback: 'Y' | 'N') =>
  z.preprocess((v) => cell(v)?.toUpperCase(), z.enum(['Y', 'N']).optional().default(fallback));
/** A whole number cell; blank → undefined (required) or `blank`. */
const whole = (min: number, max: number, blank?: number) =>
  z.preprocess((v) => {
    const c = cell(v);
    return c === undefined ? blank : Number(c);
  }, z.number().int().min(min).max(max));

/** For each row, the row number of the first row sharing its key whose `value` differs, if any. */
function differingFrom<V>(
  rows: { rowNumber: number; value: V }[],
  key: (v: V) => string,
  value: (v: V) => string,
): Map<number, number> {
  const first = new Map<string, { rowNumber: number; value: string }>();
  const differs = new Map<number, number>();
  for (const r of rows) {
    const seen = first.get(key(r.value));
    if (!seen) first.set(key(r.value), { rowNumber: r.rowNumber, value: value(r.value) });
    else if (seen.value !== value(r.value)) differs.set(r.rowNumber, seen.rowNumber);
  }
  return differs;
}

// ---------------------------------------------------------------------------------------------------
// Bank branches, with their banks

const BRANCH_COLUMNS: ImportColumn[] = [
  { key: 'bankCode', title: { CN: '银行编码', EN: 'Bank code' }, required: true },
  { key: 'bankName', title: { CN: '银行名称', EN: 'Bank name' }, required: true },
  { key: 'cnapsCode', title: { CN: '联行号', EN: 'CNAPS code' }, required: true },
  { key: 'branchName', title: { CN: '支行名称', EN: 'Branch name' }, required: true },
  { key: 'districtCode', title: { CN: '行政区划编码', EN: 'District code' } },
  { key: 'enabledFlag', title: { CN: '启用', EN: 'Enabled' } },
];
const branchRow = z.object({
  bankCode: code(),
  bankName: text(128),
  cnapsCode: z.preprocess(cell, z.string().regex(/^\d{12}$/, 'base.cnapsFormat')),
  branchName: text(240),
  districtCode: optionalText(12),
  enabledFlag: yn,
});

// ---------------------------------------------------------------------------------------------------
// Payment terms, one row per node

const TERM_COLUMNS: ImportColumn[] = [
  { key: 'termCode', title: { CN: '付款条件编码', EN: 'Term code' }, required: true },
  { key: 'termName', title: { CN: '付款条件名称', EN: 'Term name' }, required: true },
  { key: 'description', title: { CN: '说明', EN: 'Description' } },
  { key: 'seqNum', title: { CN: '节点序号', EN: 'Node sequence' }, required: true },
  { key: 'stageName', title: { CN: '阶段名称', EN: 'Stage name' }, required: true },
  { key: 'eventCode', title: { CN: '付款事件', EN: 'Event code' }, required: true },
  { key: 'daysAfter', title: { CN: '天数', EN: 'Days after' } },
  { key: 'proportion', title: { CN: '比例%', EN: 'Proportion %' }, required: true },
];
const termRow = z.object({
  termCode: code(),
  termName: text(128),
  description: optionalText(512),
  seqNum: whole(1, 9999),
  stageName: text(128),
  eventCode: text(16),
  daysAfter: whole(0, 3650, 0),
  proportion: z.preprocess((v) => cell(v), proportionSchema),
});

// ---------------------------------------------------------------------------------------------------
// Purchasing groups

const GROUP_COLUMNS: ImportColumn[] = [
  { key: 'groupCode', title: { CN: '采购组编码', EN: 'Group code' }, required: true },
  { key: 'groupName', title: { CN: '采购组名称', EN: 'Group name' }, required: true },
  { key: 'groupNameEn', title: { CN: '英文名称', EN: 'English name' } },
  { key: 'orgCode', title: { CN: '组织编码', EN: 'Organisation code' } },
  { key: 'buyers', title: { CN: '采购员（用户名，逗号分隔）', EN: 'Buyers (user names, comma-separated)' } },
  { key: 'enabledFlag', title: { CN: '启用', EN: 'Enabled' } },
];
/** "a, b，c" → ['a', 'b', 'c'] (the Chinese comma too); blank → undefined (buyers left as they are). */
const nameList = z.preprocess(
  cell,
  z
    .string()
    .max(4000)
    .optional()
    .transform((v) =>
      v === undefined ? undefined : [...new Set(v.split(/[,，]/).map((n) => n.trim()))].filter(Boolean),
    ),
);
const groupRow = z.object({
  groupCode: code(),
  groupName: text(128),
  groupNameEn: optionalText(128),
  orgCode: optionalText(64),
  buyers: nameList,
  enabledFlag: yn,
});

// ---------------------------------------------------------------------------------------------------
// Receiving and pick-up addresses

const ADDRESS_COLUMNS: ImportColumn[] = [
  { key: 'orgCode', title: { CN: '组织编码', EN: 'Organisation code' }, required: true },
  { key: 'addressType', title: { CN: '地址类型', EN: 'Address type' }, required: true },
  { key: 'districtCode', title: { CN: '行政区划编码', EN: 'District code' }, required: true },
  { key: 'detailAddress', title: { CN: '详细地址', EN: 'Detail address' }, required: true },
  { key: 'contactName', title: { CN: '联系人', EN: 'Contact' }, required: true },
  { key: 'contactPhone', title: { CN: '联系电话', EN: 'Phone' }, required: true },
  { key: 'defaultFlag', title: { CN: '默认', EN: 'Default' } },
];
const addressRow = z.object({
  orgCode: text(64),
  addressType: z.preprocess((v) => cell(v)?.toUpperCase(), z.enum(ADDRESS_TYPES)),
  districtCode: text(12),
  detailAddress: text(240),
  contactName: text(64),
  contactPhone: z.preprocess(
    cell,
    z
      .string()
      .max(32)
      .regex(/^[0-9+\-() ]+$/, 'field.number'),
  ),
  defaultFlag: flag('N'),
});
/** An address is the same one when organisation, type and detail match (an import updates its contact). */
const addressKey = (orgId: number, type: string, detail: string) => `${orgId}\n${type}\n${detail}`;

export function registerMoreImportRoutes(scope: FastifyInstance, deps: AppDeps): void {
  registerMasterImport(scope, deps, {
    entity: 'baseBankBranch',
    menuCode: BASE_MENUS.bank,
    columns: BRANCH_COLUMNS,
    row: branchRow,
    templateName: { CN: '银行支行导入模板', EN: 'bank-branch-import-template' },
    load: async () => ({}),
    check: (rows, _ctx, lang) => {
      const errors: RowError[] = duplicatesInFile(rows, (v) => v.cnapsCode, lang);
      // One bank, one name: a file naming a bank differently in two rows is ambiguous.
      const differs = differingFrom(
        rows,
        (v) => v.bankCode,
        (v) => v.bankName,
      );
      for (const { rowNumber, value } of rows) {
        const other = differs.get(rowNumber);
        if (other !== undefined) {
          const message = t('base.bankNameDiffers', lang, { row: other });
          errors.push({ rowNumber, message: cellError(BRANCH_COLUMNS, 'bankName', lang, message) });
        }
        if (value.districtCode && !isDistrict(value.districtCode)) {
          const message = t('base.districtNotFound', lang, { code: value.districtCode });
          errors.push({ rowNumber, message: cellError(BRANCH_COLUMNS, 'districtCode', lang, message) });
        }
      }
      return errors;
    },
    write: async (tx, rows, _ctx, userId) => {
      const bankNames = new Map<string, string>();
      for (const r of rows) if (!bankNames.has(r.bankCode)) bankNames.set(r.bankCode, r.bankName);
      const bankRows = await tx
        .insert(banks)
        .values(
          [...bankNames].map(([bankCode, bankName]) => ({
            bankCode,
            bankName,
            createdBy: userId,
            lastUpdatedBy: userId,
          })),
        )
        .onConflictDoUpdate({
          target: banks.bankCode,
          set: {
            bankName: sql`excluded.bank_name`,
            lastUpdatedBy: userId,
            lastUpdateDate: new Date(),
            version: sql`${banks.version} + 1`,
          },
        })
        .returning({ id: banks.id, code: banks.bankCode });
      const bankId = new Map(bankRows.map((b) => [b.code, b.id]));
      for (let i = 0; i < rows.length; i += 1000) {
        await tx
          .insert(bankBranches)
          .values(
            rows.slice(i, i + 1000).map((r) => ({
              bankId: bankId.get(r.bankCode)!,
              cnapsCode: r.cnapsCode,
              branchName: r.branchName,
              districtCode: r.districtCode ?? null,
              enabledFlag: r.enabledFlag,
              createdBy: userId,
              lastUpdatedBy: userId,
            })),
          )
          .onConflictDoUpdate({
            target: bankBranches.cnapsCode,
            set: {
              bankId: sql`excluded.bank_id`,
              branchName: sql`excluded.branch_name`,
              districtCode: sql`excluded.district_code`,
              enabledFlag: sql`excluded.enabled_flag`,
              lastUpdatedBy: userId,
              lastUpdateDate: new Date(),
              version: sql`${bankBranches.version} + 1`,
            },
          });
      }
    },
  });

  registerMasterImport(scope, deps, {
    entity: 'basePaymentTerm',
    menuCode: BASE_MENUS.paymentTerm,
    columns: TERM_COLUMNS,
    row: termRow,
    templateName: { CN: '付款条件导入模板', EN: 'payment-term-import-template' },
    load: async (db, rows) => {
      // How many rows each term has in the file: its sum is checked only when all of them are valid.
      const rowsPerTerm = new Map<string, number>();
      for (const r of rows) {
        const c = cell(r.values.termCode) ?? '';
        rowsPerTerm.set(c, (rowsPerTerm.get(c) ?? 0) + 1);
      }
      return { rowsPerTerm, events: await enabledCodes(db, PAYMENT_EVENT_LOOKUP) };
    },
    check: (rows, ctx, lang) => {
      const errors: RowError[] = duplicatesInFile(rows, (v) => `${v.termCode}\n${v.seqNum}`, lang);
      const differs = differingFrom(
        rows,
        (v) => v.termCode,
        (v) => v.termName,
      );
      const byTerm = new Map<string, typeof rows>();
      for (const r of rows) {
        byTerm.set(r.value.termCode, [...(byTerm.get(r.value.termCode) ?? []), r]);
        const other = differs.get(r.rowNumber);
        if (other !== undefined) {
          const message = t('base.termNameDiffers', lang, { row: other });
          errors.push({ rowNumber: r.rowNumber, message: cellError(TERM_COLUMNS, 'termName', lang, message) });
        }
        if (!ctx.events.has(r.value.eventCode)) {
          const message = t('field.lookupValue', lang, { lookupType: PAYMENT_EVENT_LOOKUP });
          errors.push({ rowNumber: r.rowNumber, message: cellError(TERM_COLUMNS, 'eventCode', lang, message) });
        }
      }
      for (const [termCode, nodes] of byTerm) {
        if (nodes.length !== ctx.rowsPerTerm.get(termCode)) continue;
        const total = proportionTotal(nodes.map((n) => n.value.proportion));
        if (total.exact) continue;
        const message = cellError(TERM_COLUMNS, 'proportion', lang, t('base.proportionSum', lang, { sum: total.sum }));
        for (const n of nodes) errors.push({ rowNumber: n.rowNumber, message });
      }
      return errors;
    },
    write: async (tx, rows, _ctx, userId) => {
      const byTerm = new Map<string, typeof rows>();
      for (const r of rows) byTerm.set(r.termCode, [...(byTerm.get(r.termCode) ?? []), r]);
      for (const [termCode, nodes] of byTerm) {
        const head = nodes[0];
        const values = {
          termName: head.termName,
          description: nodes.find((n) => n.description)?.description ?? null,
          lastUpdatedBy: userId,
          lastUpdateDate: new Date(),
        };
        const [term] = await tx
          .insert(paymentTerms)
          .values({ ...values, termCode, createdBy: userId })
          .onConflictDoUpdate({
            target: paymentTerms.termCode,
            set: { ...values, version: sql`${paymentTerms.version} + 1` },
          })
          .returning({ id: paymentTerms.id });
        // The file states the term's nodes in full, as a save from the screen does.
        await tx.delete(paymentTermNodes).where(eq(paymentTermNodes.paymentTermId, term.id));
        await tx.insert(paymentTermNodes).values(
          [...nodes]
            .sort((a, b) => a.seqNum - b.seqNum)
            .map((n) => ({
              paymentTermId: term.id,
              seqNum: n.seqNum,
              stageName: n.stageName,
              eventCode: n.eventCode,
              daysAfter: n.daysAfter,
              proportion: n.proportion,
              createdBy: userId,
              lastUpdatedBy: userId,
            })),
        );
      }
    },
  });

  registerMasterImport(scope, deps, {
    entity: 'basePurchasingGroup',
    menuCode: BASE_MENUS.purchasingGroup,
    columns: GROUP_COLUMNS,
    row: groupRow,
    templateName: { CN: '采购组导入模板', EN: 'purchasing-group-import-template' },
    load: async (db, rows) => {
      const orgCodes = rows.map((r) => cell(r.values.orgCode)).filter((c): c is string => !!c);
      const names = [
        ...new Set(rows.flatMap((r) => (cell(r.values.buyers) ?? '').split(/[,，]/).map((n) => n.trim()))),
      ].filter(Boolean);
      const buyers = names.length
        ? await db
            .select({ id: users.id, name: users.userName })
            .from(users)
            .where(and(inArray(users.userName, names), eq(users.userType, 'INSIDE')))
        : [];
      return {
        orgs: new Map([...(await orgsByCodes(db, orgCodes))].map(([c, o]) => [c, o.id])),
        buyers: new Map(buyers.map((b) => [b.name, b.id])),
      };
    },
    check: (rows, ctx, lang) => {
      const errors: RowError[] = duplicatesInFile(rows, (v) => v.groupCode, lang);
      for (const { rowNumber, value } of rows) {
        if (value.orgCode && !ctx.orgs.has(value.orgCode)) {
          const message = t('excel.codeNotFound', lang, { code: value.orgCode });
          errors.push({ rowNumber, message: cellError(GROUP_COLUMNS, 'orgCode', lang, message) });
        }
        const unknown = (value.buyers ?? []).filter((n) => !ctx.buyers.has(n));
        if (unknown.length) {
          const message = t('base.usersNotInternal', lang, { names: unknown.join(', ') });
          errors.push({ rowNumber, message: cellError(GROUP_COLUMNS, 'buyers', lang, message) });
        }
      }
      return errors;
    },
    write: async (tx, rows, ctx, userId) => {
      for (const r of rows) {
        const values = {
          groupName: r.groupName,
          groupNameEn: r.groupNameEn ?? null,
          orgId: r.orgCode ? ctx.orgs.get(r.orgCode)! : null,
          enabledFlag: r.enabledFlag,
          lastUpdatedBy: userId,
          lastUpdateDate: new Date(),
        };
        const [group] = await tx
          .insert(purchasingGroups)
          .values({ ...values, groupCode: r.groupCode, createdBy: userId })
          .onConflictDoUpdate({
            target: purchasingGroups.groupCode,
            set: { ...values, version: sql`${purchasingGroups.version} + 1` },
          })
          .returning({ id: purchasingGroups.id });
        // A blank buyers cell leaves the buyers as they are; a filled one replaces them.
        if (!r.buyers) continue;
        await tx.delete(purchasingGroupMembers).where(eq(purchasingGroupMembers.purchasingGroupId, group.id));
        if (r.buyers.length === 0) continue;
        await tx.insert(purchasingGroupMembers).values(
          r.buyers.map((name) => ({
            purchasingGroupId: group.id,
            userId: ctx.buyers.get(name)!,
            createdBy: userId,
            lastUpdatedBy: userId,
          })),
        );
      }
    },
  });

  registerMasterImport(scope, deps, {
    entity: 'baseAddress',
    menuCode: BASE_MENUS.address,
    columns: ADDRESS_COLUMNS,
    row: addressRow,
    templateName: { CN: '收货提货地址导入模板', EN: 'address-import-template' },
    load: async (db, rows) => {
      const orgs = new Map(
        [
          ...(await orgsByCodes(
            db,
            rows.map((r) => cell(r.values.orgCode)).filter((c): c is string => !!c),
          )),
        ].map(([c, o]) => [c, o.id]),
      );
      const stored = orgs.size
        ? await db
            .select({
              id: addresses.id,
              orgId: addresses.orgId,
              type: addresses.addressType,
              detail: addresses.detailAddress,
            })
            .from(addresses)
            .where(inArray(addresses.orgId, [...orgs.values()]))
        : [];
      return { orgs, stored: new Map(stored.map((s) => [addressKey(s.orgId, s.type, s.detail), s.id])) };
    },
    check: (rows, ctx, lang) => {
      const errors: RowError[] = duplicatesInFile(
        rows,
        (v) => `${v.orgCode}\n${v.addressType}\n${v.detailAddress}`,
        lang,
      );
      const firstDefault = new Map<string, number>();
      for (const { rowNumber, value } of rows) {
        if (!ctx.orgs.has(value.orgCode)) {
          const message = t('excel.codeNotFound', lang, { code: value.orgCode });
          errors.push({ rowNumber, message: cellError(ADDRESS_COLUMNS, 'orgCode', lang, message) });
        }
        if (!isDistrict(value.districtCode)) {
          const message = t('base.districtNotFound', lang, { code: value.districtCode });
          errors.push({ rowNumber, message: cellError(ADDRESS_COLUMNS, 'districtCode', lang, message) });
        }
        if (value.defaultFlag !== 'Y') continue;
        const key = `${value.orgCode}\n${value.addressType}`;
        const other = firstDefault.get(key);
        if (other === undefined) firstDefault.set(key, rowNumber);
        else {
          const message = t('base.defaultTwice', lang, { row: other });
          errors.push({ rowNumber, message: cellError(ADDRESS_COLUMNS, 'defaultFlag', lang, message) });
        }
      }
      return errors;
    },
    write: async (tx, rows, ctx, userId) => {
      for (const r of rows) {
        const orgId = ctx.orgs.get(r.orgCode)!;
        const values = {
          orgId,
          addressType: r.addressType,
          districtCode: r.districtCode,
          detailAddress: r.detailAddress,
          contactName: r.contactName,
          contactPhone: r.contactPhone,
          defaultFlag: r.defaultFlag,
          lastUpdatedBy: userId,
          lastUpdateDate: new Date(),
        };
        const id = ctx.stored.get(addressKey(orgId, r.addressType, r.detailAddress));
        const [saved] = id
          ? await tx
              .update(addresses)
              .set({ ...values, version: sql`${addresses.version} + 1` })
              .where(eq(addresses.id, id))
              .returning({ id: addresses.id })
          : await tx
              .insert(addresses)
              .values({ ...values, createdBy: userId })
              .returning({ id: addresses.id });
        if (r.defaultFlag !== 'Y') continue;
        // One default per organisation and type: the file's default replaces the stored one.
        await tx
          .update(addresses)
          .set({ defaultFlag: 'N' })
          .where(
            and(
              eq(addresses.orgId, orgId),
              eq(addresses.addressType, r.addressType),
              eq(addresses.defaultFlag, 'Y'),
              ne(addresses.id, saved.id),
            ),
          );
      }
    },
  });
}
