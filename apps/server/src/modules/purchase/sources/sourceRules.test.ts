import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/http/errors.ts';
import { agreementLines, agreements, aslEntries, priceEntries } from '../sourceSchema.ts';
import { createKit, inDays, type Kit } from '../testKit.ts';
import {
  agreementLinesForOrder,
  consumeAgreement,
  libraryPrice,
  releaseAgreement,
  sourceRefusal,
} from './sourceRules.ts';

/**
 * The services orders code against, on rows written straight into the entry tables: the sourcing rule
 * (list, designation, trade block, dates, category fallback), library prices with quantity breaks and
 * agreement consumption with its ceilings. They work in South China OU, where the demo lists nobody.
 */

let k: Kit;
let supplier2: number;
let bar: number;
const db = () => k.t.database.db;
const today = inDays(0);

beforeAll(async () => {
  k = await createKit();
  const one = async (q: ReturnType<typeof sql>) =>
    Number(((await db().execute(q)) as unknown as { rows: { id: number }[] }).rows[0].id);
  supplier2 = await one(sql`select supplier_id as id from base_users where user_name = 'supplier2'`);
  bar = await one(sql`select id from base_material_item where material_code = 'M-STEEL-45-RD40'`);
  const entry = { orgId: k.ids.south, categoryId: k.ids.steel, status: 'ACTIVE', priority: 1, sourceDocId: 0 };
  await db()
    .insert(aslEntries)
    .values([
      { ...entry, materialId: k.ids.plate, supplierId: k.ids.supplier1, validFrom: inDays(-10), validTo: null },
      // Expired yesterday.
      { ...entry, materialId: bar, supplierId: k.ids.supplier1, validFrom: inDays(-30), validTo: inDays(-1) },
      // A category entry without material: every material of MRO, for supplier2.
      {
        ...entry,
        categoryId: k.ids.mro,
        materialId: null,
        supplierId: supplier2,
        validFrom: inDays(-1),
        validTo: null,
      },
      // Suspended.
      { ...entry, status: 'SUSPENDED', materialId: bar, supplierId: supplier2, validFrom: inDays(-1), validTo: null },
    ]);
});
afterAll(async () => k?.t.close());

const ask = (
  supplierId: number,
  materialId: number | null,
  categoryId: number,
  lang: 'EN' | 'CN' = 'EN',
  date = today,
) => sourceRefusal(db(), { orgId: k.ids.south, supplierId, materialId, categoryId, date, lang });

describe('sourceRefusal', () => {
  it('passes a supplier on the list and refuses one that is not, naming supplier, organisation and item in both languages', async () => {
    expect(await ask(k.ids.supplier1, k.ids.plate, k.ids.steel)).toBeNull();
    expect(await ask(supplier2, k.ids.plate, k.ids.steel)).toMatch(
      /^Supplier S000002 .+ is not on the approved supplier list of .+ for M-STEEL-Q235-10 Q235 hot-rolled plate 10 mm and is not designated$/,
    );
    const cn = await ask(supplier2, k.ids.plate, k.ids.steel, 'CN');
    expect(cn).toMatch(
      /^供应商 S000002 深圳华信电子有限公司 不在 .+ 的物料 M-STEEL-Q235-10 Q235 热轧钢板 10mm 的货源清单中，且不是指定供应商$/,
    );
  });

  it('refuses an expired entry, a suspended one and another organisation, and honours the dates', async () => {
    expect(await ask(k.ids.supplier1, bar, k.ids.steel)).toMatch(/not on the approved supplier list/);
    expect(await ask(k.ids.supplier1, bar, k.ids.steel, 'EN', inDays(-2))).toBeNull();
    expect(await ask(supplier2, bar, k.ids.steel)).toMatch(/not on the approved supplier list/);
    expect(await ask(k.ids.supplier1, k.ids.plate, k.ids.steel, 'EN', inDays(-11))).toMatch(/not on the approved/);
    // supplier1 is listed for the plate in East China OU (the demo), not in South China OU.
    const south = await sourceRefusal(db(), {
      orgId: k.ids.east,
      supplierId: supplier2,
      materialId: k.ids.plate,
      categoryId: k.ids.steel,
      date: today,
      lang: 'EN',
    });
    expect(south).toMatch(/not on the approved supplier list/);
  });

  it('falls back to the category: a category entry covers a line without material and any material of it', async () => {
    expect(await ask(supplier2, null, k.ids.mro)).toBeNull();
    const glove = Number(
      (
        (await db().execute(sql`select id from base_material_item where material_code = 'M-MRO-GLOVE'`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows[0].id,
    );
    expect(await ask(supplier2, glove, k.ids.mro)).toBeNull();
    expect(await ask(k.ids.supplier1, null, k.ids.mro)).toMatch(/not on the approved supplier list/);
  });

  it('passes a designated supplier not on the list', async () => {
    expect(await ask(supplier2, k.ids.plate, k.ids.steel)).not.toBeNull();
    await db().execute(sql`insert into srm_slc_designated (designated_number, status, org_id, supplier_id, material_id, valid_from, reason)
      values ('ZD-T-1', 'APPROVED', ${k.ids.south}, ${supplier2}, ${k.ids.plate}, ${inDays(-1)}, 'test')`);
    expect(await ask(supplier2, k.ids.plate, k.ids.steel)).toBeNull();
  });

  it('refuses a frozen or blacklisted supplier even when it is on the list', async () => {
    await db().execute(sql`update srm_pos_supplier_info set supplier_status = 'FROZEN' where id = ${k.ids.supplier1}`);
    const frozen = await ask(k.ids.supplier1, k.ids.plate, k.ids.steel);
    expect(frozen).not.toBeNull();
    expect(frozen).not.toMatch(/approved supplier list/);
    await db().execute(
      sql`update srm_pos_supplier_info set supplier_status = 'BLACKLIST' where id = ${k.ids.supplier1}`,
    );
    expect(await ask(k.ids.supplier1, k.ids.plate, k.ids.steel, 'CN')).not.toBeNull();
    await db().execute(
      sql`update srm_pos_supplier_info set supplier_status = 'EFFECTIVE' where id = ${k.ids.supplier1}`,
    );
    expect(await ask(k.ids.supplier1, k.ids.plate, k.ids.steel)).toBeNull();
  });
});

describe('libraryPrice', () => {
  it('takes the highest quantity break reached, valid on the date, in the currency', async () => {
    const base = {
      orgId: k.ids.south,
      supplierId: k.ids.supplier1,
      materialId: k.ids.plate,
      categoryId: k.ids.steel,
      currencyCode: 'CNY',
      taxRate: '13.00',
      priceUnit: '1',
      sourceDocId: 0,
    };
    const [small, big] = await db()
      .insert(priceEntries)
      .values([
        { ...base, price: '5', unitPrice: '5', minQuantity: '0', validFrom: inDays(-5), validTo: null },
        { ...base, price: '4.5', unitPrice: '4.5', minQuantity: '1000', validFrom: inDays(-5), validTo: null },
        { ...base, price: '3', unitPrice: '3', minQuantity: '0', validFrom: inDays(-30), validTo: inDays(-6) },
        { ...base, currencyCode: 'USD', price: '0.7', unitPrice: '0.7', minQuantity: '0', validFrom: inDays(-5) },
      ])
      .returning();
    const q = {
      orgId: k.ids.south,
      supplierId: k.ids.supplier1,
      materialId: k.ids.plate,
      currencyCode: 'CNY',
      date: today,
    };
    expect(await libraryPrice(db(), { ...q, quantity: '999.9999' })).toMatchObject({
      priceEntryId: small.id,
      price: '5.000000',
    });
    expect(await libraryPrice(db(), { ...q, quantity: '1000' })).toMatchObject({
      priceEntryId: big.id,
      taxRate: '13.00',
    });
    expect(await libraryPrice(db(), { ...q, quantity: '10', date: inDays(-10) })).toMatchObject({ price: '3.000000' });
    expect(await libraryPrice(db(), { ...q, quantity: '10', date: inDays(-40) })).toBeNull();
    expect(await libraryPrice(db(), { ...q, quantity: '10', currencyCode: 'EUR' })).toBeNull();
    expect(await libraryPrice(db(), { ...q, quantity: '10', supplierId: supplier2 })).toBeNull();
  });
});

describe('agreements', () => {
  const make = async (status: string, amountCeiling: string | null, quantityCeiling: string | null) => {
    const [header] = await db()
      .insert(agreements)
      .values({
        agreementNumber: `XY-T-${Math.random().toString(36).slice(2, 8)}`,
        status,
        orgId: k.ids.south,
        supplierId: k.ids.supplier1,
        agreementType: 'FRAMEWORK',
        currencyCode: 'CNY',
        validFrom: inDays(-10),
        validTo: inDays(10),
        amountCeiling,
      })
      .returning();
    const [line] = await db()
      .insert(agreementLines)
      .values({
        agreementId: header.id,
        lineNumber: 1,
        materialId: k.ids.plate,
        categoryId: k.ids.steel,
        price: '4',
        taxRate: '13',
        quantityCeiling,
      })
      .returning();
    return { header, line };
  };
  const refusal = async (f: () => Promise<unknown>) => {
    const error = await f().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('consumes up to the quantity ceiling, refuses past it and gives back on release', async () => {
    const { header, line } = await make('APPROVED', null, '100');
    await consumeAgreement(db(), { agreementLineId: line.id, quantity: '60', amount: '240', date: today });
    const past = await refusal(() =>
      consumeAgreement(db(), { agreementLineId: line.id, quantity: '40.0001', amount: '160', date: today }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.key).toBe('agreement.quantityCeiling');
    expect(past.params).toMatchObject({ remaining: '40.0000', line: 1 });
    await consumeAgreement(db(), { agreementLineId: line.id, quantity: '40', amount: '160', date: today });
    const offered = await agreementLinesForOrder(db(), header.id);
    expect(offered.lines).toEqual([]);
    expect(offered.consumedAmount).toBe('400.00');
    await releaseAgreement(db(), { agreementLineId: line.id, quantity: '60', amount: '240' });
    const after = await agreementLinesForOrder(db(), header.id);
    expect(after.lines[0]).toMatchObject({
      agreementLineId: line.id,
      consumedQuantity: '40.0000',
      remainingQuantity: '60.0000',
    });
    expect(after.consumedAmount).toBe('160.00');
    const tooMuch = await refusal(() =>
      releaseAgreement(db(), { agreementLineId: line.id, quantity: '41', amount: '0' }),
    );
    expect(tooMuch.key).toBe('agreement.releaseTooMuch');
  });

  it('refuses past the amount ceiling, outside the dates and when not approved', async () => {
    const { line } = await make('APPROVED', '1000.00', null);
    await consumeAgreement(db(), { agreementLineId: line.id, quantity: '200', amount: '800', date: today });
    const amount = await refusal(() =>
      consumeAgreement(db(), { agreementLineId: line.id, quantity: '51', amount: '204', date: today }),
    );
    expect(amount.key).toBe('agreement.amountCeiling');
    expect(amount.params).toMatchObject({ remaining: '200.00' });
    const late = await refusal(() =>
      consumeAgreement(db(), { agreementLineId: line.id, quantity: '1', amount: '4', date: inDays(11) }),
    );
    expect(late.key).toBe('agreement.outsideValidity');
    const draft = await make('DRAFT', null, null);
    const notApproved = await refusal(() =>
      consumeAgreement(db(), { agreementLineId: draft.line.id, quantity: '1', amount: '4', date: today }),
    );
    expect(notApproved.key).toBe('agreement.notApproved');
    expect((await refusal(() => agreementLinesForOrder(db(), draft.header.id))).key).toBe('agreement.notApproved');
  });
});
