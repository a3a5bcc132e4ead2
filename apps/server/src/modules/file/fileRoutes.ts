import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthRule } from '../../platform/access/rules.ts';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import {
  type AttachmentFields,
  findVisible,
  type IncomingFile,
  parseIds,
  requireContent,
  requireVisible,
  saveAttachments,
  softDeleteAttachments,
  toAttachmentJson,
} from '../../platform/files/attachments.ts';
import {
  MAX_FIELD_BYTES,
  MAX_FILES_PER_UPLOAD,
  MAX_FORM_FIELDS,
  maxUploadBytes,
  maxUploadRequestBytes,
} from '../../platform/files/limits.ts';
import { cleanFileName } from '../../platform/files/names.ts';
import { findSoffice, officeToPdf, previewKind, textCharset } from '../../platform/files/preview.ts';
import { streamToFile } from '../../platform/files/receive.ts';
import { ATTACHMENT_RULES, DRAWING_DOWNLOAD_RULE } from '../../platform/files/rules.ts';
import type { AttachmentRow } from '../../platform/files/schema.ts';
import { sendFile } from '../../platform/files/send.ts';
import { readSample } from '../../platform/files/sniff.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { MAX_WATERMARK_TEXT, watermarkIncoming } from '../../platform/files/watermark.ts';
import { zipStream } from '../../platform/files/zip.ts';
import type { AppDeps } from '../../platform/http/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { callerOf, FILE_BASE, parseInput, queryAndBody, sendOk } from './http.ts';

export type FileRouteOptions = { deps: AppDeps; store: FileStore; previewDir: string };

const TAGS = ['fileServer'];

const idsBody = z.object({
  ids: z
    .string()
    .trim()
    .min(1)
    .max(20_000)
    .regex(/^[\d,\s]+$/),
});
const idQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const uploadFields = z.object({
  path: z.string().trim().max(255).optional(),
  functionId: z.string().trim().max(64).optional(),
  businessId: z.string().trim().max(64).optional(),
  fileDesc: z.string().trim().max(512).optional(),
});
/** The watermark option of an upload (spec §7 "image upload with watermark"); not stored with the row. */
const watermarkFields = z.object({
  watermark: z.enum(['Y', 'N']).optional(),
  watermarkText: z.string().trim().max(MAX_WATERMARK_TEXT).optional(),
});
const FIELD_NAMES = new Set(['path', 'functionId', 'businessId', 'fileDesc', 'watermark', 'watermarkText']);
const FILE_FIELD_NAMES = new Set(['files', 'file']);

/** The attachment calls of spec §7 under /api/fileServer/v2/file/. */
export function registerFileRoutes(scope: FastifyInstance, { deps, store, previewDir }: FileRouteOptions): void {
  const { db } = deps;

  scope.post(
    `${FILE_BASE}/upload`,
    {
      config: { auth: ATTACHMENT_RULES.upload },
      schema: {
        tags: TAGS,
        summary:
          'Upload attachments (multipart: files, path, functionId, businessId, fileDesc; watermark=Y stamps images)',
        consumes: ['multipart/form-data'],
      },
    },
    async (req, reply) => {
      const user = callerOf(req);
      if (!req.isMultipart()) throw new AppError(400, 'file.noFiles');
      const maxBytes = await maxUploadBytes(db);
      // Refuse a body that is too large by its declared length before reading any of it (ARCHITECTURE §10).
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxUploadRequestBytes(maxBytes)) {
        throw tooLarge(reply);
      }
      const incoming: IncomingFile[] = [];
      const rawFields: Record<string, string> = {};
      let fields: AttachmentFields;
      try {
        const parts = req.parts({
          limits: {
            fileSize: maxBytes,
            files: MAX_FILES_PER_UPLOAD,
            fields: MAX_FORM_FIELDS,
            fieldSize: MAX_FIELD_BYTES,
            parts: MAX_FILES_PER_UPLOAD + MAX_FORM_FIELDS,
          },
        });
        for await (const part of parts) {
          if (part.type === 'field') {
            if (FIELD_NAMES.has(part.fieldname) && typeof part.value === 'string') {
              rawFields[part.fieldname] = part.value;
            }
            continue;
          }
          if (!FILE_FIELD_NAMES.has(part.fieldname)) {
            part.file.resume(); // not ours: let it flow past
            continue;
          }
          const tempFile = store.tempPath();
          const received = await streamToFile(part.file, tempFile);
          if (part.file.truncated) {
            // The file went past the limit: busboy stopped writing it; drop the partial file and answer now.
            await store.discardTemp(tempFile);
            throw tooLarge(reply);
          }
          const name = cleanFileName(part.filename);
          if (!name && received.size === 0) {
            await store.discardTemp(tempFile); // an empty file input
            continue;
          }
          incoming.push({ tempFile, name: name || 'file', ...received });
        }
        fields = parseInput(uploadFields, rawFields, req);
        const { watermark, watermarkText } = parseInput(watermarkFields, rawFields, req);
        if (incoming.length === 0) throw new AppError(400, 'file.noFiles');
        if (watermark === 'Y') {
          // Each image is swapped for its watermarked copy in place, so a refusal below still discards every temp file.
          const now = new Date();
          for (let i = 0; i < incoming.length; i++) {
            incoming[i] = await watermarkIncoming(store, incoming[i], {
              userName: user.userName,
              now,
              text: watermarkText,
            });
          }
        }
      } catch (error) {
        await Promise.all(incoming.map((f) => store.discardTemp(f.tempFile)));
        throw multipartError(scope, reply, error);
      }
      const rows = await saveAttachments(db, store, user, incoming, fields);
      return sendOk(req, reply, rows.map(toAttachmentJson), 'file.uploaded');
    },
  );

  scope.post(
    `${FILE_BASE}/list`,
    {
      config: { auth: LOGGED_IN },
      schema: { tags: TAGS, summary: 'Attachments by a comma-separated id string, in that order', body: idsBody },
    },
    async (req, reply) => {
      const { ids } = parseInput(idsBody, req.body, req);
      // Attachments outside the caller's boundary are left out silently, as if they did not exist.
      const rows = await findVisible(db, callerOf(req), parseIds(ids));
      return sendOk(req, reply, rows.map(toAttachmentJson));
    },
  );

  scope.post(
    `${FILE_BASE}/batchDelete`,
    {
      config: { auth: ATTACHMENT_RULES.delete },
      schema: { tags: TAGS, summary: 'Delete attachments (soft delete)', body: idsBody },
    },
    async (req, reply) => {
      const { ids } = parseInput(idsBody, req.body, req);
      await softDeleteAttachments(db, callerOf(req), parseIds(ids));
      return sendOk(req, reply, null, 'file.deleted');
    },
  );

  scope.post(
    `${FILE_BASE}/download`,
    {
      config: { auth: ATTACHMENT_RULES.download },
      schema: { tags: TAGS, summary: 'Download one attachment (stream)', querystring: idQuery },
    },
    async (req, reply) => {
      const { id } = parseInput(idQuery, queryAndBody(req), req);
      const [row] = await requireVisible(db, callerOf(req), [id]);
      return sendAttachment(req, reply, row, 'attachment');
    },
  );

  const batchDownload = (auth: AuthRule, action: string, summary: string) =>
    scope.post(
      `${FILE_BASE}/${action}`,
      { config: { auth }, schema: { tags: TAGS, summary, body: idsBody } },
      async (req, reply) => {
        const { ids } = parseInput(idsBody, req.body, req);
        // One foreign or missing id refuses the whole zip with 404 (ARCHITECTURE §10).
        const rows = await requireVisible(db, callerOf(req), parseIds(ids));
        for (const row of rows) await requireContent(store, row);
        const zip = zipStream(
          rows.map((row) => ({
            name: row.originalFileName,
            date: row.creationDate,
            open: () => store.read(row.storagePath),
          })),
          req.log,
        );
        return reply
          .code(200)
          .header('Content-Type', 'application/zip')
          .header('Content-Disposition', `attachment; filename="attachments-${stamp()}.zip"`)
          .header('X-Content-Type-Options', 'nosniff')
          .send(zip);
      },
    );
  batchDownload(ATTACHMENT_RULES.download, 'batchDownload', 'Download attachments as one zip (stream)');
  batchDownload(DRAWING_DOWNLOAD_RULE, 'drawBatchDownload', 'Download drawing files as one zip (system code DRAW)');

  const pdfView = (auth: AuthRule, action: string, summary: string) =>
    scope.post(
      `${FILE_BASE}/${action}`,
      { config: { auth }, schema: { tags: TAGS, summary, querystring: idQuery.partial() } },
      async (req, reply) => {
        const input = queryAndBody(req);
        if (input.id === undefined || input.id === null || input.id === '') throw new AppError(400, 'file.previewNoId');
        const parsed = idQuery.safeParse(input);
        if (!parsed.success) throw new AppError(400, 'file.previewNoId');
        const [row] = await requireVisible(db, callerOf(req), [parsed.data.id]);
        return preview(req, reply, row);
      },
    );
  pdfView(
    ATTACHMENT_RULES.download,
    'pdfView',
    'Preview an attachment online (PDF, image, text; office files via LibreOffice)',
  );
  pdfView(DRAWING_DOWNLOAD_RULE, 'drawPdfView', 'Preview a drawing file online (system code DRAW)');

  async function sendAttachment(
    req: FastifyRequest,
    reply: FastifyReply,
    row: AttachmentRow,
    disposition: 'attachment' | 'inline',
    contentType = row.contentType,
  ) {
    const size = await requireContent(store, row);
    return sendFile(req, reply, {
      size,
      contentType,
      name: row.originalFileName,
      disposition,
      open: (range) => store.read(row.storagePath, range),
    });
  }

  async function preview(req: FastifyRequest, reply: FastifyReply, row: AttachmentRow) {
    const kind = previewKind(row.suffixName);
    switch (kind) {
      case 'unsupported':
        throw new AppError(415, 'file.previewNotSupported');
      case 'pdf':
        return sendAttachment(req, reply, row, 'inline', 'application/pdf');
      case 'image':
        return sendAttachment(req, reply, row, 'inline');
      case 'text': {
        await requireContent(store, row);
        const sample = await readSample(await store.localCopy(row.storagePath));
        return sendAttachment(req, reply, row, 'inline', `text/plain; charset=${textCharset(sample)}`);
      }
      case 'office': {
        const soffice = findSoffice();
        if (!soffice) throw new AppError(501, 'file.previewNeedsOffice', { suffix: row.suffixName });
        await requireContent(store, row);
        const source = await store.localCopy(row.storagePath);
        let pdf: string;
        try {
          pdf = await officeToPdf(soffice, source, row.suffixName, row.sha256, previewDir);
        } catch (error) {
          req.log.warn({ err: error, attachmentId: row.id }, 'office preview conversion failed');
          throw new AppError(422, 'file.previewFailed');
        }
        const size = fs.statSync(pdf).size;
        const stem = row.originalFileName.replace(/\.[^.]*$/, '');
        return sendFile(req, reply, {
          size,
          contentType: 'application/pdf',
          name: `${stem}.pdf`,
          disposition: 'inline',
          open: (range) => fs.createReadStream(pdf, range ? { start: range.start, end: range.end } : {}),
        });
      }
    }
  }
}

/** 413 with the spec's message; the connection is closed so the rest of a large body is not read. */
function tooLarge(reply: FastifyReply): AppError {
  reply.header('Connection', 'close');
  return new AppError(413, 'file.tooLarge');
}

/** Errors of @fastify/multipart and busboy in our messages. */
function multipartError(scope: FastifyInstance, reply: FastifyReply, error: unknown): unknown {
  if (error instanceof AppError) return error;
  const errors = scope.multipartErrors;
  if (error instanceof errors.FilesLimitError) {
    reply.header('Connection', 'close');
    return new AppError(413, 'file.tooManyFiles', { max: MAX_FILES_PER_UPLOAD });
  }
  if (error instanceof errors.RequestFileTooLargeError) return tooLarge(reply);
  if (error instanceof errors.PartsLimitError || error instanceof errors.FieldsLimitError) {
    reply.header('Connection', 'close');
    return new AppError(413, 'error.bodyTooLarge');
  }
  if (error instanceof errors.InvalidMultipartContentTypeError) return new AppError(400, 'file.noFiles');
  // A malformed or cut-off body (busboy's own errors, or the plugin's premature close): bad input.
  const code = (error as { code?: string }).code ?? '';
  const message = error instanceof Error ? error.message : '';
  if (code.startsWith('FST_') || /multipart|unexpected end|malformed|boundary/i.test(message)) {
    return new AppError(400, 'error.badRequest', { detail: message });
  }
  return error;
}

function stamp(): string {
  return new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
