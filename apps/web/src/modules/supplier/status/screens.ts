import type { ScreenLoader, ScreenMap } from '../../../app/screens/define.ts';

/*
 * The supplier-status screens (issue 7 item 5: blacklist / freeze, quit, designated suppliers, parts
 * authorisation, introduction scenes), keyed by the menus' htmlUrl; modules/supplier/screens.ts takes
 * them in. The document pages share one chunk (DocumentScreens.tsx).
 */

type Pages = typeof import('./DocumentScreens.tsx');
const page =
  (name: keyof Pages): ScreenLoader =>
  () =>
    import('./DocumentScreens.tsx').then((m) => ({ default: m[name] }));

export const statusScreens: ScreenMap = {
  supplierBlacklist: { load: page('BlacklistList'), title: { CN: '拉黑/冻结', EN: 'Blacklist / freeze' } },
  supplierBlacklistEdit: { load: page('BlacklistEdit'), title: { CN: '拉黑/冻结单', EN: 'Blacklist / freeze' } },
  supplierBlacklistPrint: {
    load: page('BlacklistPrint'),
    title: { CN: '打印拉黑/冻结单', EN: 'Print blacklist documents' },
  },
  supplierQuitList: { load: page('QuitList'), title: { CN: '供应商退出', EN: 'Supplier quit' } },
  supplierQuitEdit: { load: page('QuitEdit'), title: { CN: '供应商退出单', EN: 'Supplier quit' } },
  supplierQuitPrint: { load: page('QuitPrint'), title: { CN: '打印退出单', EN: 'Print quit documents' } },
  supplierDesignatedList: { load: page('DesignatedList'), title: { CN: '指定供应商', EN: 'Designated suppliers' } },
  supplierDesignatedEdit: { load: page('DesignatedEdit'), title: { CN: '指定供应商单', EN: 'Designated supplier' } },
  supplierDesignatedPrint: {
    load: page('DesignatedPrint'),
    title: { CN: '打印指定供应商单', EN: 'Print designations' },
  },
  partsAuthorisationList: {
    load: page('PartsAuthorisationList'),
    title: { CN: '零件授权', EN: 'Parts authorisation' },
  },
  partsAuthorisationEdit: {
    load: page('PartsAuthorisationEdit'),
    title: { CN: '零件授权单', EN: 'Parts authorisation' },
  },
  partsAuthorisationPrint: {
    load: page('PartsAuthorisationPrint'),
    title: { CN: '打印零件授权', EN: 'Print parts authorisations' },
  },
  introductionSceneList: {
    load: () => import('./IntroSceneScreen.tsx'),
    title: { CN: '引入场景', EN: 'Introduction scenes' },
  },
};
