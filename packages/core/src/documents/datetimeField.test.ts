import { describe, expect, it } from 'vitest';
import { documentSaveSchema } from './schemas.ts';
import { sourcingInquiry } from './sourcingInquiry.ts';
import { valuesDiffer } from './storedDifferences.ts';

/** The `datetime` field type (issue 17: an inquiry's quote deadline): an instant with its offset, never guessed. */

const deadline = sourcingInquiry.header.find((f) => f.key === 'quoteDeadline')!;
const schema = documentSaveSchema(sourcingInquiry);
const body = (quoteDeadline: unknown) => ({
  title: 't',
  orgId: 1,
  categoryId: 2,
  inquiryMode: 'INVITE',
  currencyCode: 'CNY',
  maxRounds: 1,
  quoteDeadline,
});

describe('datetime fields', () => {
  it('take ISO 8601 with an offset and give the instant', () => {
    for (const text of ['2030-01-31T17:00:00+08:00', '2030-01-31T09:00Z', '2030-01-31T09:00:00.000Z']) {
      const parsed = schema.parse(body(text)) as { quoteDeadline: Date };
      expect(parsed.quoteDeadline.toISOString()).toBe('2030-01-31T09:00:00.000Z');
    }
  });

  it('refuse text without an offset, a date alone or an impossible time with field.datetime', () => {
    for (const text of ['2030-01-31T17:00:00', '2030-01-31', '2030-02-30T10:00Z', 'tomorrow', 20300131]) {
      const result = schema.safeParse(body(text));
      expect(result.success, String(text)).toBe(false);
      const messages = result.error?.issues.map((i) => i.message) ?? [];
      if (typeof text === 'string') expect(messages, text).toContain('field.datetime');
    }
  });

  it('compare instants, not texts, when deciding whether a save kept what was sent', () => {
    expect(valuesDiffer(deadline, '2030-01-31T17:00:00+08:00', '2030-01-31T09:00:00.000Z')).toBe(false);
    expect(valuesDiffer(deadline, '2030-01-31T17:00:00+08:00', '2030-01-31T10:00:00.000Z')).toBe(true);
  });
});
