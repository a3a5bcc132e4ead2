import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const INFO = '/api/baseServer/v1/baseSystemInfoRestful';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

describe('system information pages', () => {
  it('describes the database the platform really runs on', async () => {
    const res = await t.call(`${INFO}/datasource`, {}, { certificate: admin });
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(d.version).toMatch(/PostgreSQL \d+/);
    expect(d.tables).toBeGreaterThan(20);
    expect(d.migrationsApplied).toBeGreaterThanOrEqual(6);
    expect(d.sizeBytes).toBeGreaterThan(1_000_000);
    // A PostgreSQL URL is shown with its password masked.
    if (process.env.DATABASE_URL?.includes(':@') === false) expect(d.location).not.toContain('secret');
  });

  it('says Redis is not configured without REDIS_URL, reports it up when it answers and down when it does not', async () => {
    const config = t.app.deps.config;
    const saved = config.redisUrl;
    try {
      config.redisUrl = undefined;
      expect((await t.call(`${INFO}/redis`, {}, { certificate: admin })).body.data).toEqual({
        state: 'NOT_CONFIGURED',
      });

      config.redisUrl = 'redis://:secret@127.0.0.1:6379';
      const up = (await t.call(`${INFO}/redis`, {}, { certificate: admin })).body.data;
      // This machine runs Redis without a password: AUTH with one fails on some versions, succeeds on others.
      expect(['UP', 'DOWN']).toContain(up.state);
      expect(up.url).toBe('redis://:***@127.0.0.1:6379');

      config.redisUrl = 'redis://127.0.0.1:6379';
      const answered = (await t.call(`${INFO}/redis`, {}, { certificate: admin })).body.data;
      expect(answered.state).toBe('UP');
      expect(answered.version).toMatch(/^\d+\.\d+/);

      config.redisUrl = 'redis://127.0.0.1:1';
      const down = (await t.call(`${INFO}/redis`, {}, { certificate: admin })).body.data;
      expect(down.state).toBe('DOWN');
      expect(down.error).toBeTruthy();
    } finally {
      config.redisUrl = saved;
    }
  });

  it('lists the API from the OpenAPI document with the rule each route declares', async () => {
    const entries = (await t.call(`${INFO}/apiList`, {}, { certificate: admin })).body.data as {
      method: string;
      path: string;
      project: string;
      module: string;
      access: string;
    }[];
    const users = entries.find((e) => e.path === '/api/baseServer/v1/baseUsersRestful/listByPage');
    expect(users).toMatchObject({ method: 'POST', project: 'baseServer', module: 'baseUsersRestful' });
    expect(users?.access).toMatch(/^menu |^resource /);
    const login = entries.find((e) => e.path === '/api/baseServer/v1/baseLoginRestful/login');
    expect(login?.access).toBe('public');
    expect(entries.some((e) => e.project === 'fileServer')).toBe(true);
    expect(entries.filter((e) => e.access === 'none').map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('groups the calls into projects and modules and describes the running server', async () => {
    const d = (await t.call(`${INFO}/projectAndModule`, {}, { certificate: admin })).body.data;
    expect(d.server.node).toBe(process.version);
    expect(d.server.uptimeSeconds).toBeGreaterThanOrEqual(0);
    const base = d.projects.find((p: { project: string }) => p.project === 'baseServer');
    expect(base.calls).toBeGreaterThan(50);
    expect(base.modules.map((m: { module: string }) => m.module)).toContain('baseMenuRestful');
  });

  it('is refused to a buyer and to a supplier', async () => {
    for (const user of ['buyer', 'supplier1']) {
      const certificate = await t.login(user);
      for (const action of ['datasource', 'redis', 'apiList', 'projectAndModule']) {
        expect((await t.call(`${INFO}/${action}`, {}, { certificate })).statusCode).toBe(403);
      }
    }
  });
});
