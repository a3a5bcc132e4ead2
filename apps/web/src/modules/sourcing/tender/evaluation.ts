import { useQuery } from '@tanstack/react-query';
import { post } from '../../../app/api/client.ts';
import { EVALUATION_BASE } from './config.ts';
import { tenderKey } from './useTenderRefresh.ts';

/*
 * The evaluation's answers (modules/sourcing/tenderScoring.ts, tenderSummary.ts on the server): the jury,
 * and the summary with its ranking, read by the buyer's evaluation tab and the committee's opening page.
 */

export type JuryExpert = {
  tenderExpertId: number;
  expertId: number;
  source: 'DRAWN' | 'APPOINTED';
  userId: number | null;
  status: 'DRAWN' | 'SCORING' | 'SUBMITTED' | 'EXCUSED';
  submittedAt: string | null;
  expertCode: string;
  expertName: string;
  expertSource: 'INTERNAL' | 'EXTERNAL';
  company: string | null;
  expertTitle: string | null;
  expertLevel: string | null;
  userName: string | null;
  /** No login: the buyer enters its sheet. */
  enteredByBuyer: boolean;
};

export type SummaryBid = {
  bidId: number;
  supplierId: number;
  supplierName: string;
  status: 'OPENED' | 'INVALID';
  invalidReason: string | null;
  totalWithoutTax: string | null;
  totalWithTax: string | null;
  validityDays: number | null;
  sheetScores: { tenderExpertId: number; score: string }[];
  technicalScore: string | null;
  commercialScore: string | null;
  totalScore: string | null;
  rank: number | null;
  recommended: boolean;
};

export type Summary = {
  tenderId: number;
  tenderNumber: string;
  title: string;
  status: string;
  currencyCode: string;
  evaluationMethod: 'LOWEST_PRICE' | 'WEIGHTED_SCORE';
  technicalWeight: string | null;
  commercialWeight: string | null;
  sheetsSubmitted: number;
  sheetsExpected: number;
  complete: boolean;
  lowestTotalWithTax: string | null;
  recommendedSupplierId: number | null;
  recommendedSupplierName: string | null;
  recommendation: string | null;
  evaluatedDate: string | null;
  bids: SummaryBid[];
};

export function useSummary(tenderId: number, status: string, enabled = true) {
  return useQuery({
    queryKey: tenderKey(tenderId, 'summary', status),
    queryFn: () => post<Summary>(`${EVALUATION_BASE}/summary`, { tenderId }),
    enabled,
    retry: false,
  });
}

export function useJury(tenderId: number, enabled = true) {
  return useQuery({
    queryKey: tenderKey(tenderId, 'jury'),
    queryFn: () => post<JuryExpert[]>(`${EVALUATION_BASE}/experts`, { tenderId }),
    enabled,
  });
}
