import { DEMO_PASSWORD, type Lang } from '@srm/core';
import { type BidEnvelopeInput, bidLineAmounts, bidTotals } from '@srm/core/sourcing/bidEnvelope';
import {
  createMemberKey,
  type MemberKey,
  openShare,
  sealEnvelope,
  sealTender,
  unlockMemberKey,
} from '@srm/core/sourcing/sealing';
import { eq, type SQL, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/schema.ts';
import { refreshLineScope } from '../../platform/documents/store.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { copyDemoSupplierWithUser } from '../supplier/registration/supplierCopy.ts';
import { tenderBound } from './tender.ts';
import { tenderLines, tenderSuppliers, tenders } from './tenderSchema.ts';

/*
 * Helpers shared by the sealed-bid tests (not a test file itself). A tender is written straight into its
 * tables and moved through PUBLISHED and CLOSED with SQL (the tender helper's document calls and close job
 * are tested beside them); everything of the sealing — keys, committee, seal, bids, shares, opening — goes
 * through the API with the real crypto of packages/core, PINs wrapped with few PBKDF2 rounds to stay quick.
 */

export const API = '/api/srmServer/v1';
export const KEY = `${API}/srmSrcMemberKeyRestful`;
export const COMMITTEE = `${API}/srmSrcTenderCommitteeRestful`;
export const SUP = `${API}/srmSrcSupplierTenderRestful`;
export const BIDS = `${API}/srmSrcTenderBidRestful`;

export type Who = 'admin' | 'buyer' | 'approver' | 'finance' | 'supplier1' | 'supplier2' | 'supplier3';
export const MEMBERS = ['buyer', 'approver', 'admin'] as const;
type Member = (typeof MEMBERS)[number];

export type SealingKit = {
  t: TestApp;
  ids: {
    east: number;
    steel: number;
    template: number;
    user: Record<Who, number>;
    supplier: Record<'supplier1' | 'supplier2' | 'supplier3', number>;
  };
  cert: Record<Who, string>;
  pins: Record<Member, string>;
  keys: Record<Member, MemberKey>;
  call: (path: string, body: object, who: Who, lang?: Lang) => ReturnType<TestApp['call']>;
  ok: (path: string, body: object, who: Who) => Promise<any>;
  rows: <T = Record<string, any>>(query: SQL) => Promise<T[]>;
};

/** Another qualified supplier with a login (a copy of the first demo supplier). */
export function addSupplierWithUser(t: TestApp, userName: string, number: string): Promise<number> {
  return copyDemoSupplierWithUser(t.database.db, {
    userName,
    supplierNumber: number,
    supplierName: `测试供应商${number}`,
    supplierNameEn: `Supplier ${number}`,
    supplierShortName: `测试${number}`,
  });
}

export async function createSealingKit(): Promise<SealingKit> {
  const t = await createTestApp();
  const rows = async <T>(query: SQL): Promise<T[]> =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async (query: SQL) => Number((await rows<{ id: number }>(query))[0].id);
  const supplier3 = await addSupplierWithUser(t, 'supplier3', 'TS-0003');
  const user = {} as Record<Who, number>;
  for (const who of ['admin', 'buyer', 'approver', 'finance', 'supplier1', 'supplier2', 'supplier3'] as Who[]) {
    user[who] = await one(sql`select id from base_users where user_name = ${who}`);
  }
  const ids: SealingKit['ids'] = {
    east: await one(sql`select id from base_organization where org_code = 'OU_EAST'`),
    steel: await one(sql`select id from base_purchase_category where category_code = 'RAW_STEEL'`),
    template: (await rows<{ id: number }>(sql`select coalesce(max(id), 1) as id from srm_src_template`))[0].id,
    user,
    supplier: {
      supplier1: await one(sql`select supplier_id as id from base_users where user_name = 'supplier1'`),
      supplier2: await one(sql`select supplier_id as id from base_users where user_name = 'supplier2'`),
      supplier3,
    },
  };
  const cert = {} as Record<Who, string>;
  for (const who of Object.keys(user) as Who[]) cert[who] = await t.login(who, DEMO_PASSWORD);
  const call: SealingKit['call'] = (path, body, who, lang = 'EN') =>
    t.call(path, body, { certificate: cert[who], lang });
  const ok: SealingKit['ok'] = async (path, body, who) => {
    const res = await call(path, body, who);
    if (res.body.status !== 'S') throw new Error(`${path} as ${who}: ${res.statusCode} ${res.raw}`);
    return res.body.data;
  };
  // Each member's key, made as its browser would (few PBKDF2 rounds: a test).
  const pins = { buyer: 'buyer-pin-1', approver: 'approver-pin-1', admin: 'admin-pin-1' };
  const keys = {} as Record<Member, MemberKey>;
  for (const m of MEMBERS) {
    keys[m] = await createMemberKey(pins[m], { iterations: 1000 });
    await ok(`${KEY}/save`, keys[m], m);
  }
  return { t, ids, cert, pins, keys, call, ok, rows };
}

export type DraftTender = { tenderId: number; lines: { id: number; lineNumber: number; quantity: string }[] };

/** A DRAFT tender of the buyer with two lines (120 plates, 30 boxes) and the suppliers invited. */
export async function draftTender(
  kit: SealingKit,
  supplierKeys: ('supplier1' | 'supplier2' | 'supplier3')[],
  options: { threshold?: number; fee?: 'NONE' | 'UNPAID' | 'PAID' } = {},
): Promise<DraftTender> {
  const db = kit.t.database.db;
  const buyer = kit.ids.user.buyer;
  const number = `ZB-T${Date.now().toString().slice(-8)}${Math.floor(Math.random() * 1000)}`;
  const [tender] = await db
    .insert(tenders)
    .values({
      tenderNumber: number,
      title: `Sealed steel ${number}`,
      orgId: kit.ids.east,
      categoryId: kit.ids.steel,
      templateId: kit.ids.template,
      tenderMode: 'INVITE',
      currencyCode: 'CNY',
      bidDeadline: new Date(Date.now() + 3600_000),
      openingTime: new Date(Date.now() + 3600_000),
      openingThreshold: options.threshold ?? 2,
      internalRemark: 'budget 99999, do not disclose',
      createdBy: buyer,
      lastUpdatedBy: buyer,
    })
    .returning({ id: tenders.id });
  const lines = await db
    .insert(tenderLines)
    .values(
      [
        { lineNumber: 1, itemName: 'Steel plate Q235 10mm', quantity: '120', uomCode: 'PCS' },
        { lineNumber: 2, itemName: 'Nitrile gloves L', quantity: '30', uomCode: 'BOX' },
      ].map((l) => ({
        ...l,
        tenderId: tender.id,
        categoryId: kit.ids.steel,
        needByDate: '2099-01-01',
        createdBy: buyer,
        lastUpdatedBy: buyer,
      })),
    )
    .returning({ id: tenderLines.id, lineNumber: tenderLines.lineNumber, quantity: tenderLines.quantity });
  await refreshLineScope(db, tenderBound, [tender.id]);
  if (supplierKeys.length > 0) {
    await db.insert(tenderSuppliers).values(
      supplierKeys.map((s) => ({
        tenderId: tender.id,
        supplierId: kit.ids.supplier[s],
        source: 'INVITED',
        feeStatus: options.fee ?? 'NONE',
        createdBy: buyer,
      })),
    );
  }
  return { tenderId: tender.id, lines: lines.sort((a, b) => a.lineNumber - b.lineNumber) };
}

const versionOf = async (kit: SealingKit, tenderId: number) =>
  (await kit.rows<{ version: number }>(sql`select version from srm_src_tender where id = ${tenderId}`))[0].version;

/** Sets the committee and seals the tender to it as the buyer's browser does. */
export async function sealAs(kit: SealingKit, tenderId: number, members: Member[], threshold: number) {
  await kit.ok(
    `${COMMITTEE}/save`,
    {
      tenderId,
      version: await versionOf(kit, tenderId),
      members: members.map((m, i) => ({ userId: kit.ids.user[m], memberRole: i === 0 ? 'CHAIR' : 'MEMBER' })),
    },
    'buyer',
  );
  const keys = await kit.ok(`${KEY}/publicKeys`, { userIds: members.map((m) => kit.ids.user[m]) }, 'buyer');
  const sealed = await sealTender(
    keys.map((k: { userId: number; publicKey: string }) => ({ userId: k.userId, publicKey: k.publicKey })),
    threshold,
  );
  return kit.ok(`${COMMITTEE}/seal`, { tenderId, version: await versionOf(kit, tenderId), ...sealed }, 'buyer');
}

/** What the approval would do: PUBLISHED, bids taken for an hour. */
export async function publish(kit: SealingKit, tenderId: number) {
  await kit.rows(sql`update srm_src_tender set status = 'PUBLISHED', publish_date = now(),
    bid_deadline = now() + interval '1 hour', opening_time = now() + interval '1 hour' where id = ${tenderId}`);
}

/** What the close job does at the deadline, with the deadline and the opening time moved into the past. */
export async function closeBids(kit: SealingKit, tenderId: number, openingInPast = true) {
  await kit.rows(sql`update srm_src_tender set status = 'CLOSED', closed_date = now(),
    bid_deadline = now() - interval '2 minutes',
    opening_time = case when ${openingInPast} then now() - interval '1 minute' else now() + interval '1 hour' end
    where id = ${tenderId}`);
}

export type Prices = [string, string];

/** A bid envelope pricing both lines (13 % and 6 % tax). */
export function envelopeOf(
  kit: SealingKit,
  tender: DraftTender,
  who: 'supplier1' | 'supplier2' | 'supplier3',
  prices: Prices,
) {
  return {
    tenderId: tender.tenderId,
    supplierId: kit.ids.supplier[who],
    lines: [
      { tenderLineId: tender.lines[0].id, priceWithoutTax: prices[0], taxRate: '13', leadTimeDays: 10 },
      { tenderLineId: tender.lines[1].id, priceWithoutTax: prices[1], taxRate: '6', leadTimeDays: 5 },
    ],
    validityDays: 60,
    remark: 'Delivered East plant',
  } satisfies BidEnvelopeInput;
}

/** The supplier's browser: encrypts the envelope to the tender's key and submits it. */
export async function submitBid(kit: SealingKit, who: Who, tenderId: number, content: unknown, extra: object = {}) {
  const mine = await kit.ok(`${SUP}/myBid`, { tenderId }, who);
  const sealed = await sealEnvelope(mine.eventPublicKey, content);
  const res = await kit.call(
    `${SUP}/submitBid`,
    { tenderId, commercialCiphertext: sealed.ciphertext, commercialHash: sealed.hash, ...extra },
    who,
  );
  return { res, sealed };
}

/** A member's browser: fetches its share, opens it with its PIN, gives it. */
export async function giveShare(kit: SealingKit, who: Member, tenderId: number) {
  const share = await kit.ok(`${COMMITTEE}/myShare`, { tenderId }, who);
  const privateKey = await unlockMemberKey(kit.keys[who].wrappedPrivateKey, kit.pins[who]);
  const clear = await openShare(share.encryptedShare, privateKey);
  return { res: await kit.call(`${COMMITTEE}/giveShare`, { tenderId, share: clear }, who), clear };
}

/** Every figure of a bid as text (prices, prices with tax, amounts, totals): what must never show before opening. */
export function figuresOf(tender: DraftTender, prices: Prices): string[] {
  const lines = [
    bidLineAmounts({ priceWithoutTax: prices[0], taxRate: '13' }, tender.lines[0].quantity),
    bidLineAmounts({ priceWithoutTax: prices[1], taxRate: '6' }, tender.lines[1].quantity),
  ];
  const totals = bidTotals(lines);
  return [
    ...lines.flatMap((l) => [l.priceWithoutTax, l.priceWithTax, l.amountWithoutTax, l.amountWithTax]),
    totals.totalWithoutTax,
    totals.totalWithTax,
  ];
}
