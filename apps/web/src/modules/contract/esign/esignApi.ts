/** The CA calls (docs/api.md: srmCaRegister, srmCaCertificate, srmCaSeal, srmCaRebind). */
const SRM = '/api/srmServer/v1';
export const REG = `${SRM}/srmCaRegisterRestful`;
export const CERT = `${SRM}/srmCaCertificateRestful`;
export const SEAL = `${SRM}/srmCaSealRestful`;
export const REBIND = `${SRM}/srmCaRebindRestful`;

export type SubjectKind = 'ORG' | 'SUPPLIER' | 'PERSON';

export type Registration = {
  id: number;
  regNo: string;
  subjectKind: SubjectKind;
  orgId: number | null;
  supplierId: number | null;
  userFullName: string | null;
  subjectName: string;
  creditCode: string | null;
  legalRep: string | null;
  agentName: string | null;
  idNumber: string | null;
  mobile: string | null;
  status: 'SUBMITTED' | 'APPROVED' | 'REFUSED';
  refuseReason: string | null;
  reviewedByName: string | null;
  reviewedAt: string | null;
  creationDate: string;
};

export type Seal = { id: number; sealName: string; source: 'DEFAULT' | 'UPLOADED'; status: 'VALID' | 'REVOKED' };

export type Certificate = {
  id: number;
  subjectKind: SubjectKind;
  orgId: number | null;
  subjectName: string;
  serialNumber: string;
  notBefore: string;
  notAfter: string;
  status: 'VALID' | 'REVOKED';
  expired: boolean;
  revokedAt: string | null;
  revokeReason: string | null;
  operatorName: string | null;
  seals: Seal[];
};

export type RebindCheck = { needRebind: boolean; certificateId: number | null; operatorName: string | null };

export const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');
