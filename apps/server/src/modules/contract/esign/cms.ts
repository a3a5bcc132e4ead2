import crypto from 'node:crypto';
import { Signer } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { pemToDer, signingKey } from './ca.ts';

/*
 * The CMS SignedData of a PAdES baseline signature (SubFilter ETSI.CAdES.detached), made and read with pkijs:
 * detached content, SHA-256, signed attributes contentType, messageDigest and signingCertificateV2 (ETSI EN
 * 319 122: it binds the signer's certificate; PAdES leaves the signing time to the dictionary's /M, so no
 * signing-time attribute), the signer's certificate and the platform root in the certificate set.
 */

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
};

/** What @signpdf/signpdf calls with the bytes of the byte range: answers the DER of the CMS. */
export class CadesSigner extends Signer {
  constructor(
    private readonly certPem: string,
    private readonly keyPem: string,
    private readonly rootPem: string,
  ) {
    super();
  }

  override async sign(data: Buffer): Promise<Buffer> {
    const certDer = pemToDer(this.certPem);
    const cert = pkijs.Certificate.fromBER(certDer);
    const root = pkijs.Certificate.fromBER(pemToDer(this.rootPem));
    const digest = crypto.createHash('sha256').update(data).digest();
    const certHash = crypto.createHash('sha256').update(certDer).digest();
    // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 } ; ESSCertIDv2 with the default
    // hash (SHA-256) omitted: SEQUENCE { certHash OCTET STRING }.
    const signingCertificateV2 = new asn1js.Sequence({
      value: [
        new asn1js.Sequence({
          value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: certHash })] })],
        }),
      ],
    });
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              new pkijs.Attribute({
                type: OID.contentType,
                values: [new asn1js.ObjectIdentifier({ value: OID.data })],
              }),
              new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: digest })] }),
              new pkijs.Attribute({ type: OID.signingCertificateV2, values: [signingCertificateV2] }),
            ],
          }),
        }),
      ],
      certificates: [cert, root],
    });
    await signedData.sign(await signingKey(this.keyPem), 0, 'SHA-256');
    const contentInfo = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
    return Buffer.from(contentInfo.toSchema().toBER(false));
  }
}

export type CmsCheck = {
  integrityOk: boolean;
  signer: pkijs.Certificate | undefined;
};

/** The DER of a /Contents value without the zero padding after it (its length from the outer header). */
export function trimDer(raw: Uint8Array): Uint8Array {
  if (raw.length < 2) return raw;
  const first = raw[1];
  if (first < 0x80) return raw.subarray(0, 2 + first);
  const count = first & 0x7f;
  let length = 0;
  for (let i = 0; i < count; i++) length = length * 256 + raw[2 + i];
  return raw.subarray(0, 2 + count + length);
}

/** Checks a detached CMS over the signed bytes: the message digest and the signature over the signed attributes. */
export async function checkCms(der: Uint8Array, signedBytes: Uint8Array): Promise<CmsCheck> {
  let signedData: pkijs.SignedData;
  try {
    const info = pkijs.ContentInfo.fromBER(trimDer(der));
    signedData = new pkijs.SignedData({ schema: info.content });
  } catch {
    return { integrityOk: false, signer: undefined };
  }
  const signerInfo = signedData.signerInfos[0];
  const sid = signerInfo?.sid;
  const signer = (signedData.certificates ?? []).find(
    (c): c is pkijs.Certificate =>
      c instanceof pkijs.Certificate &&
      sid instanceof pkijs.IssuerAndSerialNumber &&
      c.serialNumber.isEqual(sid.serialNumber) &&
      c.issuer.isEqual(sid.issuer),
  );
  try {
    const result = await signedData.verify({
      signer: 0,
      data: signedBytes.buffer.slice(
        signedBytes.byteOffset,
        signedBytes.byteOffset + signedBytes.byteLength,
      ) as ArrayBuffer,
      checkChain: false,
      extendedMode: true,
    });
    return { integrityOk: result.signatureVerified === true, signer };
  } catch {
    return { integrityOk: false, signer };
  }
}
