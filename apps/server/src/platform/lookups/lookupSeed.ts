/**
 * A lookup type and its values as seeded: [code, Chinese meaning, English meaning, description?] (e.g. the
 * URL of an external system link as description). Here rather than in seed/ because modules declare their
 * own lookups (modules/supplier/lifecycle/lookups.ts) and seed/ takes them in: seed/ is above the modules.
 */
export type LookupSeed = {
  type: string;
  cn: string;
  en: string;
  values: [string, string, string, string?][];
};
