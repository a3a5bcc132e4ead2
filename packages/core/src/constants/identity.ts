/** User classes of spec §1/§6: INSIDE for buyer-side staff; a type starting with EX for supplier users. */
export const USER_TYPE_INSIDE = 'INSIDE';
export const USER_TYPE_SUPPLIER = 'EX_SUPPLIER';
export function isSupplierUserType(userType: string | null | undefined): boolean {
  return typeof userType === 'string' && userType.startsWith('EX');
}

/** Menu types (DOMAIN-NOTES): folder 10, page 20; button resources 30. */
export const MENU_TYPE = { folder: '10', page: '20', button: '30' } as const;

/** The attachment buttons of spec §6. */
export const ATTACHMENT_RESOURCES = ['btnUploadAttachment', 'btnDownloadAttachment', 'btnDelAttachment'] as const;

/** A responsibility with this code disables most home navigation (spec §6). */
export const RESTRICTED_HOME_RESP_CODE = 'GZJTMDY';

/** Demo password of every seeded user (README). */
export const DEMO_PASSWORD = 'Demo@12345';
