import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Lang, t } from '@srm/core';
import { FileStore as TusFileStore } from '@tus/file-store';
import { Server as TusServer, type ServerOptions as TusServerOptions, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionUser } from '../../platform/auth/sessionUser.ts';
import { requireContent, requireVisible, saveAttachments, toAttachmentJson } from '../../platform/files/attachments.ts';
import { maxUploadBytes } from '../../platform/files/limits.ts';
import { cleanFileName } from '../../platform/files/names.ts';
import { sha256OfFile } from '../../platform/files/receive.ts';
import { ATTACHMENT_RULES } from '../../platform/files/rules.ts';
import { sendFile } from '../../platform/files/send.ts';
import type { FileStore } from '../../platform/files/store.ts';
import type { AppDeps } from '../../platform/http/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requestLang } from '../../platform/i18n/requestLang.ts';
import { profileFlag } from '../../platform/profiles/profiles.ts';
import { callerOf, LARGE_FILE_BASE, parseInput } from './http.ts';

export type LargeFileOptions = { deps: AppDeps; store: FileStore; tusDir: string };

type TusRequest = Parameters<NonNullable<TusServerOptions['onUploadFinish']>>[0];
type Caller = { user: SessionUser; lang: Lang };
/** A tus error answer: the library sends `status_code` and `body` as they are. */
type TusError = { status_code: number; body: string };

const TAGS = ['largeFileServer'];
const UPLOAD_ID = /^[0-9a-f]{32}$/;
const idQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** An unfinished upload is dropped after a day. */
const EXPIRE_MS = 24 * 60 * 60 * 1000;

/**
 * Resumable large-file upload (tus 1.0, `@tus/server` + `@tus/file-store` in DATA_DIR/files/tus),
 * used when the profile LARGE_FILE_FLAG is 'Y', and the large-file download with Range support.
 *
 * The tus handler is mounted on Fastify routes that carry the same auth rule as the multipart upload
 * (the `certificate` header, checked by the app's onRequest hook); each upload remembers its owner,
 * and only the owner may continue, inspect or terminate it. When the last byte arrives the file goes
 * through the same checks as any upload (archive directory, content against suffix), moves into the
 * store and becomes a base_attachment row; the PATCH that finished it answers the usual envelope.
 *
 * Uploads are locked in memory (tus MemoryLocker): with several instances, route one upload to one
 * instance (sticky sessions) or give tus a shared locker.
 */
export function registerLargeFileRoutes(scope: FastifyInstance, { deps, store, tusDir }: LargeFileOptions): void {
  const { db } = deps;
  const callers = new WeakMap<object, Caller>();
  const callerOfTus = (req: TusRequest): Caller | undefined => {
    const raw = (req as { runtime?: { node?: { req?: object } } }).runtime?.node?.req;
    return raw ? callers.get(raw) : undefined;
  };
  const envelopeError = (caller: Caller | undefined, error: AppError): TusError => ({
    status_code: error.statusCode,
    body: JSON.stringify({ status: 'E', msg: t(error.key, caller?.lang ?? 'CN', error.params), data: error.data }),
  });

  // Built at the first large-file request: the tus file store creates its directory asynchronously
  // in its constructor, which an app that never takes a large file should not start.
  let tusServer: { tus: TusServer; datastore: TusFileStore } | undefined;
  const tusOnce = () => {
    tusServer ??= createTus();
    return tusServer;
  };

  const createTus = () => {
    const datastore = new TusFileStore({ directory: tusDir, expirationPeriodInMilliseconds: EXPIRE_MS });
    const tus = new TusServer({
      path: LARGE_FILE_BASE,
      datastore,
      relativeLocation: true,
      respectForwardedHeaders: false,
      maxSize: () => maxUploadBytes(db),
      onUploadCreate: async (req, upload) => {
        const caller = callerOfTus(req);
        if (!caller) throw { status_code: 401, body: 'Unauthorized\n' } satisfies TusError;
        // The owner is written by the server, over anything the client put in the metadata.
        return { metadata: { ...(upload.metadata ?? {}), srmUserId: String(caller.user.userId) } };
      },
      onIncomingRequest: async (req, uploadId) => {
        if (req.method === 'POST') return;
        const caller = callerOfTus(req);
        const upload = await datastore.getUpload(uploadId).catch(() => undefined);
        // Someone else's upload answers exactly like one that does not exist.
        if (upload && upload.metadata?.srmUserId !== String(caller?.user.userId)) {
          throw { status_code: 404, body: 'The file for this url was not found\n' } satisfies TusError;
        }
      },
      onUploadFinish: async (req, upload) => {
        const caller = callerOfTus(req);
        if (!caller) throw { status_code: 401, body: 'Unauthorized\n' } satisfies TusError;
        try {
          const row = await finishUpload(caller.user, upload);
          const body = JSON.stringify({
            status: 'S',
            msg: t('file.uploaded', caller.lang),
            data: toAttachmentJson(row),
          });
          return {
            status_code: 200,
            headers: { 'Content-Type': 'application/json; charset=utf-8', 'Upload-Attachment-Id': String(row.id) },
            body,
          };
        } catch (error) {
          if (error instanceof AppError) throw envelopeError(caller, error);
          throw error;
        }
      },
      onResponseError: (req, error) => {
        // The size limit in the spec's words and the caller's language; other tus answers stay as tus words them.
        if ('status_code' in error && error.status_code === 413 && !error.body.startsWith('{')) {
          return envelopeError(callerOfTus(req), new AppError(413, 'file.tooLarge'));
        }
        return undefined;
      },
    });
    return { tus, datastore };
  };

  /** Moves a finished tus upload into the store as an attachment, through the checks every upload passes. */
  async function finishUpload(user: SessionUser, upload: Upload) {
    const source = path.join(tusDir, upload.id);
    const tempFile = store.tempPath();
    await fsp.rename(source, tempFile);
    await tusOnce().datastore.configstore.delete(upload.id);
    const meta = upload.metadata ?? {};
    const name = cleanFileName(meta.filename ?? meta.name) || 'file';
    const [row] = await saveAttachments(
      db,
      store,
      user,
      [{ tempFile, name, size: upload.size ?? upload.offset, sha256: await sha256OfFile(tempFile) }],
      {
        path: meta.path?.slice(0, 255) ?? undefined,
        functionId: meta.functionId?.slice(0, 64) ?? undefined,
        businessId: meta.businessId?.slice(0, 64) ?? undefined,
        fileDesc: meta.fileDesc?.slice(0, 512) ?? undefined,
      },
    );
    return row;
  }

  // The tus body is a raw byte stream: hand it on untouched (and unbuffered) to the tus handler.
  scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  const handleTus = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!(await profileFlag(db, 'LARGE_FILE_FLAG'))) throw new AppError(403, 'file.largeFileOff');
    const uploadId = (req.params as { uploadId?: string }).uploadId;
    if (uploadId !== undefined && !UPLOAD_ID.test(uploadId)) throw new AppError(404, 'error.notFound');
    callers.set(req.raw, { user: callerOf(req), lang: requestLang(req) });
    reply.hijack();
    await tusOnce().tus.handle(req.raw, reply.raw);
  };
  scope.route({
    method: 'POST',
    url: LARGE_FILE_BASE,
    config: { auth: ATTACHMENT_RULES.upload },
    schema: { tags: TAGS, summary: 'tus: create a resumable upload (Upload-Length, Upload-Metadata filename …)' },
    handler: handleTus,
  });
  scope.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${LARGE_FILE_BASE}/:uploadId`,
    config: { auth: ATTACHMENT_RULES.upload },
    schema: { tags: TAGS, summary: 'tus: offset (HEAD), send bytes (PATCH), terminate (DELETE)' },
    handler: handleTus,
  });

  scope.get(
    `${LARGE_FILE_BASE}/download`,
    {
      config: { auth: ATTACHMENT_RULES.download },
      schema: { tags: TAGS, summary: 'Download an attachment, with Range support', querystring: idQuery },
    },
    async (req, reply) => {
      const { id } = parseInput(idQuery, req.query, req);
      const [row] = await requireVisible(db, callerOf(req), [id]);
      const size = await requireContent(store, row);
      return sendFile(req, reply, {
        size,
        contentType: row.contentType,
        name: row.originalFileName,
        disposition: 'attachment',
        open: (range) => store.read(row.storagePath, range),
      });
    },
  );
}
