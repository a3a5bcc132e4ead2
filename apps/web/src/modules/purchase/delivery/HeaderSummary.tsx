import type { DocumentTypeDef, FieldDef } from '@srm/core/documents/types';
import type { Lang } from '@srm/core/i18n/lang';
import { Card, Descriptions, Space } from 'antd';
import type { Row } from '../../../components/DataTable/types.ts';
import { StatusTag } from '../../../components/Document/StatusTag.tsx';

type Props = {
  /** "Delivery note DN…": the document's name and number. */
  title: string;
  record: Row;
  /** The header fields shown, in order; a reference shows its name (the field's displayKey). */
  fields: readonly FieldDef[];
  lang: Lang;
  /** The test id around the status tag. */
  statusTestId: string;
  /** The document type, for its own status names (a shipped note reads "Shipped"). */
  def?: Pick<DocumentTypeDef, 'statusLabels'>;
};

/** A delivery document's header, read-only, above the lines a user answers or receives. */
export function HeaderSummary({ title, record, fields, lang, statusTestId, def }: Props) {
  return (
    <Card
      title={
        <Space>
          {title}
          <span data-testid={statusTestId}>
            <StatusTag status={String(record.status)} def={def} />
          </span>
        </Space>
      }
    >
      <Descriptions size="small" column={3}>
        {fields.map((f) => (
          <Descriptions.Item key={f.key} label={f.label[lang]}>
            {String((f.displayKey ? record[f.displayKey] : record[f.key]) ?? '')}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}
