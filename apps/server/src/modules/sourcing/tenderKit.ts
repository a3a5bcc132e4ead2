import { sql } from 'drizzle-orm';
import { createInquiryKit, type InquiryKit, inDays, inHours } from './inquiryKit.ts';

/** Helpers shared by the tender tests (not a test file itself): the inquiry tests' kit plus the tender's ids. */

export const TND = '/api/srmServer/v1/srmSrcTenderRestful';
export const TSUP = '/api/srmServer/v1/srmSrcTenderSupplierRestful';
export const TCHG = '/api/srmServer/v1/srmSrcTenderChangeRestful';
export const SUPT = '/api/srmServer/v1/srmSrcSupplierTenderRestful';

export type TenderKit = InquiryKit & {
  tender: { template: number; type: number; inquiryTemplate: number; inquiryType: number; users: number[] };
};

export async function createTenderKit(): Promise<TenderKit> {
  const kit = await createInquiryKit();
  const id = async (query: ReturnType<typeof sql>) => Number((await kit.rows<{ id: number }>(query))[0].id);
  const users = await kit.rows<{ id: number }>(
    sql`select id from base_users where user_name in ('buyer', 'approver', 'admin') order by user_name`,
  );
  return {
    ...kit,
    tender: {
      template: await id(sql`select id from srm_src_template where template_code = 'TND_WEIGHTED'`),
      type: await id(sql`select id from srm_src_sourcing_type where type_code = 'TND_ANNUAL'`),
      inquiryTemplate: await id(sql`select id from srm_src_template where template_code = 'INQ_LOWEST'`),
      inquiryType: await id(sql`select id from srm_src_sourcing_type where type_code = 'INQ_STANDARD'`),
      users: users.map((u) => Number(u.id)),
    },
  };
}

/** A draft body: one line of a material, one free-text line; fee 500, bond 2000, 2 of the committee open. */
export function tenderBody(kit: TenderKit, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Annual steel plate tender',
    orgId: kit.ids.east,
    categoryId: kit.ids.steel,
    sourcingTypeId: kit.tender.type,
    templateId: kit.tender.template,
    tenderMode: 'INVITE',
    currencyCode: 'CNY',
    bidDeadline: inHours(48),
    openingTime: inHours(50),
    tenderFee: '500',
    bidBond: '2000',
    bondTerms: 'Refunded within 5 working days after the award',
    bondAccount: 'ICBC 1001 2345 6789',
    openingThreshold: 2,
    notesToSuppliers: 'Bids in CNY, delivered to the East plant',
    notesToJury: 'Weigh delivery history heavily',
    internalRemark: 'Budget 800000, do not disclose',
    lines: [
      { materialId: kit.ids.plate, quantity: '120', needByDate: inDays(40) },
      {
        itemName: 'Cutting service',
        specification: 'Laser, ±0.1 mm',
        categoryId: kit.ids.steel,
        quantity: '30',
        uomCode: 'SET',
        needByDate: inDays(45),
      },
    ],
    ...overrides,
  };
}

/**
 * Seals a tender as the sealing calls would leave it, straight in the tables: a committee of buyer, approver
 * and admin, each with a member key and an encrypted share made for it, and the event public key set.
 * (The real ciphertexts do not matter here: the tender only checks that the seal is whole and current.)
 */
export async function sealDirectly(kit: TenderKit, tenderId: number): Promise<void> {
  for (const userId of kit.tender.users) {
    await kit.rows(sql`insert into srm_src_member_key (user_id, public_key, wrapped_private_key, fingerprint)
      values (${userId}, ${`pk-${userId}`}, 'wrapped', ${`fp-${userId}`}) on conflict (user_id) do nothing`);
    await kit.rows(sql`insert into srm_src_tender_committee (tender_id, user_id, member_role, encrypted_share, key_fingerprint)
      values (${tenderId}, ${userId}, 'MEMBER', ${`share-for-${userId}`}, (select fingerprint from srm_src_member_key where user_id = ${userId}))
      on conflict (tender_id, user_id) do update set encrypted_share = excluded.encrypted_share, key_fingerprint = excluded.key_fingerprint`);
  }
  await kit.rows(
    sql`update srm_src_tender set event_public_key = 'fake-event-public-key', sealed_date = now() where id = ${tenderId}`,
  );
}

/** A draft with suppliers invited (and its current version). */
export async function draftTender(kit: TenderKit, supplierIds: number[], overrides: Record<string, unknown> = {}) {
  let doc = await kit.ok(`${TND}/saveOrUpdate`, tenderBody(kit, overrides), 'buyer');
  if (supplierIds.length > 0) {
    const added = await kit.ok(`${TSUP}/add`, { tenderId: doc.tenderId, version: doc.version, supplierIds }, 'buyer');
    doc = { ...doc, version: added.version };
  }
  return doc;
}

/** Creates a draft, invites suppliers, seals, submits and approves it: a PUBLISHED tender as answered. */
export async function publishedTender(
  kit: TenderKit,
  supplierIds: number[],
  overrides: Record<string, unknown> = {},
): Promise<any> {
  const draft = await draftTender(kit, supplierIds, overrides);
  await sealDirectly(kit, draft.tenderId);
  const doc = await kit.ok(`${TND}/doSubmit`, { tenderId: draft.tenderId, version: draft.version }, 'buyer');
  return kit.ok(`${TND}/doApproval`, { tenderId: doc.tenderId, version: doc.version, comment: 'ok' }, 'approver');
}

/** Every key anywhere in a JSON value. */
export function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  return out;
}
