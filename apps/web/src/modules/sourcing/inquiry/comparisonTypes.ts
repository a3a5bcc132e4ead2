import type { Comparison } from '@srm/core/sourcing/comparison';

/*
 * The comparison answer of the server (core/sourcing/comparison.ts, built by modules/sourcing/compare*.ts)
 * with the inquiry's number in that round, and what the award mode of the screen keeps.
 */
export type CompareAnswer = Comparison & {
  inquiryNumber: string;
  roundNumber: string;
  currentRound: number;
  currencyCode: string;
};

/** Awarded quantity per cell, keyed `${inquiryLineId}:${supplierId}` (decimal strings as typed). */
export type AwardQuantities = Record<string, string>;
export const cellKey = (lineId: number, supplierId: number) => `${lineId}:${supplierId}`;
