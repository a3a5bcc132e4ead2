import type { Lang } from '@srm/core';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/testApp.ts';

/** Helpers shared by the supplier-status tests (not a test file itself): the real workflow, demo users. */

export const BLACKLIST = '/api/srmServer/v1/srmSlcBlacklistRestful';
export const QUIT = '/api/srmServer/v1/srmSlcQuitRestful';
export const DESIGNATED = '/api/srmServer/v1/srmSlcDesignatedRestful';
export const PARTS = '/api/srmServer/v1/srmSlcPartsAuthRestful';
export const SCENES = '/api/srmServer/v1/srmSlcIntroSceneRestful';
export const GROUPS = '/api/srmServer/v1/srmSlcSupplierGroupRestful';
export const SITES = '/api/srmServer/v1/srmSlcSupplierSiteRestful';
export const OUTBOX = '/api/baseServer/v1/baseIntegrationOutboxRestful';

export type Who = 'admin' | 'buyer' | 'approver' | 'finance' | 'supplier1' | 'supplier2';
export type Doc = Record<string, unknown> & { version: number; status: string; _actions: string[] };

export type StatusKit = {
  t: TestApp;
  ids: { supplier1: number; supplier2: number; east: number; plate: number; steel: number };
  call: (path: string, body: object, who: Who, lang?: Lang) => ReturnType<TestApp['call']>;
  value: (query: SQL) => Promise<unknown>;
  save: (base: string, body: object, who?: Who) => Promise<Doc>;
  /** Submits as the buyer and approves as the demo approver; answers the document after the approval. */
  submitAndApprove: (base: string, idKey: string, doc: Doc) => Promise<Doc>;
};

export async function createStatusKit(): Promise<StatusKit> {
  const t = await createTestApp();
  const certs = new Map<Who, string>();
  for (const who of ['admin', 'buyer', 'approver', 'finance', 'supplier1', 'supplier2'] as Who[]) {
    certs.set(who, await t.login(who));
  }
  const value = async (query: SQL) => {
    const result = (await t.database.db.execute(query)) as unknown as { rows: { v: unknown }[] };
    return result.rows[0]?.v;
  };
  const id = async (query: SQL) => Number(await value(query));
  const ids = {
    supplier1: await id(sql`select id as v from srm_pos_supplier_info where supplier_number = 'S000001'`),
    supplier2: await id(sql`select id as v from srm_pos_supplier_info where supplier_number = 'S000002'`),
    east: await id(sql`select id as v from base_organization where org_code = 'OU_EAST'`),
    plate: await id(sql`select id as v from base_material_item where material_code = 'M-STEEL-Q235-10'`),
    steel: await id(sql`select id as v from base_purchase_category where category_code = 'RAW_STEEL'`),
  };
  const call: StatusKit['call'] = (path, body, who, lang = 'EN') =>
    t.call(path, body, { certificate: certs.get(who), lang });
  const save: StatusKit['save'] = async (base, body, who = 'buyer') => {
    const res = await call(`${base}/saveOrUpdate`, body, who);
    expect(res.statusCode, res.raw).toBe(200);
    return res.body.data;
  };
  const submitAndApprove: StatusKit['submitAndApprove'] = async (base, idKey, doc) => {
    const submitted = await call(`${base}/doSubmit`, { [idKey]: doc[idKey], version: doc.version }, 'buyer');
    expect(submitted.statusCode, submitted.raw).toBe(200);
    expect(submitted.body.data.status).toBe('APPROVING');
    const s = submitted.body.data as Doc;
    const approved = await call(
      `${base}/doApproval`,
      { [idKey]: doc[idKey], version: s.version, comment: 'ok' },
      'approver',
    );
    expect(approved.statusCode, approved.raw).toBe(200);
    return approved.body.data;
  };
  return { t, ids, call, value, save, submitAndApprove };
}
