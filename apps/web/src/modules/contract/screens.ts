import { defineScreens } from '../../app/screens/define.ts';

/** Screens of contracts (issue 19), keyed by the menu's htmlUrl. */
export const screens = defineScreens({
  cctContractList: {
    load: () => import('./ContractListScreen.tsx'),
    title: { CN: '合同列表', EN: 'Contracts' },
  },
  cctContractEdit: {
    load: () => import('./ContractEditScreen.tsx'),
    title: { CN: '合同', EN: 'Contract' },
  },
  cctContractSupplierList: {
    load: () => import('./ContractSupplierListScreen.tsx'),
    title: { CN: '我的合同', EN: 'My contracts' },
  },
  cctContractSupplierEdit: {
    load: () => import('./ContractSupplierEditScreen.tsx'),
    title: { CN: '合同', EN: 'Contract' },
  },
  // E-signing (issue 19 item 4, apps/web/src/modules/contract/esign/): CA authorize, and one certificates page
  // for the buyer side (the organisations and oneself) and the supplier portal (its company).
  caAuthorize: {
    load: () => import('./esign/CaAuthorizeScreen.tsx'),
    title: { CN: 'CA 认证审核', EN: 'CA authorize' },
  },
  caMyCertificate: {
    load: () => import('./esign/MyCertificateScreen.tsx'),
    title: { CN: '证书与印章', EN: 'Certificates and seals' },
  },
  caSupplierCertificate: {
    load: () => import('./esign/MyCertificateScreen.tsx'),
    title: { CN: '电子签章证书', EN: 'E-signing certificate' },
  },
  // The template setup (issue 19 item 1) and the PDF view (apps/web/src/modules/contract/templates/).
  cctTemplateList: {
    load: () => import('./templates/TemplateScreen.tsx'),
    title: { CN: '合同模板', EN: 'Contract templates' },
  },
  cctTermsList: {
    load: () => import('./templates/TermScreen.tsx'),
    title: { CN: '合同条款', EN: 'Contract clauses' },
  },
  cctWatermarkList: {
    load: () => import('./templates/WatermarkScreen.tsx'),
    title: { CN: '水印', EN: 'Watermarks' },
  },
  pdfView: {
    load: () => import('./templates/PdfViewScreen.tsx'),
    title: { CN: 'PDF 预览', EN: 'PDF view' },
  },
});
