import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findSoffice, officeToPdf } from '../../../platform/files/preview.ts';
import { AppError } from '../../../platform/http/errors.ts';

/*
 * A contract's .docx to PDF (issue 19 item 3; docs/decisions.md "Contracts (issue 19): PDF by LibreOffice"):
 * LibreOffice headless, the converter the attachment preview already runs (platform/files/preview.ts), through
 * its queue — one conversion at a time on the host, whoever asks — with a user profile per call and its
 * timeout. Fonts: LibreOffice embeds (subsets) every font it lays out with; Chinese text falls back to the
 * installed CJK font (fonts-wqy-microhei), so the PDF reads the same on a machine without it.
 * Each call works in a temporary directory of its own, removed after.
 */

export async function docxToPdf(docx: Uint8Array): Promise<Uint8Array> {
  const soffice = findSoffice();
  if (!soffice) throw new AppError(503, 'contractTemplate.noConverter');
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'srm-contract-pdf-'));
  try {
    const source = path.join(dir, 'contract.docx');
    await fsp.writeFile(source, docx);
    const sha256 = crypto.createHash('sha256').update(docx).digest('hex');
    const pdf = await officeToPdf(soffice, source, 'docx', sha256, dir);
    return new Uint8Array(await fsp.readFile(pdf));
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
