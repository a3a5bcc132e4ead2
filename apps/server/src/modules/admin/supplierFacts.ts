import type { Lang, MessageKey } from '@srm/core';
import type { Db, DbOrTx } from '../../platform/db/types.ts';
import { providedLater } from '../../platform/wiring/providedLater.ts';

/*
 * What admin shows of a supplier user's supplier beyond its number and name (those come from
 * platform/suppliers/directory.ts): the home's qualification warnings and the trade block of the user record,
 * and at login the state of a registration not approved yet. They are the supplier module's business, and
 * that module sits above admin (it uses the organisation services), so admin may not import it: the supplier
 * module provides them when it is loaded (modules/supplier/adminFacts.ts). The shapes are admin's own; the
 * provider's functions are checked against them.
 */

export type QualificationWarningFact = {
  qualificationId: number;
  qualificationType: string;
  name: string;
  qualificationNumber: string | null;
  validTo: string;
  /** Days from today to the expiry date; 0 = expires today, negative = expired that many days ago. */
  outDay: number;
};

export type TradeBlockFact = { status: string; reason: string; message: string };

/** Why an applicant without an account cannot log in yet, or key null; `checked`: a password hash was verified. */
export type RegistrationLoginFact = { checked: boolean; key: MessageKey | null; params: Record<string, string> };

export type SupplierFacts = {
  qualificationWarnings(db: DbOrTx, supplierId: number): Promise<QualificationWarningFact[]>;
  tradeBlock(db: DbOrTx, supplierId: number, lang: Lang): Promise<TradeBlockFact | null>;
  registrationLoginNotice(db: Db, userName: string, password: string): Promise<RegistrationLoginFact>;
};

const facts = providedLater<SupplierFacts>("A supplier user's facts (modules/supplier/adminFacts.ts)");

/** Called by the supplier module when it is loaded. */
export const provideSupplierFacts = (f: SupplierFacts): void => facts.provide(f);

/** The facts the supplier module provided. */
export const supplierFacts = (): SupplierFacts => facts.get();
