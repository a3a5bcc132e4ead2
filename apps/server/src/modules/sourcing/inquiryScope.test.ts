import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInquiryKit, INQ, INV, type InquiryKit, inquiryBody } from './inquiryKit.ts';

/*
 * A buyer reaches only the inquiries of its organisations (ARCHITECTURE §5): the demo buyer is permitted the
 * East China OU, so an inquiry of the South China OU answers as missing on every sourcing path that names an
 * inquiry, and is never listed.
 */

let kit: InquiryKit;
let south: { inquiryId: number; inquiryNumber: string; version: number };

beforeAll(async () => {
  kit = await createInquiryKit();
  const [org] = await kit.rows<{ id: number }>(sql`select id from base_organization where org_code = 'OU_SOUTH'`);
  const draft = await kit.ok(
    `${INQ}/saveOrUpdate`,
    inquiryBody(kit.ids, { orgId: Number(org.id), title: 'South steel, not for the East buyer' }),
    'admin',
  );
  const added = await kit.ok(
    `${INV}/add`,
    { inquiryId: draft.inquiryId, version: draft.version, supplierIds: [kit.ids.supplier1] },
    'admin',
  );
  south = { ...draft, version: added.version };
});
afterAll(async () => kit?.t.close());

describe('a buyer of another organisation', () => {
  it('gets 404 on every sourcing path that names the inquiry, and learns nothing of it', async () => {
    const paths = kit.t.app.registeredRoutes
      .map((r) => r.url)
      .filter((u) => u.includes('/srmSrc') && !u.includes('/srmSrcSupplier'));
    const tried: string[] = [];
    for (const path of paths) {
      const res = await kit.call(path, { inquiryId: south.inquiryId, version: south.version }, 'buyer');
      // Paths that do not take an inquiry refuse the body (400) or answer their own data (lists);
      // none may answer with this inquiry or act on it.
      expect(res.raw, path).not.toContain(south.inquiryNumber);
      expect(res.raw, path).not.toContain('South steel');
      if (res.statusCode === 404) tried.push(path.split('/').slice(-2).join('/'));
    }
    // The inquiry's own calls all answered 404 (not 403: its existence is not confirmed either).
    for (const expected of [
      'srmSrcInquiryRestful/findById',
      'srmSrcInquirySupplierRestful/listByInquiry',
      'srmSrcClarificationRestful/listByInquiry',
      'srmSrcQuoteRestful/listByInquiry',
      'srmSrcCompareRestful/compare',
    ]) {
      expect(tried).toContain(expected);
    }
    const list = await kit.ok(`${INQ}/listByPage`, { pageIndex: 1, pageRows: 100 }, 'buyer');
    expect(JSON.stringify(list)).not.toContain(south.inquiryNumber);
    // The administrator, whose scope is every organisation, still finds it.
    const found = await kit.ok(`${INQ}/findById`, { inquiryId: south.inquiryId }, 'admin');
    expect(found.inquiryNumber).toBe(south.inquiryNumber);
  });
});
