import { Tag } from 'antd';
import type { EsignTexts } from './esignTexts.ts';

const STATUS_COLOR: Record<string, string> = {
  SUBMITTED: 'blue',
  APPROVED: 'green',
  REFUSED: 'red',
  VALID: 'green',
  REVOKED: 'red',
};

/** A registration's, certificate's or seal's status as a coloured tag in the reader's language. */
export const statusTag = (x: EsignTexts, status: string, testId?: string) => (
  <Tag color={STATUS_COLOR[status]} data-testid={testId}>
    {x[`status${status}` as keyof EsignTexts]}
  </Tag>
);

export const kindText = (x: EsignTexts, kind: string) => x[`kind${kind}` as keyof EsignTexts];
