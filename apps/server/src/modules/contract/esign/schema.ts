import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../../platform/db/columns.ts';

/*
 * Electronic signing (电子签章, issue 19 item 4): the platform's certificate authority (one root per installation),
 * the CA registrations (认证申请) an administrator reviews, the certificates issued from them and the seals
 * (印章) bound to a certificate. Private keys are kept encrypted (esign/secret.ts); a seal is its PNG.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The platform root CA: one row (id 'ROOT'), made at first use (ca.ts). */
export const esignAuthority = pgTable('srm_esign_ca', {
  id: varchar('id', { length: 16 }).primaryKey(),
  certPem: text('cert_pem').notNull(),
  /** The root's PKCS#8 key, AES-256-GCM under the installation's CA secret (secret.ts). */
  keyEnc: text('key_enc').notNull(),
  /** The number of the last revocation list published (CRL number extension). */
  crlNumber: integer('crl_number').notNull().default(0),
  creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A CA registration: who applies (an ORG of the buying company, a SUPPLIER company, a PERSON), the identity
 * checked, the business licence file; SUBMITTED → APPROVED (a certificate issued) or REFUSED (with a reason).
 */
export const esignRegistrations = pgTable(
  'srm_esign_registration',
  {
    id: idColumn(),
    regNo: varchar('reg_no', { length: 32 }).notNull(),
    /** ORG | SUPPLIER | PERSON */
    subjectKind: varchar('subject_kind', { length: 16 }).notNull(),
    orgId: integer('org_id'),
    supplierId: integer('supplier_id'),
    /** PERSON: the person's user; ORG and SUPPLIER: the user who will operate the seal (the bound admin). */
    userId: integer('user_id').notNull(),
    subjectName: varchar('subject_name', { length: 200 }).notNull(),
    /** 统一社会信用代码 (ORG, SUPPLIER). */
    creditCode: varchar('credit_code', { length: 18 }),
    legalRep: varchar('legal_rep', { length: 64 }),
    agentName: varchar('agent_name', { length: 64 }),
    /** 身份证号 of a PERSON or of the agent; shown masked in lists. */
    idNumber: varchar('id_number', { length: 18 }),
    mobile: varchar('mobile', { length: 20 }),
    /** The business licence (or identity card) attachment's file id. */
    licenceFileId: varchar('licence_file_id', { length: 64 }),
    /** SUBMITTED | APPROVED | REFUSED */
    status: varchar('status', { length: 16 }).notNull(),
    refuseReason: varchar('refuse_reason', { length: 500 }),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_esign_registration_no_uq').on(t.regNo),
    index('srm_esign_registration_supplier_ix').on(t.supplierId),
    index('srm_esign_registration_status_ix').on(t.status, t.id),
  ],
);

/** An X.509 certificate the platform CA issued from an approved registration; REVOKED ones are on the CRL. */
export const esignCertificates = pgTable(
  'srm_esign_certificate',
  {
    id: idColumn(),
    registrationId: integer('registration_id').notNull(),
    subjectKind: varchar('subject_kind', { length: 16 }).notNull(),
    orgId: integer('org_id'),
    supplierId: integer('supplier_id'),
    /** PERSON: the person; ORG and SUPPLIER: the user bound to operate the seal (rebind changes it). */
    userId: integer('user_id').notNull(),
    subjectName: varchar('subject_name', { length: 200 }).notNull(),
    /** Hex, upper case, as readers show it. */
    serialNumber: varchar('serial_number', { length: 64 }).notNull(),
    certPem: text('cert_pem').notNull(),
    keyEnc: text('key_enc').notNull(),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
    notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
    /** VALID | REVOKED */
    status: varchar('status', { length: 16 }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: varchar('revoke_reason', { length: 500 }),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_esign_certificate_serial_uq').on(t.serialNumber),
    index('srm_esign_certificate_supplier_ix').on(t.supplierId, t.status),
    index('srm_esign_certificate_org_ix').on(t.orgId, t.status),
    index('srm_esign_certificate_user_ix').on(t.userId, t.status),
  ],
);

/** A seal (印章): a PNG bound to a certificate; DEFAULT drawn from the name, or UPLOADED. */
export const esignSeals = pgTable(
  'srm_esign_seal',
  {
    id: idColumn(),
    certificateId: integer('certificate_id').notNull(),
    sealName: varchar('seal_name', { length: 200 }).notNull(),
    /** DEFAULT | UPLOADED */
    source: varchar('source', { length: 16 }).notNull(),
    png: bytea('png').notNull(),
    /** VALID | REVOKED */
    status: varchar('status', { length: 16 }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...whoColumns,
  },
  (t) => [index('srm_esign_seal_certificate_ix').on(t.certificateId, t.status)],
);

/** Who operated a company's seal when: one row per rebind (the history the "my certificate" screen shows). */
export const esignRebinds = pgTable(
  'srm_esign_rebind',
  {
    id: idColumn(),
    certificateId: integer('certificate_id').notNull(),
    fromUserId: integer('from_user_id'),
    toUserId: integer('to_user_id').notNull(),
    ...whoColumns,
  },
  (t) => [index('srm_esign_rebind_certificate_ix').on(t.certificateId)],
);
