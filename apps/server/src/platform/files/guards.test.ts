import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fileCall, SAMPLE_PDF, upload } from '../../modules/file/testKit.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { registerFileGuard, unguarded } from './guards.ts';
import { attachments } from './schema.ts';

/*
 * The file-guard hook on its own (guards.ts): a registered guard hides a file on the file service's
 * paths as if it did not exist, a guard that answers NULL hides too, and removing it opens the file again.
 * The sourcing module's real guard is tested in modules/sourcing/quoteFileGuard.test.ts.
 */

const LIST = '/api/fileServer/v2/file/list';

let t: TestApp;
let buyer: string;
let supplier1: string;
let fileId: number;
let restore: (() => void) | undefined;

beforeAll(async () => {
  t = await createTestApp();
  [buyer, supplier1] = await Promise.all(['buyer', 'supplier1'].map((u) => t.login(u)));
  const res = await upload(t, supplier1, [{ name: 'sealed.pdf', content: SAMPLE_PDF, type: 'application/pdf' }]);
  fileId = res.data[0].id as number;
});
afterEach(() => {
  // The workers share loaded modules: never leave a test guard behind for the next file.
  restore?.();
  restore = undefined;
});
afterAll(async () => t?.close());

const statusOf = async (certificate: string) => ({
  list: (await t.call(LIST, { ids: String(fileId) }, { certificate })).body.data.length,
  download: (await fileCall(t, certificate, 'download', { query: `id=${fileId}` })).statusCode,
});

describe('registerFileGuard', () => {
  it('hides a guarded file from the readers it names, and only while registered', async () => {
    expect(await statusOf(buyer)).toEqual({ list: 1, download: 200 });
    // Sealed for internal readers and for listings; the uploading supplier is not named.
    restore = registerFileGuard('test', (reader) =>
      reader?.supplierId != null ? undefined : sql`"base_attachment"."id" = ${fileId}`,
    );
    expect(await statusOf(buyer)).toEqual({ list: 0, download: 404 });
    expect(await statusOf(supplier1)).toEqual({ list: 1, download: 200 });
    const del = await t.call('/api/fileServer/v2/file/batchDelete', { ids: String(fileId) }, { certificate: buyer });
    expect(del.statusCode).toBe(404);
    const listing = await t.database.db
      .select({ id: attachments.id })
      .from(attachments)
      .where(sql`${attachments.id} = ${fileId} and ${unguarded(null)}`);
    expect(listing).toEqual([]);
    restore();
    restore = undefined;
    expect(await statusOf(buyer)).toEqual({ list: 1, download: 200 });
  });

  it('treats a guard that cannot decide (NULL) as sealed', async () => {
    restore = registerFileGuard('test', () => sql`null::boolean`);
    expect(await statusOf(buyer)).toEqual({ list: 0, download: 404 });
  });
});
