import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../platform/auth/sessionUser.ts';
import type { Db, DbOrTx } from '../../../platform/db/types.ts';
import { requireContent, requireVisible } from '../../../platform/files/attachments.ts';
import { LocalFileStore } from '../../../platform/files/store.ts';

/*
 * The bytes of an attachment the saving user uploaded (a template's .docx, a watermark's image), read at save to
 * be checked and copied into the row. The user must see the attachment (the file service's own rule): no one
 * makes a template of another's file by guessing its id.
 */
export async function uploadedFile(
  tx: DbOrTx,
  req: object,
  user: SessionUser,
  fileId: number,
): Promise<{ name: string; suffix: string; bytes: Uint8Array }> {
  // Read through the save's transaction: on PGlite (one connection) another read would wait for it forever.
  const { config } = (req as FastifyRequest).server.deps;
  const [row] = await requireVisible(tx as Db, user, [fileId]);
  const store = new LocalFileStore(path.join(config.dataDir, 'files'));
  await requireContent(store, row!);
  const bytes = new Uint8Array(await fsp.readFile(await store.localCopy(row!.storagePath)));
  return { name: row!.originalFileName, suffix: row!.suffixName.toLowerCase(), bytes };
}
