import { index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, whoColumns } from '../../platform/db/columns.ts';

/**
 * A company's self-registration (the public /register page): who applied, where it stands and what the
 * buyer decided. The company itself is a supplier row (status POTENTIAL, sourceType SELF_REGISTER) from
 * the moment the form is submitted; `formData` keeps the submitted form as the applicant filled it, so a
 * returned registration reopens prefilled.
 *
 * status: DRAFT (e-mail verified, not submitted yet) → SUBMITTED → APPROVED | REJECTED | RETURNED
 * (→ SUBMITTED again after the edit). The applicant reaches the record anonymously only through a
 * random token (sent after e-mail verification and in the return mail); only its SHA-256 is stored.
 */
export const supplierRegistrations = pgTable(
  'srm_pos_supplier_registration',
  {
    id: idColumn(),
    /** REG-yyMMdd#### from the numbering service, given at the first submit. */
    registrationNumber: varchar('registration_number', { length: 32 }),
    status: varchar('status', { length: 16 }).notNull().default('DRAFT'),
    /** The verified applicant e-mail; the first user's login name after approval. */
    applicantEmail: varchar('applicant_email', { length: 64 }).notNull(),
    /** The supplier row (POTENTIAL until approved); null while DRAFT. */
    supplierId: integer('supplier_id'),
    /** Copied from the form for the approval list and the duplicate check. */
    supplierName: varchar('supplier_name', { length: 256 }),
    creditCode: varchar('credit_code', { length: 18 }),
    /** The submitted form (see registrationFormSchema in @srm/core), without the password. */
    formData: jsonb('form_data'),
    /** argon2id hash of the password the applicant chose for the first user. */
    passwordHash: varchar('password_hash', { length: 256 }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The reason of the last return or of the rejection. */
    decisionReason: varchar('decision_reason', { length: 1000 }),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The user created at approval. */
    userId: integer('user_id'),
    ...whoColumns,
  },
  (t) => [
    uniqueIndex('srm_pos_supplier_registration_token_uq').on(t.tokenHash),
    uniqueIndex('srm_pos_supplier_registration_number_uq').on(t.registrationNumber),
    index('srm_pos_supplier_registration_email_ix').on(t.applicantEmail, t.status),
    index('srm_pos_supplier_registration_status_ix').on(t.status, t.submittedAt),
  ],
);

export type RegistrationRow = typeof supplierRegistrations.$inferSelect;
