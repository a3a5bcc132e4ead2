import { type RegistrationFormInput, restPath } from '@srm/core';
import { ApiError, post } from '../../../app/api/client.ts';
import { getLang } from '../../../app/i18n/index.ts';

/** The calls of supplier registration (server: modules/supplier/registration). */
const reg = (action: string) => restPath('srmServer', 'srmSupplierRegister', action);
const approval = (action: string) => restPath('srmServer', 'srmSupplierRegistration', action);

export const REGISTRATION_API = {
  captcha: restPath('baseServer', 'baseLogin', 'captcha'),
  sendEmailCode: reg('sendEmailCode'),
  verifyEmailCode: reg('verifyEmailCode'),
  checkName: reg('checkName'),
  findByToken: reg('findByToken'),
  submit: reg('submit'),
  upload: reg('upload'),
  integrationMode: reg('integrationMode'),
  recognizeLicence: reg('recognizeLicence'),
  riskLookup: reg('riskLookup'),
  categories: restPath('baseServer', 'basePurchaseCategory', 'listPublicTree'),
  list: approval('listByPage'),
  findById: approval('findById'),
  approve: approval('doApproval'),
  return: approval('doReturn'),
  reject: approval('doReject'),
};

export type RegistrationStatus = 'DRAFT' | 'SUBMITTED' | 'RETURNED' | 'APPROVED' | 'REJECTED';
export type RegistrationFile = { id: number; originalFileName: string; fileSize: number };
export type RegistrationView = {
  id: number;
  registrationNumber: string | null;
  status: RegistrationStatus;
  applicantEmail: string;
  supplierName: string | null;
  creditCode: string | null;
  form: (RegistrationFormInput & { districtCode: string }) | null;
  districtName?: string | null;
  decisionReason: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  files: RegistrationFile[];
  supplierNumber?: string | null;
  _actions?: string[];
};

const anonymous = { anonymous: true } as const;
export const callPublic = <T>(path: string, body: unknown) => post<T>(path, body, anonymous);

/** Uploads one file of the registration with its token (no session); answers the attachment. */
export async function uploadRegistrationFile(token: string, file: File): Promise<RegistrationFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(REGISTRATION_API.upload, {
    method: 'POST',
    headers: { registrationToken: token, 'SAAF-Language': getLang() },
    body,
  });
  const envelope = (await response.json().catch(() => null)) as {
    status: string;
    msg: string;
    data: RegistrationFile;
  } | null;
  if (!response.ok || envelope?.status !== 'S')
    throw new ApiError(envelope?.msg ?? String(response.status), response.status);
  return envelope.data;
}
