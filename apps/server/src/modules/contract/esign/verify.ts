import type * as pkijs from 'pkijs';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { pkijsCertificate, revokedSerials, rootCa } from './ca.ts';
import { checkCms } from './cms.ts';

/*
 * What a reader checks of each signature in a PDF: its byte range's digest and CMS signature, the chain to the
 * platform root, the revocation list. A signature made before a later update covers the bytes up to its own
 * end only (coversUpToByte): that is how incremental updates look, not a fault.
 */

export type SignatureReport = {
  signerName: string;
  serialNumber: string;
  signedAt: Date | null;
  /** The digest of the byte range matches and the CMS signature over it checks. */
  integrityOk: boolean;
  /** The signer's certificate is issued by the platform root and was valid at the signing time. */
  chainOk: boolean;
  revoked: boolean;
  /** The end of the bytes this signature covers (the file's length for the last signature). */
  coversUpToByte: number;
};

export type VerifyReport = { signatures: SignatureReport[]; allValid: boolean };

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

const commonName = (cert: pkijs.Certificate) =>
  String(cert.subject.typesAndValues.find((t) => t.type === '2.5.4.3')?.value.valueBlock.value ?? '');

function signingTime(text: string, from: number): Date | null {
  const m = /\/M\s*\(D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})/.exec(text.slice(from, from + 2000));
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : null;
}

/** Verifies against a given root and revocation list (a pure function: no database). */
export async function verifyPdfSignaturesWith(
  pdf: Uint8Array,
  trust: { rootPem: string; revoked: ReadonlySet<string> | ReadonlyMap<string, unknown> },
): Promise<VerifyReport> {
  const bytes = Buffer.from(pdf);
  const text = bytes.toString('latin1');
  const root = pkijsCertificate(trust.rootPem);
  const signatures: SignatureReport[] = [];
  for (const m of text.matchAll(BYTE_RANGE)) {
    const [a, b, c, d] = m.slice(1, 5).map(Number);
    const contentsHex = text.slice(b + 1, c - 1);
    const inRange = a === 0 && b < c && c + d <= bytes.length && /^[0-9a-fA-F]*$/.test(contentsHex);
    const signed = inRange ? Buffer.concat([bytes.subarray(a, a + b), bytes.subarray(c, c + d)]) : Buffer.alloc(0);
    const { integrityOk, signer } = inRange
      ? await checkCms(Buffer.from(contentsHex, 'hex'), signed)
      : { integrityOk: false, signer: undefined };
    const signedAt = signingTime(text, c) ?? signingTime(text, Math.max(0, (m.index ?? 0) - 1000));
    let chainOk = false;
    let serialNumber = '';
    if (signer) {
      serialNumber = Buffer.from(signer.serialNumber.valueBlock.valueHexView).toString('hex').toUpperCase();
      const when = signedAt ?? new Date();
      const current = when >= signer.notBefore.value && when <= signer.notAfter.value;
      chainOk = signer.issuer.isEqual(root.subject) && current && (await signer.verify(root).catch(() => false));
    }
    signatures.push({
      signerName: signer ? commonName(signer) : '',
      serialNumber,
      signedAt,
      integrityOk,
      chainOk,
      revoked: serialNumber !== '' && trust.revoked.has(serialNumber),
      coversUpToByte: c + d,
    });
  }
  return {
    signatures,
    allValid: signatures.length > 0 && signatures.every((s) => s.integrityOk && s.chainOk && !s.revoked),
  };
}

/** Verifies a PDF's signatures against this installation's root CA and its current revocation list. */
export async function verifyPdfSignatures(db: DbOrTx, pdf: Uint8Array): Promise<VerifyReport> {
  const root = await rootCa(db);
  return verifyPdfSignaturesWith(pdf, { rootPem: root.certPem, revoked: await revokedSerials(db) });
}
