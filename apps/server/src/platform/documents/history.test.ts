import { defineDocumentType } from '@srm/core/documents/types';
import { describe, expect, it } from 'vitest';
import type { StoredDoc } from './binding.ts';
import { diffDocuments } from './history.ts';

/** The field differences written to a document's history, on a small declared type. */

const def = defineDocumentType({
  billType: 'TEST_DOC',
  name: { CN: '测试单', EN: 'Test document' },
  menuCode: 'TEST',
  idKey: 'docId',
  numberKey: 'docNumber',
  numberRule: { prefix: 'T', datePattern: '', digits: 4 },
  statuses: ['DRAFT'],
  editableIn: ['DRAFT'],
  header: [
    { key: 'title', label: { CN: '标题', EN: 'Title' }, type: 'text' },
    { key: 'total', label: { CN: '合计', EN: 'Total' }, type: 'amount', readOnly: true },
  ],
  lines: {
    key: 'lines',
    idKey: 'lineId',
    label: { CN: '行', EN: 'Lines' },
    fields: [
      { key: 'lineNumber', label: { CN: '行号', EN: 'Line' }, type: 'number', readOnly: true },
      { key: 'quantity', label: { CN: '数量', EN: 'Quantity' }, type: 'number' },
      { key: 'note', label: { CN: '备注', EN: 'Note' }, type: 'text' },
    ],
  },
  actions: {},
  list: { columns: [], filters: [] },
  approval: false,
});

const doc = (header: Record<string, unknown>, lines: Record<string, unknown>[]): StoredDoc => ({
  header: { id: 1, status: 'DRAFT', version: 0, createdBy: 1, ...header },
  lines: lines.map((l) => ({ id: 0, ...l })) as StoredDoc['lines'],
});

describe('diffDocuments', () => {
  it('compares decimals by value and blanks alike, so a save of the same values records nothing', () => {
    const before = doc({ title: 'a', total: '10.00' }, [{ id: 7, lineNumber: 1, quantity: '2.5000', note: null }]);
    const after = doc({ title: 'a', total: '10' }, [{ id: 7, lineNumber: 1, quantity: '2.5', note: undefined }]);
    expect(diffDocuments(def, before, after)).toEqual({ header: [], lines: [] });
  });

  it('lists changed header fields and added, changed and removed lines with before and after', () => {
    const before = doc({ title: 'a', total: '3' }, [
      { id: 7, lineNumber: 1, quantity: '1', note: 'x' },
      { id: 8, lineNumber: 2, quantity: '2', note: null },
    ]);
    const after = doc({ title: 'b', total: '3' }, [
      { id: 7, lineNumber: 1, quantity: '1', note: 'y' },
      { id: 9, lineNumber: 3, quantity: '2', note: null },
    ]);
    expect(diffDocuments(def, before, after)).toEqual({
      header: [{ field: 'title', before: 'a', after: 'b' }],
      lines: [
        { lineId: 7, lineNumber: 1, change: 'changed', fields: [{ field: 'note', before: 'x', after: 'y' }] },
        {
          lineId: 9,
          lineNumber: 3,
          change: 'added',
          fields: [
            { field: 'lineNumber', before: null, after: 3 },
            { field: 'quantity', before: null, after: '2' },
          ],
        },
        {
          lineId: 8,
          lineNumber: 2,
          change: 'removed',
          fields: [
            { field: 'lineNumber', before: 2, after: null },
            { field: 'quantity', before: '2', after: null },
          ],
        },
      ],
    });
  });

  it('records every value of a created or deleted document', () => {
    const only = doc({ title: 't', total: '1' }, []);
    expect(diffDocuments(def, null, only).header).toEqual([
      { field: 'title', before: null, after: 't' },
      { field: 'total', before: null, after: '1' },
    ]);
    expect(diffDocuments(def, only, null).header.map((c) => c.after)).toEqual([null, null]);
  });
});
