import { describe, expect, it } from 'vitest';
import { maskIdNumber } from './sourcingExpert.ts';
import { templateIssues } from './sourcingTemplate.ts';

/* The template's rules across fields: one function for the form and the server (decimal sums, never floats). */

const weighted = {
  sourcingMethod: 'TENDER',
  evaluationMethod: 'WEIGHTED_SCORE',
  technicalWeight: '60',
  commercialWeight: '40',
  bondRule: 'NONE',
  criteria: [
    { criterionKind: 'TECHNICAL', weight: '33.33' },
    { criterionKind: 'TECHNICAL', weight: '33.33' },
    { criterionKind: 'TECHNICAL', weight: '33.34' },
    { criterionKind: 'COMMERCIAL', weight: '100' },
  ],
};
const fields = (input: object) => templateIssues(input).map((i) => [i.field, i.key, i.params?.sum]);

describe('templateIssues', () => {
  it('accepts weights and criteria summing to exactly 100 (0.1 + 0.2 style sums included)', () => {
    expect(templateIssues(weighted)).toEqual([]);
    expect(
      templateIssues({
        ...weighted,
        technicalWeight: '70.1',
        commercialWeight: '29.9',
        criteria: [
          { criterionKind: 'TECHNICAL', weight: '0.1' },
          { criterionKind: 'TECHNICAL', weight: '0.2' },
          { criterionKind: 'TECHNICAL', weight: '99.7' },
          { criterionKind: 'COMMERCIAL', weight: 100 },
        ],
      }),
    ).toEqual([]);
  });

  it('names each broken rule on its field', () => {
    expect(fields({ ...weighted, commercialWeight: '30' })).toEqual([
      ['commercialWeight', 'srcTemplate.weightsSum', '90'],
    ]);
    expect(fields({ ...weighted, technicalWeight: null })).toEqual([['technicalWeight', 'field.required', undefined]]);
    expect(fields({ ...weighted, criteria: weighted.criteria.slice(1) })).toEqual([
      ['criteria', 'srcTemplate.technicalCriteriaSum', '66.67'],
    ]);
    expect(fields({ ...weighted, criteria: weighted.criteria.slice(0, 3) })).toEqual([
      ['criteria', 'srcTemplate.commercialCriteriaMissing', undefined],
    ]);
    expect(fields({ ...weighted, evaluationMethod: 'LOWEST_PRICE' })).toEqual([
      ['technicalWeight', 'srcTemplate.weightsOnlyWeighted', undefined],
    ]);
    expect(fields({ ...weighted, openAfterDeadline: 'N' })).toEqual([
      ['openAfterDeadline', 'srcTemplate.tenderSealed', undefined],
    ]);
  });

  it('checks the bond against its rule', () => {
    expect(fields({ ...weighted, bondRule: 'FIXED' })[0]).toEqual([
      'bondValue',
      'srcTemplate.bondAmountRequired',
      undefined,
    ]);
    expect(fields({ ...weighted, bondRule: 'PERCENT', bondValue: '100.01' })[0][1]).toBe('srcTemplate.bondPercent');
    expect(fields({ ...weighted, bondRule: 'PERCENT', bondValue: '100' })).toEqual([]);
    expect(fields({ ...weighted, bondValue: '5' })[0][1]).toBe('srcTemplate.bondNone');
  });
});

describe('maskIdNumber', () => {
  it('keeps the first and last three characters', () => {
    expect(maskIdNumber('11010119800101123X')).toBe('110************23X');
    expect(maskIdNumber('123456')).toBe('******');
    expect(maskIdNumber(null)).toBeNull();
  });
});
