import { CheckCircleOutlined, CloseCircleOutlined, PaperClipOutlined } from '@ant-design/icons';
import { App, Button, Modal, Space, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Attachments, splitIds } from '../../../components/Attachments/index.ts';
import {
  type CellContext,
  type ColumnConfig,
  DataTable,
  type DataTableHandle,
} from '../../../components/DataTable/index.ts';
import { Section } from './Section.tsx';

type EditRow = {
  id: number;
  text: string;
  number: string | null;
  password: string;
  textarea: string;
  url: string;
  email: string;
  tel: string;
  price: string | null;
  amount: string | null;
  status: string | null;
  date: string | null;
  daterange: string[] | null;
  datetime: string | null;
  datetimerange: string[] | null;
  year: string | null;
  month: string | null;
  enabledFlag: 'Y' | 'N';
  fileIds: string;
};

const ROWS: EditRow[] = [
  {
    id: 1,
    text: 'Bolt M8',
    number: '12',
    password: 'secret',
    textarea: 'Zinc plated',
    url: 'https://example.com/bolt',
    email: 'buyer@example.com',
    tel: '010-12345678',
    price: '1.25',
    amount: '15.00',
    status: 'DRAFT',
    date: '2026-03-05',
    daterange: ['2026-03-01', '2026-03-31'],
    datetime: '2026-03-05 09:30:00',
    datetimerange: ['2026-03-05 09:00:00', '2026-03-05 18:00:00'],
    year: '2026',
    month: '2026-03',
    enabledFlag: 'Y',
    fileIds: '',
  },
  {
    id: 2,
    text: '',
    number: 'abc',
    password: '',
    textarea: '',
    url: '',
    email: 'not-an-email',
    tel: '12',
    price: null,
    amount: '1234567.5',
    status: null,
    date: null,
    daterange: null,
    datetime: null,
    datetimerange: null,
    year: null,
    month: null,
    enabledFlag: 'N',
    fileIds: '',
  },
];

/** An upload cell: the attachment count, opening the Attachments component for the row's id string. */
function UploadCell({ context }: { context: CellContext<EditRow> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ids = typeof context.value === 'string' ? context.value : '';
  return (
    <>
      <Typography.Link onClick={() => setOpen(true)} data-testid={`gallery-upload-cell-${String(context.rowKey)}`}>
        <PaperClipOutlined /> {t('attachment.count', { count: splitIds(ids).length })}
      </Typography.Link>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={t('attachment.title')} width={760}>
        <Attachments
          ids={ids}
          onChange={context.onChange}
          path="gallery"
          functionId="GALLERY"
          businessId={String(context.rowKey)}
          readOnly={!context.editable}
        />
      </Modal>
    </>
  );
}

/** An editable DataTable with every edit type of spec §5, required columns and a Validate button. */
export function EditableSection() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<DataTableHandle<EditRow>>(null);
  const [result, setResult] = useState<boolean | null>(null);

  const columns = useMemo<ColumnConfig<EditRow>[]>(
    () => [
      { key: 'text', title: 'text', editType: 'text', validate: 'required', width: 140, fixedStyle: 'left' },
      { key: 'number', title: 'number', editType: 'number', validate: ['required', 'quantity'], width: 110 },
      { key: 'password', title: 'password', editType: 'password', width: 130 },
      { key: 'textarea', title: 'textarea', editType: 'textarea', width: 160 },
      { key: 'url', title: 'url', editType: 'url', width: 180 },
      { key: 'email', title: 'email', editType: 'email', validate: 'email', width: 180 },
      { key: 'tel', title: 'tel', editType: 'tel', validate: 'telephone', width: 140 },
      { key: 'price', title: 'price', editType: 'price', precision: 4, min: 0, width: 120 },
      {
        key: 'amount',
        title: 'amount',
        editType: 'amount',
        precision: 2,
        min: 0,
        max: 100000000,
        step: 0.01,
        width: 150,
        isSummary: true,
      },
      {
        key: 'status',
        title: `select (DOC_STATUS)`,
        editType: 'select',
        typeCode: 'DOC_STATUS',
        validate: 'required',
        width: 150,
      },
      { key: 'date', title: 'date', editType: 'date', validate: 'required', width: 140 },
      { key: 'daterange', title: 'daterange', editType: 'daterange', width: 240 },
      { key: 'datetime', title: 'datetime', editType: 'datetime', width: 190 },
      { key: 'datetimerange', title: 'datetimerange', editType: 'datetimerange', width: 340 },
      { key: 'year', title: 'year', editType: 'year', width: 110 },
      { key: 'month', title: 'month', editType: 'month', width: 120 },
      { key: 'enabledFlag', title: 'checkbox (Y/N)', editType: 'checkbox', width: 120 },
      {
        key: 'slot',
        title: 'slot',
        editType: 'slot',
        width: 120,
        slot: ({ row }) => (
          <Tag color={row.enabledFlag === 'Y' ? 'green' : 'default'}>
            {row.enabledFlag === 'Y' ? t('gallery.active') : t('gallery.inactive')}
          </Tag>
        ),
      },
      {
        key: 'button',
        title: 'button',
        editType: 'button',
        width: 120,
        buttons: [
          {
            key: 'show',
            label: t('gallery.showRow'),
            onClick: (row) => {
              message.info(JSON.stringify({ id: row.id, text: row.text, amount: row.amount }));
            },
          },
        ],
      },
      {
        key: 'fileIds',
        title: 'upload',
        editType: 'upload',
        width: 140,
        slot: (context) => <UploadCell context={context} />,
      },
    ],
    [t, message],
  );

  const validate = async () => {
    const ok = (await table.current?.validate()) ?? false;
    setResult(ok);
  };

  return (
    <Section name="editable" title={t('gallery.editable')} intro={t('gallery.editableIntro')}>
      <DataTable<EditRow>
        ref={table}
        dataSource={ROWS}
        columns={columns}
        rowKey="id"
        editable
        height={260}
        toolbarExtra={
          <Space>
            <Button type="primary" data-testid="gallery-validate" onClick={() => void validate()}>
              {t('gallery.validate')}
            </Button>
            <Button
              data-testid="gallery-reset-edits"
              onClick={() => {
                table.current?.resetEdits();
                setResult(null);
              }}
            >
              {t('gallery.resetEdits')}
            </Button>
            <span
              data-testid="gallery-validate-result"
              data-valid={result == null ? undefined : String(result)}
              aria-live="polite"
            >
              {result === true && (
                <Typography.Text type="success">
                  <CheckCircleOutlined /> {t('gallery.valid')}
                </Typography.Text>
              )}
              {result === false && (
                <Typography.Text type="danger">
                  <CloseCircleOutlined /> {t('gallery.invalid')}
                </Typography.Text>
              )}
            </span>
          </Space>
        }
      />
    </Section>
  );
}
