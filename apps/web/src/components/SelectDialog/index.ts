/**
 * SelectDialog: the searchable select dialog with select-all of spec §2.
 *
 * ```tsx
 * const [open, setOpen] = useState(false);
 * <SelectDialog
 *   open={open}
 *   title="选择物料"
 *   findApi="baseGallery"                // a registerListApi name; an unknown name throws
 *   columns={[
 *     { key: 'itemCode', title: '物料编码', width: 140 },
 *     { key: 'itemName', title: '物料名称', width: 260 },
 *     { key: 'status', title: '状态', editType: 'select', typeCode: 'SYS_STATUS' },
 *     { key: 'amount', title: '金额', editType: 'amount', precision: 2 },
 *   ]}
 *   rowKey="id"
 *   multiple                              // default; false = radios, a double click confirms
 *   searchKey="keyword"                   // the searchParams field the search input fills
 *   searchParams={{ status: 'APPROVED' }} // fixed filters
 *   onConfirm={(rows) => { setItems(rows); setOpen(false); }}
 *   onCancel={() => setOpen(false)}
 * />
 * ```
 *
 * Width: the window's width minus 200; draggable by the title; the selection is kept across pages
 * and searches; Select all fetches every matching row in pages of 500 with a progress bar (and a
 * Stop button) and adds them to the selection; Cancel select all empties it.
 *
 * Test ids: `select-dialog` (the dialog), `select-dialog-title` (the drag handle),
 * `select-dialog-search`, `select-dialog-select-all`, `select-dialog-cancel-all`,
 * `select-dialog-cancel`, `select-dialog-confirm`, `select-dialog-count` ("N selected", with
 * data-count), `select-dialog-progress` (while selecting all). Props: see {@link SelectDialogProps}.
 */
export { SELECT_ALL_PAGE_ROWS, SelectDialog } from './SelectDialog.tsx';
export type { SelectDialogProps } from './types.ts';
