import { certificateActions } from './certificates.ts';
import { registrationActions } from './registrations.ts';

/*
 * Electronic signing (issue 19 item 4): the platform CA (ca.ts), CA registrations (registrations.ts),
 * certificates, seals and their operator (certificates.ts), signing and verifying PDFs (signing.ts, verify.ts).
 * What the contract module uses is exported here.
 */

export { buildCrl, CERT_YEARS, rootCa } from './ca.ts';
export { needRebind, revokeCertificate } from './certificates.ts';
export { applyRegistration, approveRegistration, refuseRegistration } from './registrations.ts';
export { assertCanSign, type Signer, type SignPdfInput, signingCertificate, signPdf } from './signing.ts';
export { type SignatureReport, type VerifyReport, verifyPdfSignatures, verifyPdfSignaturesWith } from './verify.ts';

/** The CA calls (srmCaRegister, srmCaCertificate, srmCaSeal, srmCaRebind). */
export const esignActions = [...registrationActions, ...certificateActions];
