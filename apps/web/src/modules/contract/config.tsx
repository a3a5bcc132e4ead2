import { contract } from '@srm/core/documents/contract';
import dayjs from 'dayjs';
import { useLang } from '../../app/i18n/index.ts';
import type { DocumentScreenConfig } from '../../components/Document/config.ts';
import { ContractFiles, ContractFilesTitle } from './ContractFiles.tsx';
import { ContractDifferences, ContractStages, ContractTerms } from './ContractStages.tsx';
import { ContractToolbar } from './ContractToolbar.tsx';
import { CONTRACT_BASE } from './paths.ts';
import { contractTexts } from './texts.ts';

/*
 * The contract's screens (issue 19 item 2): the generic list and edit pages read the declaration; the contract adds
 * its payment stages, clauses, (for an alteration) its differences and (once confirmed) its files as tabs, and the buyer's alter and
 * generate-order buttons. The supplier's pages are the same on its portal page SUP_CONTRACT, without the buyer's
 * buttons (the server leaves out the internal remark).
 */

/** A tab's title in the reader's language. */
function TabTitle({ name }: { name: 'stages' | 'terms' | 'differences' }) {
  return <>{contractTexts[useLang()][name]}</>;
}

/** Where a contract has files: from the supplier's confirmation (its document is generated then) on. */
const WITH_FILES = ['SUPPLIER_CONFIRMED', 'SIGNING', 'SIGNED', 'TERMINATED', 'CLOSED'];

const tabsOf =
  (buyer: boolean): DocumentScreenConfig['tabs'] =>
  (doc) => [
    { key: 'stages', label: <TabTitle name="stages" />, children: <ContractStages doc={doc} /> },
    { key: 'terms', label: <TabTitle name="terms" />, children: <ContractTerms doc={doc} /> },
    ...(doc.sourceContractId != null
      ? [{ key: 'differences', label: <TabTitle name="differences" />, children: <ContractDifferences doc={doc} /> }]
      : []),
    ...(WITH_FILES.includes(String(doc.status))
      ? [{ key: 'files', label: <ContractFilesTitle />, children: <ContractFiles doc={doc} buyer={buyer} /> }]
      : []),
  ];

/** The buyer's contracts: a new one by hand in yuan at 13 %, valid for a year from today. */
export const buyerContractScreens: DocumentScreenConfig = {
  def: contract,
  base: CONTRACT_BASE,
  editScreen: 'cctContractEdit',
  testId: 'contract',
  attachmentPath: 'contract/contract',
  functionId: 'CCT_CONTRACT',
  newHeader: () => ({
    contractType: 'NEW',
    currencyCode: 'CNY',
    taxRate: '13',
    validFrom: dayjs().format('YYYY-MM-DD'),
    validTo: dayjs().add(1, 'year').subtract(1, 'day').format('YYYY-MM-DD'),
  }),
  newLine: () => ({ taxRate: '13' }),
  tabs: tabsOf(true),
  toolbar: (doc) => <ContractToolbar doc={doc} />,
};

/** The supplier's contracts: confirm or refuse, then sign as party B. */
export const supplierContractScreens: DocumentScreenConfig = {
  ...buyerContractScreens,
  def: { ...contract, menuCode: 'SUP_CONTRACT' },
  editScreen: 'cctContractSupplierEdit',
  tabs: tabsOf(false),
  toolbar: undefined,
};
