import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '@srm/core';
import { clearProfileCache, type ProfileCode } from '../../platform/profiles/profiles.ts';
import { profiles } from '../../platform/profiles/schema.ts';
import type { TestApp } from '../../testing/testApp.ts';

/** Helpers shared by the file tests (not a test file itself). */

export type UploadFile = { name: string; content: Buffer | string; type?: string };

/** A multipart body serialized by the platform's own FormData/Request, as a browser would send it. */
export async function multipartBody(
  files: UploadFile[],
  fields: Record<string, string> = {},
  { fieldsLast = false, fileField = 'files' } = {},
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  const addFields = () => {
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
  };
  if (!fieldsLast) addFields();
  for (const file of files) {
    const bytes = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
    form.append(
      fileField,
      new Blob([new Uint8Array(bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  if (fieldsLast) addFields();
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

export type Answer = { statusCode: number; body: { status: 'S' | 'E'; msg: string; data: unknown } };

export async function upload(
  t: TestApp,
  certificate: string,
  files: UploadFile[],
  options: { fields?: Record<string, string>; lang?: Lang; fieldsLast?: boolean } = {},
): Promise<Answer & { data: Array<Record<string, unknown>> }> {
  const { body, contentType } = await multipartBody(files, options.fields, { fieldsLast: options.fieldsLast });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/fileServer/v2/file/upload',
    headers: { certificate, 'content-type': contentType, 'SAAF-Language': options.lang ?? 'CN' },
    payload: body,
  });
  const parsed = JSON.parse(res.body) as Answer['body'];
  return {
    statusCode: res.statusCode,
    body: parsed,
    data: (Array.isArray(parsed.data) ? parsed.data : []) as Array<Record<string, unknown>>,
  };
}

/** POST to a streamed file call with `?id=` (or a JSON body), answering the raw response. */
export async function fileCall(
  t: TestApp,
  certificate: string,
  action: string,
  options: { query?: string; body?: unknown; lang?: Lang; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/fileServer/v2/file/${action}${options.query ? `?${options.query}` : ''}`,
    headers: {
      certificate,
      'SAAF-Language': options.lang ?? 'CN',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.headers ?? {}),
    },
    payload: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
}

/** Sets a system profile value and forgets the cached ones. */
export async function setProfile(t: TestApp, code: ProfileCode, value: string): Promise<void> {
  await t.database.db
    .insert(profiles)
    .values({ profileCode: code, profileName: code, valueType: 'TEXT', profileValue: value })
    .onConflictDoUpdate({
      target: [profiles.profileCode, profiles.scopeType, profiles.scopeId],
      set: { profileValue: value },
    });
  clearProfileCache(t.database.db);
}

/** Every file under DATA_DIR/files (stored, temporary and tus), relative paths. */
export function filesOnDisk(t: TestApp): string[] {
  const root = path.join(t.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .sort();
}

export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Windows executable: the "MZ" DOS header. */
export const SAMPLE_EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(126),
  Buffer.from('PE\0\0'),
  Buffer.alloc(380),
]);
