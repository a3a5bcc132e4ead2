import crypto from 'node:crypto';
import * as asn1js from 'asn1js';
import { eq, sql } from 'drizzle-orm';
import forge from 'node-forge';
import * as pkijs from 'pkijs';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { esignAuthority, esignCertificates } from './schema.ts';
import { decryptKey, encryptKey } from './secret.ts';

/*
 * The platform certificate authority: one self-signed root per installation, made at first use on whichever
 * database (PGlite or PostgreSQL) and kept in srm_esign_ca with its key encrypted (secret.ts). It issues the
 * end-entity certificates of approved CA registrations (node-forge builds them) and signs the revocation
 * list (pkijs: forge cannot write CRLs). No openssl binary anywhere.
 */

const ROOT_ID = 'ROOT';
const ROOT_YEARS = 20;
/** How long an issued certificate lasts (the usual term of a Chinese e-sign CA's organisation certificate). */
export const CERT_YEARS = 2;

export type RootCa = { certPem: string; keyPem: string; crlNumber: number };

/** The root CA, created (RSA 2048, 20 years) the first time anything asks for it; concurrent first uses agree. */
export async function rootCa(db: DbOrTx): Promise<RootCa> {
  const found = await readRoot(db);
  if (found) return found;
  const { certPem, keyPem } = await makeRoot();
  await db
    .insert(esignAuthority)
    .values({ id: ROOT_ID, certPem, keyEnc: encryptKey(keyPem) })
    .onConflictDoNothing();
  const made = await readRoot(db);
  if (!made) throw new Error('The platform root CA could not be stored');
  return made;
}

async function readRoot(db: DbOrTx): Promise<RootCa | undefined> {
  const [row] = await db.select().from(esignAuthority).where(eq(esignAuthority.id, ROOT_ID));
  return row && { certPem: row.certPem, keyPem: decryptKey(row.keyEnc), crlNumber: row.crlNumber };
}

/** The next revocation list's number: bumped by every revocation (the CRL number extension must grow). */
export async function bumpCrlNumber(db: DbOrTx): Promise<void> {
  await rootCa(db);
  await db
    .update(esignAuthority)
    .set({ crlNumber: sql`${esignAuthority.crlNumber} + 1` })
    .where(eq(esignAuthority.id, ROOT_ID));
}

async function newKeyPair(): Promise<{ publicPem: string; privatePem: string }> {
  // Node's own RSA generation (native, milliseconds) rather than forge's pure-JS one (seconds).
  const { publicKey, privateKey } = await new Promise<crypto.KeyPairKeyObjectResult>((resolve, reject) =>
    crypto.generateKeyPair('rsa', { modulusLength: 2048 }, (error, pub, priv) =>
      error ? reject(error) : resolve({ publicKey: pub, privateKey: priv }),
    ),
  );
  return {
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/** forge reads PKCS#1; the keys are kept as PKCS#8 (what WebCrypto and pkijs import). */
const forgeKey = (pkcs8Pem: string) =>
  forge.pki.privateKeyFromPem(crypto.createPrivateKey(pkcs8Pem).export({ type: 'pkcs1', format: 'pem' }).toString());

/** A positive 16-byte serial, upper-case hex. */
function newSerial(): string {
  const bytes = crypto.randomBytes(16);
  bytes[0] = (bytes[0] & 0x7f) | 0x10;
  return bytes.toString('hex').toUpperCase();
}

const utf8 = (name: string, value: string) => ({ name, value, valueTagClass: forge.asn1.Type.UTF8 as never });

async function makeRoot(): Promise<{ certPem: string; keyPem: string }> {
  const keys = await newKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicPem);
  cert.serialNumber = newSerial();
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime());
  cert.validity.notAfter.setFullYear(now.getFullYear() + ROOT_YEARS);
  const subject = [
    { shortName: 'C', value: 'CN' },
    utf8('organizationName', 'SRM Platform'),
    utf8('commonName', `SRM Platform Root CA ${cert.serialNumber.slice(0, 8)}`),
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forgeKey(keys.privatePem), forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), keyPem: keys.privatePem };
}

export type CertificateSubject =
  | { kind: 'ORG' | 'SUPPLIER'; name: string; creditCode: string }
  | { kind: 'PERSON'; name: string; idNumber: string };

export type Issued = {
  serialNumber: string;
  certPem: string;
  keyEnc: string;
  notBefore: Date;
  notAfter: Date;
};

/**
 * Issues an end-entity signing certificate for a checked identity: CN the company's or person's name,
 * O the company, serialNumber (2.5.4.5) its unified social credit code (a person: a digest of the ID
 * number, never the number itself); key usage digital signature and non-repudiation; valid CERT_YEARS.
 */
export async function issueCertificate(db: DbOrTx, subject: CertificateSubject, now = new Date()): Promise<Issued> {
  const root = await rootCa(db);
  const rootCert = forge.pki.certificateFromPem(root.certPem);
  const keys = await newKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicPem);
  cert.serialNumber = newSerial();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime());
  cert.validity.notAfter.setFullYear(now.getFullYear() + CERT_YEARS);
  const attrs =
    subject.kind === 'PERSON'
      ? [
          { shortName: 'C', value: 'CN' },
          utf8('commonName', subject.name),
          {
            name: 'serialNumber',
            value: `PID-${crypto.createHash('sha256').update(subject.idNumber).digest('hex').slice(0, 24)}`,
          },
        ]
      : [
          { shortName: 'C', value: 'CN' },
          utf8('organizationName', subject.name),
          utf8('commonName', subject.name),
          { name: 'serialNumber', value: subject.creditCode },
        ];
  cert.setSubject(attrs);
  cert.setIssuer(rootCert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
    {
      name: 'authorityKeyIdentifier',
      keyIdentifier: rootCert.generateSubjectKeyIdentifier().getBytes(),
    },
  ]);
  cert.sign(forgeKey(root.keyPem), forge.md.sha256.create());
  return {
    serialNumber: cert.serialNumber.toUpperCase(),
    certPem: forge.pki.certificateToPem(cert),
    keyEnc: encryptKey(keys.privatePem),
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
  };
}

export const pemToDer = (pem: string): Uint8Array =>
  new Uint8Array(Buffer.from(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64'));

export const pkijsCertificate = (pem: string) => pkijs.Certificate.fromBER(pemToDer(pem));

/** A PKCS#8 PEM as a WebCrypto signing key (RSA PKCS#1 v1.5, SHA-256) for pkijs. */
export function signingKey(pkcs8Pem: string): Promise<crypto.webcrypto.CryptoKey> {
  return crypto.webcrypto.subtle.importKey(
    'pkcs8',
    pemToDer(pkcs8Pem),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  ) as Promise<crypto.webcrypto.CryptoKey>;
}

/** The revoked certificates' serials (upper-case hex): what the CRL lists and what signing and verifying check. */
export async function revokedSerials(db: DbOrTx): Promise<Map<string, Date>> {
  const rows = await db
    .select({ serial: esignCertificates.serialNumber, at: esignCertificates.revokedAt })
    .from(esignCertificates)
    .where(eq(esignCertificates.status, 'REVOKED'));
  return new Map(rows.map((r) => [r.serial, r.at ?? new Date(0)]));
}

/** The certificate revocation list (X.509 v2 CRL, DER) signed by the root: every REVOKED certificate, next update in 7 days. */
export async function buildCrl(db: DbOrTx, now = new Date()): Promise<Uint8Array> {
  const root = await rootCa(db);
  const rootCert = pkijsCertificate(root.certPem);
  const revoked = await revokedSerials(db);
  const crl = new pkijs.CertificateRevocationList();
  crl.version = 1;
  crl.issuer = rootCert.subject;
  crl.thisUpdate = new pkijs.Time({ type: 0, value: now });
  crl.nextUpdate = new pkijs.Time({ type: 0, value: new Date(now.getTime() + 7 * 86_400_000) });
  if (revoked.size > 0) {
    crl.revokedCertificates = [...revoked].map(
      ([serial, at]) =>
        new pkijs.RevokedCertificate({
          userCertificate: new asn1js.Integer({ valueHex: new Uint8Array(Buffer.from(serial, 'hex')) }),
          revocationDate: new pkijs.Time({ type: 0, value: at }),
        }),
    );
  }
  crl.crlExtensions = new pkijs.Extensions({
    extensions: [
      new pkijs.Extension({
        extnID: '2.5.29.20', // cRLNumber
        extnValue: new asn1js.Integer({ value: root.crlNumber }).toBER(false),
      }),
    ],
  });
  await crl.sign(await signingKey(root.keyPem), 'SHA-256');
  return new Uint8Array(crl.toSchema(true).toBER(false));
}

/** The serials a CRL (DER) lists, upper-case hex; after checking it is signed by the given root. */
export async function readCrl(der: Uint8Array, rootPem: string): Promise<Set<string>> {
  const crl = pkijs.CertificateRevocationList.fromBER(der);
  const ok = await crl.verify({ issuerCertificate: pkijsCertificate(rootPem) });
  if (!ok) throw new Error('The revocation list is not signed by the platform root');
  return new Set(
    (crl.revokedCertificates ?? []).map((r) =>
      Buffer.from(r.userCertificate.valueBlock.valueHexView).toString('hex').toUpperCase(),
    ),
  );
}
