import { z } from 'zod';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../forms/patterns.ts';
import { isValidCreditCode } from './creditCode.ts';

/**
 * The supplier registration form (/register, /registerInfoEdit), shared by the page and the server:
 * the company's identity, its registered address, contacts, bank account, categories offered and the
 * uploaded files (attachment ids bound to the registration). Messages are keys of messages.ts.
 */
export const REGISTRATION_STATUSES = ['DRAFT', 'SUBMITTED', 'RETURNED', 'APPROVED', 'REJECTED'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

const text = (max: number) => z.string().trim().min(1, 'field.required').max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);
const ids = (min: number, max: number) => z.array(z.number().int().positive()).min(min).max(max);

export const registrationContactSchema = z.object({
  contactName: text(64),
  position: optionalText(64),
  mobile: z.string().trim().regex(MOBILE_PATTERN, 'registration.mobileInvalid'),
  email: z.string().trim().regex(EMAIL_PATTERN, 'registration.emailInvalid').max(128).optional().or(z.literal('')),
});

export const registrationBankSchema = z.object({
  bankName: text(128),
  branchName: optionalText(128),
  branchCode: optionalText(32),
  accountName: text(256),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9 -]{6,40}$/, 'registration.accountNumberInvalid'),
  currency: z.string().trim().min(3).max(8).default('CNY'),
});

export const registrationFormSchema = z.object({
  supplierName: z.string().trim().min(2, 'registration.nameTooShort').max(256),
  supplierShortName: optionalText(128),
  supplierNameEn: optionalText(256),
  creditCode: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isValidCreditCode, 'registration.creditCodeInvalid'),
  supplierType: optionalText(32),
  legalPerson: text(64),
  registeredCapital: z
    .string()
    .trim()
    .regex(/^\d{1,16}(\.\d{1,2})?$/, 'registration.capitalInvalid')
    .optional()
    .or(z.literal('')),
  establishDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .or(z.literal('')),
  districtCode: text(12),
  registeredAddress: text(512),
  businessScope: optionalText(2000),
  phone: optionalText(32),
  website: optionalText(256),
  contacts: z.array(registrationContactSchema).min(1, 'registration.contactRequired').max(10),
  bank: registrationBankSchema,
  categoryIds: ids(1, 50),
  licenceFileIds: ids(1, 5),
  otherFileIds: ids(0, 20).default([]),
});
export type RegistrationForm = z.output<typeof registrationFormSchema>;
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
