import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { LOGGED_IN } from '../access/rules.ts';
import { mailOutbox } from '../mail/schema.ts';
import { defineAction } from './action.ts';

let runs = 0;
const testActions = [
  defineAction({
    server: 'srmServer',
    entity: 'testBoom',
    action: 'explode',
    summary: 'fails unexpectedly',
    auth: LOGGED_IN,
    body: z.object({}),
    handler: async () => {
      throw new Error('secret SQL text: select * from base_users');
    },
  }),
  defineAction({
    server: 'srmServer',
    entity: 'testCounter',
    action: 'increment',
    summary: 'changes data',
    auth: LOGGED_IN,
    mutates: true,
    body: z.object({ by: z.number().int() }),
    handler: async ({ body }) => {
      runs += body.by;
      return { data: { runs } };
    },
  }),
];

let t: TestApp;
let certificate: string;
beforeAll(async () => {
  t = await createTestApp({ extraActions: testActions as never });
  certificate = await t.login('buyer');
});
afterAll(async () => t?.close());

describe('bad input gets a 4xx with a clear message, never a 500', () => {
  it('malformed JSON', async () => {
    const res = await t.call('/api/baseServer/v1/baseLoginRestful/login', '{"userName":', { lang: 'EN' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 'E', msg: 'The request body is not valid JSON' });
  });

  it('an unknown action', async () => {
    const res = await t.call('/api/srmServer/v1/nothingRestful/listByPage', {}, { lang: 'EN', certificate });
    expect(res.statusCode).toBe(404);
    expect(res.body.msg).toBe('No such call: /api/srmServer/v1/nothingRestful/listByPage');
  });

  it('an over-long field, with field messages in the request language', async () => {
    const long = 'x'.repeat(500);
    const en = await t.call(
      '/api/baseServer/v1/baseLoginRestful/login',
      { userName: long, password: 'a' },
      { lang: 'EN' },
    );
    expect(en.statusCode).toBe(400);
    expect(en.body.data.errors[0].field).toBe('userName');
    expect(en.body.data.errors[0].message).toMatch(/64/);
    const cn = await t.call('/api/baseServer/v1/baseLoginRestful/login', { userName: long, password: 'a' });
    expect(cn.body.data.errors[0].message).toMatch(/[\u4e00-\u9fa5]/);
    const missing = await t.call('/api/baseServer/v1/baseLoginRestful/login', {}, { lang: 'EN' });
    expect(missing.body.data.errors.map((e: any) => e.message)).toEqual(['required', 'required']);
  });

  it('a wrong type', async () => {
    const res = await t.call(
      '/api/baseServer/v1/baseLookupValuesRestful/findByTypes',
      { lookupTypes: 'DOC_STATUS' },
      { certificate, lang: 'EN' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toMatch(/lookupTypes/);
  });

  it('a body over the size limit', async () => {
    const res = await t.call(
      '/api/baseServer/v1/baseLoginRestful/login',
      { userName: 'a', password: 'x'.repeat(3 * 1024 * 1024) },
      { lang: 'EN' },
    );
    expect(res.statusCode).toBe(413);
    expect(res.body.msg).toBe('The request body is too large');
  });

  it('writes nothing when the body is bad', async () => {
    const before = (await t.database.db.select({ n: count() }).from(mailOutbox))[0].n;
    await t.call('/api/baseServer/v1/baseLoginRestful/sendForgetCode', { userName: 'x'.repeat(100) });
    const after = (await t.database.db.select({ n: count() }).from(mailOutbox))[0].n;
    expect(after).toBe(before);
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a generic message and an error id, never the error text', async () => {
    const res = await t.call('/api/srmServer/v1/testBoomRestful/explode', {}, { certificate, lang: 'EN' });
    expect(res.statusCode).toBe(500);
    expect(res.body.msg).toMatch(/Something went wrong on the server.*error id [0-9a-f]{8}/);
    expect(res.raw).not.toMatch(/secret|select|stack|at /i);
  });
});

describe('Idempotency-Key', () => {
  it('returns the first result for a repeat and refuses the key with another body', async () => {
    const headers = { 'Idempotency-Key': 'key-1' };
    const first = await t.call('/api/srmServer/v1/testCounterRestful/increment', { by: 1 }, { certificate, headers });
    const again = await t.call('/api/srmServer/v1/testCounterRestful/increment', { by: 1 }, { certificate, headers });
    expect(first.body.data.runs).toBe(1);
    expect(again.body).toEqual(first.body);
    expect(runs).toBe(1);
    const other = await t.call(
      '/api/srmServer/v1/testCounterRestful/increment',
      { by: 5 },
      { certificate, headers, lang: 'EN' },
    );
    expect(other.statusCode).toBe(422);
    expect(runs).toBe(1);
    await t.call('/api/srmServer/v1/testCounterRestful/increment', { by: 1 }, { certificate });
    expect(runs).toBe(2);
  });
});
