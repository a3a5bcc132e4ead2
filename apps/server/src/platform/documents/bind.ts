import { HISTORY_LABELS } from '@srm/core/documents/standardActions';
import type { DocumentTypeDef, FieldDef } from '@srm/core/documents/types';
import { hasGramIndex } from '../db/search.ts';
import type { ActionDef } from '../http/action.ts';
import { registerApprovalEnd } from './approval.ts';
import type { BoundType, DocumentBinding } from './binding.ts';
import { registerImport } from './importActions.ts';
import { printActions } from './printActions.ts';
import { readActions } from './readActions.ts';
import { saveActions } from './saveActions.ts';
import { stepActions } from './stepActions.ts';
import { columnsOf, lineScopeKey, REQUIRED_HEADER_COLUMNS, REQUIRED_LINE_COLUMNS } from './store.ts';
import { supplierHistoryProblems } from './supplierHistory.ts';

/**
 * Binds a document type declared in packages/core to its tables and hooks and answers its actions
 * (ARCHITECTURE §6): findById, listByPage, listHistory, saveOrUpdate, doBatchSaveOrUpdate, delete,
 * doBatchDelete, the declared actions (doSubmit, doApproval, doReject, doAbolish, and named ones such as
 * withdraw and close), printing (findByIdToPrint, printFindByIds, updatePrintFlagById) and the Excel
 * import (doImport, importTemplate). Registers the approval callback of its bill type. A binding that does not fit its declaration fails here, at start.
 */
export function bindDocumentType(def: DocumentTypeDef, binding: DocumentBinding): ActionDef[] {
  checkBinding(def, binding);
  const bound: BoundType = { def, binding };
  boundTypes.push(bound);
  registerApprovalEnd(bound);
  // doImport / importTemplate need multipart: the Excel plugin registers them (registerDocumentImportRoutes).
  registerImport(bound);
  return [...readActions(bound), ...saveActions(bound), ...stepActions(bound), ...printActions(bound)];
}

/** Every type bound in this process, in binding order: for tests that must cover each type (supplierHistory.test.ts). */
export const boundTypes: BoundType[] = [];

/** The fields kept in the tables (a computed one is filled by the type's present hook when read). */
const stored = (fields: readonly FieldDef[]) => fields.filter((f) => !f.computed);

function checkBinding(def: DocumentTypeDef, binding: DocumentBinding): void {
  const fail = (what: string) => {
    throw new Error(`document type ${def.billType}: ${what}`);
  };
  const header = columnsOf(binding.header);
  const headerKeys = [
    ...REQUIRED_HEADER_COLUMNS,
    def.numberKey,
    ...stored(def.header).map((f) => f.key),
    ...binding.scope.header,
    // The header's copy of each line scope column (see visibleWhere in store.ts).
    ...(binding.scope.lines ?? []).map(lineScopeKey),
  ];
  for (const key of headerKeys) if (!header[key]) fail(`the header table has no property ${key}`);
  if (def.lines) {
    if (!binding.lines) fail('lines are declared but no line table is bound');
    const lines = columnsOf(binding.lines!.table);
    const lineKeys = [
      ...REQUIRED_LINE_COLUMNS,
      binding.lines!.parentKey,
      ...stored(def.lines.fields).map((f) => f.key),
      ...(binding.scope.lines ?? []),
    ];
    for (const key of lineKeys) if (!lines[key]) fail(`the line table has no property ${key}`);
  }
  for (const [name, action] of Object.entries(def.actions)) {
    if (!action.workflow && !action.to) fail(`action ${name} declares neither a workflow step nor a to-state`);
    if (action.workflow && action.workflow !== 'start' && !def.approval) {
      fail(`action ${name} is an approval step but the type has no approval`);
    }
    // What an action asks for is written to the header, and nowhere else: a read-only stored header field.
    for (const ask of action.asks ?? []) {
      const field = def.header.find((f) => f.key === ask.key);
      if (!field?.readOnly || field.computed) fail(`action ${name} asks for ${ask.key}, not a read-only header field`);
    }
  }
  for (const problem of supplierHistoryProblems(def, ['edit', ...Object.keys(HISTORY_LABELS)])) fail(problem);
  // A text filter is a "contains" search: it must not read the whole table (docs/decisions.md, gram index).
  for (const key of def.list.filters) {
    const field = def.header.find((f) => f.key === key);
    if ((field?.type === 'text' || field?.type === 'textarea') && !hasGramIndex(header[key])) {
      fail(`the text filter ${key} has no gram index (gramIndex() in the header table's config)`);
    }
  }
}
