/** The menus of the supplier information screens (seed/demoMenus.ts). */
export const SUPPLIER_INFO_MENU = 'SLC_SUPPLIER_INFO';
/** The supplier's own "My company information" screen. */
export const SUPPLIER_SELF_MENU = 'SUP_INFO';
