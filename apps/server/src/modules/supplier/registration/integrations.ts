/**
 * Outside services the registration page can use (spec §7: business-licence and ID-card recognition,
 * enterprise risk lookup). None can be reached from here, so the one implementation is "manual": it says
 * the service is unavailable and the applicant fills the fields by hand. A real provider implements the
 * same interface and is chosen in `registrationIntegrations`.
 */
export type LicenceFields = {
  supplierName?: string;
  creditCode?: string;
  legalPerson?: string;
  registeredCapital?: string;
  establishDate?: string;
  registeredAddress?: string;
  businessScope?: string;
};
export type IdCardFields = { name?: string; idNumber?: string };
export type RiskReport = { level: 'LOW' | 'MEDIUM' | 'HIGH'; findings: string[] };

export type RegistrationIntegrations = {
  /** 'MANUAL' when no service is connected (the page then tells the applicant to type the fields). */
  mode: 'MANUAL' | 'SERVICE';
  /** Each answers null when its service cannot be used now. */
  recognizeLicence(fileId: number): Promise<LicenceFields | null>;
  recognizeIdCard(fileId: number): Promise<IdCardFields | null>;
  riskLookup(supplierName: string, creditCode?: string): Promise<RiskReport | null>;
};

export const manualIntegrations: RegistrationIntegrations = {
  mode: 'MANUAL',
  recognizeLicence: async () => null,
  recognizeIdCard: async () => null,
  riskLookup: async () => null,
};

export const registrationIntegrations: RegistrationIntegrations = manualIntegrations;
