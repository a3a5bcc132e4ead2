import { purchaseRequisition } from '@srm/core/documents/purchaseRequisition';
import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { bindDocumentType } from './bind.ts';

/** A binding that does not fit its declaration fails when the server starts, not on the first request. */

const tooSmall = pgTable('test_doc_header', { id: integer('id'), status: varchar('status') });

describe('bindDocumentType', () => {
  it('names the first property the header table lacks', () => {
    expect(() =>
      bindDocumentType(purchaseRequisition, {
        server: 'srmServer',
        entity: 'testDoc',
        header: tooSmall,
        scope: { header: [] },
      }),
    ).toThrow('document type PUR_REQUISITION: the header table has no property version');
  });
});
