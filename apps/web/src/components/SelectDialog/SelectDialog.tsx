import { SearchOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_ROWS, PAGE_SIZES, type PageInfo } from '@srm/core/api';
import { formatAmount } from '@srm/core/format/amount';
import { Alert, App, Button, Empty, Input, Modal, Progress, Space, Table } from 'antd';
import { type Key, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/api/client.ts';
import { listApi, UnknownListApiError } from '../../app/api/named.ts';
import { buildColumns, totalWidth } from '../DataTable/columns.tsx';
import { EditStore } from '../DataTable/editStore.ts';
import type { Row } from '../DataTable/types.ts';
import { useLookupMeanings } from '../DataTable/useLookupMeanings.ts';
import { useSelection } from '../DataTable/useSelection.ts';
import { fetchPage, type KnownCount, useServerPage } from '../DataTable/useServerPage.ts';
import type { SelectDialogProps } from './types.ts';
import { useDrag } from './useDrag.ts';
import './selectDialog.css';

/*
 * The select dialog of spec §2: a title to drag it by, a search input, a server-paged table
 * (postSimpleness to findApi, spec §7) and the buttons Select all, Cancel select all, Cancel and
 * Confirm. The selection is kept across pages and searches, so a user can pick rows from several
 * searches. Select all fetches every matching row in pages of 500 (spec §9) with progress shown and
 * adds them to the selection. The dialog's state lives in its body, which is destroyed on close, so
 * every opening starts clean.
 */

/** Spec §9: select-all fetches pages of 500 rows. */
export const SELECT_ALL_PAGE_ROWS = 500;
const EMPTY: Record<string, unknown> = {};
const noButtons = () => false;

function dialogWidth(): number {
  return Math.max(600, window.innerWidth - 200);
}

type FetchProgress = { done: number; total: number | null };

type BodyProps<R> = Omit<SelectDialogProps<R>, 'open' | 'title' | 'width' | 'findApi'> & { path: string };

function SelectDialogBody<R extends object>({
  path,
  columns,
  rowKey = 'id',
  multiple = true,
  searchKey = 'keyword',
  searchParams = EMPTY,
  searchPlaceholder,
  defaultSelectedRows,
  pageRows: initialPageRows = DEFAULT_PAGE_ROWS,
  onConfirm,
  onCancel,
}: BodyProps<R>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const search = (text: string) => {
    setKeyword(text.trim());
    setPageIndex(1);
  };
  const [pageIndex, setPageIndex] = useState(1);
  const [pageRows, setPageRows] = useState(initialPageRows);
  const params = useMemo(
    () => (keyword ? { ...searchParams, [searchKey]: keyword } : searchParams),
    [searchParams, searchKey, keyword],
  );
  const page = useServerPage<R>({ path, searchParams: params, pageIndex, pageRows });

  const rowKeyOf = useMemo(
    () => (typeof rowKey === 'function' ? rowKey : (row: R) => (row as Record<string, unknown>)[rowKey] as Key),
    [rowKey],
  );
  const selection = useSelection<R>({
    mode: multiple ? 'multiple' : 'single',
    pageSelectionKey: true,
    rowKeyOf,
    rows: page.rows,
    checkFlagKey: 'checkFlag',
    resetKey: '',
  });
  const { replace } = selection;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows given when the dialog opened
  useEffect(() => {
    if (defaultSelectedRows?.length) replace(defaultSelectedRows);
  }, []);

  const store = useMemo(() => new EditStore<R & object>(), []);
  const lookupTypes = useMemo(
    () => [...new Set(columns.map((c) => c.typeCode).filter((type): type is string => !!type))],
    [columns],
  );
  const meanings = useLookupMeanings(lookupTypes);
  const antColumns = useMemo(
    () =>
      buildColumns<R>({
        columns: columns.filter((column) => column.columnsDisplay !== 'N'),
        editable: false,
        store,
        rowKeyOf,
        onCellChange: () => undefined,
        has: noButtons,
        reload: page.refetch,
        meanings,
        actionsTitle: '',
      }),
    [columns, store, rowKeyOf, meanings, page.refetch],
  );

  // ---- select all: every matching row, in pages of 500
  const [progress, setProgress] = useState<FetchProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const selectAll = useCallback(async () => {
    const controller = new AbortController();
    abort.current = controller;
    const all: R[] = [];
    let total: number | null = null;
    let known: KnownCount | undefined;
    // [] starts a walk: a list that walks by key answers where each next page starts.
    let walkAfter: PageInfo['walkAfter'] = [];
    setProgress({ done: 0, total: null });
    try {
      for (let index = 1; ; index += 1) {
        // The first page's count is sent back with the others: the server does not count again; a list that
        // walks by key answers where the next page starts, read by its index instead of past an OFFSET (issue 16).
        const result: { rows: R[]; page: PageInfo | undefined } = await fetchPage<R>(
          path,
          params,
          index,
          SELECT_ALL_PAGE_ROWS,
          controller.signal,
          known,
          walkAfter,
        );
        all.push(...result.rows);
        if (result.page && !known) {
          const { count, countCapped, countEstimated } = result.page;
          known = { count, countCapped, ...(countEstimated ? { countEstimated } : {}) };
        }
        walkAfter = result.page?.walkAfter;
        // A capped or estimated count (1 000+, about 120 000) is not the total: keep going until a short page.
        total = result.page && !result.page.countCapped ? result.page.count : null;
        setProgress({ done: all.length, total });
        if (result.rows.length < SELECT_ALL_PAGE_ROWS || (total !== null && all.length >= total)) break;
      }
      selection.add(all);
      message.success(t('selectDialog.selectAllDone', { count: all.length }));
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) message.error(errorText(error));
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }, [path, params, selection, message, t]);

  const selecting = progress !== null;
  const count = selection.selectedKeys.length;
  // Room for the title, search, pager and buttons: the dialog fits a 768-pixel-high window.
  const bodyHeight = Math.max(200, window.innerHeight - 460);
  const confirm = () => onConfirm(selection.selectedRows);

  return (
    <div className="srm-sd-body">
      <Space.Compact style={{ maxWidth: 420, width: '100%', marginBottom: 12 }}>
        <Input
          allowClear
          value={typed}
          placeholder={searchPlaceholder ?? t('selectDialog.searchPlaceholder')}
          onChange={(event) => {
            setTyped(event.target.value);
            // The clear button searches again at once, as a user expects from an emptied box.
            if (event.type !== 'change') search('');
          }}
          onPressEnter={() => search(typed)}
          data-testid="select-dialog-search"
        />
        <Button
          type="primary"
          icon={<SearchOutlined />}
          onClick={() => search(typed)}
          aria-label={t('selectDialog.searchPlaceholder')}
          data-testid="select-dialog-search-button"
        />
      </Space.Compact>
      {page.error ? <Alert type="error" showIcon title={errorText(page.error)} style={{ marginBottom: 8 }} /> : null}
      <Table<R>
        columns={antColumns}
        dataSource={page.rows}
        rowKey={rowKeyOf}
        rowSelection={selection.rowSelection}
        loading={page.isFetching}
        size="small"
        bordered
        virtual={page.rows.length > 50}
        scroll={{ x: totalWidth(antColumns, true), y: bodyHeight }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.empty')} /> }}
        onRow={(row) => ({
          onClick: (event) => {
            // Clicks on the checkbox itself are handled by the selection column.
            if ((event.target as HTMLElement).closest('.ant-table-selection-column')) return;
            selection.toggle(row);
          },
          onDoubleClick: multiple
            ? undefined
            : () => {
                onConfirm([row]);
              },
          style: { cursor: 'pointer' },
        })}
        pagination={{
          current: pageIndex,
          pageSize: pageRows,
          total: page.total,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES],
          showTotal: () =>
            t(page.estimated ? 'table.totalEstimated' : page.capped ? 'table.totalCapped' : 'table.total', {
              total: formatAmount(page.total),
              count: page.total,
            }),
          onChange: (next, size) => {
            setPageIndex(size !== pageRows ? 1 : next);
            setPageRows(size);
          },
        }}
      />
      {selecting ? (
        <div className="srm-sd-progress" data-testid="select-dialog-progress">
          <Progress
            percent={progress.total ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : undefined}
            status="active"
            showInfo={progress.total !== null}
            style={{ flex: 1, margin: 0 }}
          />
          <span>
            {progress.total !== null
              ? t('selectDialog.fetching', { done: progress.done, total: progress.total })
              : t('selectDialog.fetchingUnknown', { done: progress.done })}
          </span>
          <Button size="small" onClick={() => abort.current?.abort()}>
            {t('selectDialog.stop')}
          </Button>
        </div>
      ) : null}
      <div className="srm-sd-footer">
        <span className="srm-sd-count" data-testid="select-dialog-count" data-count={count}>
          {t('selectDialog.selected', { count })}
        </span>
        {multiple ? (
          <>
            <Button
              color="primary"
              variant="outlined"
              onClick={() => void selectAll()}
              loading={selecting}
              data-testid="select-dialog-select-all"
              autoInsertSpace={false}
            >
              {t('selectDialog.selectAll')}
            </Button>
            <Button
              color="danger"
              variant="outlined"
              onClick={selection.clear}
              disabled={count === 0 || selecting}
              data-testid="select-dialog-cancel-all"
              autoInsertSpace={false}
            >
              {t('selectDialog.cancelAll')}
            </Button>
          </>
        ) : null}
        <Button onClick={onCancel} data-testid="select-dialog-cancel" autoInsertSpace={false}>
          {t('selectDialog.cancel')}
        </Button>
        <Button
          type="primary"
          onClick={confirm}
          disabled={count === 0 || selecting}
          data-testid="select-dialog-confirm"
          autoInsertSpace={false}
        >
          {t('selectDialog.confirm')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The searchable select dialog with select-all of spec §2. See types.ts for the props and index.ts
 * for an example.
 */
export function SelectDialog<R extends object = Row>({ open, title, width, findApi, ...rest }: SelectDialogProps<R>) {
  const { t } = useTranslation();
  let path: string;
  try {
    path = listApi(findApi);
  } catch (error) {
    // Spec §8: a select dialog whose findApi is not found throws.
    if (error instanceof UnknownListApiError) error.message = t('selectDialog.unknownApi', { name: findApi });
    throw error;
  }
  const drag = useDrag();
  const { reset } = drag;
  const [autoWidth, setAutoWidth] = useState(dialogWidth);
  useEffect(() => {
    if (!open) return;
    reset();
    setAutoWidth(dialogWidth());
    const onResize = () => setAutoWidth(dialogWidth());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open, reset]);

  return (
    <Modal
      open={open}
      width={width ?? autoWidth}
      title={
        <div className="srm-sd-title" onMouseDown={drag.onMouseDown} data-testid="select-dialog-title">
          {title ?? t('selectDialog.title')}
        </div>
      }
      footer={null}
      onCancel={rest.onCancel}
      destroyOnHidden
      mask={{ closable: false }}
      modalRender={(node) => (
        <div style={{ transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` }} data-testid="select-dialog">
          {node}
        </div>
      )}
    >
      <SelectDialogBody<R> path={path} {...rest} />
    </Modal>
  );
}
