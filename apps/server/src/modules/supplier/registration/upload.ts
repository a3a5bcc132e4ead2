import path from 'node:path';
import multipart from '@fastify/multipart';
import { restPath, t } from '@srm/core';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PUBLIC } from '../../../platform/access/rules.ts';
import type { SessionUser } from '../../../platform/auth/sessionUser.ts';
import { type IncomingFile, saveAttachments, toAttachmentJson } from '../../../platform/files/attachments.ts';
import { maxUploadBytes, maxUploadRequestBytes } from '../../../platform/files/limits.ts';
import { cleanFileName } from '../../../platform/files/names.ts';
import { streamToFile } from '../../../platform/files/receive.ts';
import { attachments } from '../../../platform/files/schema.ts';
import { LocalFileStore } from '../../../platform/files/store.ts';
import type { AppDeps } from '../../../platform/http/deps.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { requestLang } from '../../../platform/i18n/requestLang.ts';
import { statusText } from './registrationView.ts';
import { REGISTRATION_FUNCTION_ID, registrationBusinessId } from './supplierRows.ts';
import { registrationByToken } from './tokens.ts';

/**
 * The anonymous upload of the registration page (business licence, other files). It is not the file
 * server's upload: it needs no session but the registration's token (header `registrationToken`), takes
 * one file per request under the platform's size limit and content check (saveAttachments), and binds the
 * file to that registration (functionId SUPPLIER_REGISTER, businessId REG<id>). Such files have no
 * supplier until approval, so no supplier user can read them; the applicant only sees their names.
 * A registration holds at most MAX_FILES files, so the anonymous door cannot fill the disk.
 */
export const REGISTRATION_UPLOAD_PATH = restPath('srmServer', 'srmSupplierRegister', 'upload');
const MAX_FILES = 30;

/** Who uploaded, for saveAttachments: nobody signed in (created_by stays 0, no supplier). */
const applicant: SessionUser = {
  sessionId: 0,
  userId: 0,
  userName: 'registrant',
  userFullName: 'registrant',
  userType: 'REGISTRANT',
  supplierId: null,
  orgId: null,
  personId: null,
  adminFlag: 'N',
  responsibilityId: null,
  authorizationCode: '',
};

function tooLarge(reply: FastifyReply) {
  reply.header('Connection', 'close');
  return new AppError(413, 'file.tooLarge');
}

export async function registrationUploadPlugin(scope: FastifyInstance, options: { deps: AppDeps }) {
  const { db, config } = options.deps;
  const store = new LocalFileStore(path.join(config.dataDir, 'files'));
  await scope.register(multipart, { throwFileSizeLimit: false });
  scope.post(
    REGISTRATION_UPLOAD_PATH,
    {
      config: { auth: PUBLIC },
      schema: {
        tags: ['srmServer'],
        summary: 'Upload one file of a registration (multipart field file; header registrationToken)',
        consumes: ['multipart/form-data'],
      },
    },
    async (req, reply) => {
      const header = req.headers.registrationtoken;
      const reg = await registrationByToken(db, typeof header === 'string' ? header : undefined);
      if (reg.status !== 'DRAFT' && reg.status !== 'RETURNED')
        throw new AppError(409, 'registration.notEditable', { status: statusText(reg.status, requestLang(req)) });
      const [{ n }] = await db
        .select({ n: count() })
        .from(attachments)
        .where(
          and(
            eq(attachments.functionId, REGISTRATION_FUNCTION_ID),
            eq(attachments.businessId, registrationBusinessId(reg.id)),
          ),
        );
      if (n >= MAX_FILES) throw new AppError(413, 'file.tooManyFiles', { max: MAX_FILES });
      if (!req.isMultipart()) throw new AppError(400, 'file.noFiles');
      const maxBytes = await maxUploadBytes(db);
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxUploadRequestBytes(maxBytes)) throw tooLarge(reply);
      const part = await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 0 } });
      if (!part) throw new AppError(400, 'file.noFiles');
      const tempFile = store.tempPath();
      const received = await streamToFile(part.file, tempFile);
      if (part.file.truncated) {
        await store.discardTemp(tempFile);
        throw tooLarge(reply);
      }
      const incoming: IncomingFile = { tempFile, name: cleanFileName(part.filename) || 'file', ...received };
      const [row] = await saveAttachments(db, store, applicant, [incoming], {
        functionId: REGISTRATION_FUNCTION_ID,
        businessId: registrationBusinessId(reg.id),
      });
      return reply
        .code(200)
        .send({ status: 'S', msg: t('file.uploaded', requestLang(req)), data: toAttachmentJson(row) });
    },
  );
}
