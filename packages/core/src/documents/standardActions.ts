import type { ActionDef, DocumentTypeDef, Label } from './types.ts';

/*
 * The actions every document type has besides its declared ones (ARCHITECTURE §6), with the button
 * resources of spec §6 that unlock them. The server checks them and lists them in `_actions`; the
 * generic screens show their buttons from the same table, so both read one definition.
 */

export const STANDARD_ACTION_NAMES = ['edit', 'delete', 'print'] as const;
export type StandardActionName = (typeof STANDARD_ACTION_NAMES)[number];

/** Creating a document is not an action on a record; it needs this button on the type's menu. */
export const CREATE_RESOURCE = 'btnAdd';
/** Importing documents from Excel (doImport, importTemplate) needs this button on the type's menu. */
export const IMPORT_RESOURCE = 'btnImport';

export function standardActions(def: DocumentTypeDef): Record<StandardActionName, ActionDef> {
  return {
    edit: {
      label: { CN: '编辑', EN: 'Edit' },
      from: def.editableIn,
      resource: 'btnEdit',
      actor: def.editActor ?? 'holder',
      kind: 'save',
    },
    // Only a draft may disappear: anything submitted once has an approval history and is abolished instead.
    delete: {
      label: { CN: '删除', EN: 'Delete' },
      from: ['DRAFT'],
      resource: 'btnDelete',
      actor: 'holder',
      confirm: { CN: '确定删除吗？', EN: 'Delete it?' },
      kind: 'delete',
    },
    print: {
      label: { CN: '打印', EN: 'Print' },
      from: def.statuses,
      resource: 'btnPrint',
      actor: 'holder',
    },
  };
}

/** Labels of the history rows that are not actions a user takes: the first save, and an approval's end. */
export const HISTORY_LABELS = {
  create: { CN: '新建', EN: 'Created' },
  approvalEnd: { CN: '审批结束', EN: 'Approval ended' },
} as const satisfies Record<string, Label>;
