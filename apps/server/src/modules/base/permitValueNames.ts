import { localName } from '../admin/orgCommon.ts';
import { type PermitValueName, provideBasePermitValues } from '../admin/permitValueNames.ts';
import { categoriesByIds } from './purchaseCategory.ts';
import { purchasingGroupsByIds } from './purchasingGroup.ts';

// Admin's data-permission screens name category and purchasing-group permits; admin sits below this module
// and may not import it, so the names are provided to it when the module is loaded (index.ts imports this file).
provideBasePermitValues({
  CATEGORY: async (db, ids, lang) => {
    const out = new Map<number, PermitValueName>();
    for (const [id, r] of await categoriesByIds(db, ids)) {
      out.set(id, {
        code: r.categoryCode,
        name: localName(lang, r.categoryName, r.categoryNameEn),
        enabledFlag: r.enabledFlag,
      });
    }
    return out;
  },
  PURCHASING_GROUP: async (db, ids, lang) => {
    const out = new Map<number, PermitValueName>();
    for (const [id, r] of await purchasingGroupsByIds(db, ids)) {
      out.set(id, { code: r.groupCode, name: localName(lang, r.groupName, r.groupNameEn), enabledFlag: r.enabledFlag });
    }
    return out;
  },
});
