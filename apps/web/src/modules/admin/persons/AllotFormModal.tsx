import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../../app/api/client.ts';
import { FormModal } from '../../../components/FormModal/index.ts';
import { YNCheckbox } from '../../../components/YNCheckbox/index.ts';
import { POSITION_API, type PositionRow, usePickList, type YN } from '../org/api.ts';
import { selectRequired } from '../org/formRules.ts';
import { ALLOT_API, type AllotRow, type PersonRow } from './api.ts';

type Values = { positionId: number; primaryFlag: YN; dateFrom: Dayjs; dateTo?: Dayjs | null };
const DAY = 'YYYY-MM-DD';

/** Gives the person a position for a period (or changes an allotment). */
export function AllotFormModal({
  editing,
  person,
  onClose,
  onSaved,
}: {
  editing: { row: AllotRow | null } | null;
  person: PersonRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const row = editing?.row ?? null;
  const positions = usePickList<PositionRow>(POSITION_API.list, 'positions', { enabledFlag: 'Y' });
  const initialValues = useMemo<Partial<Values>>(
    () =>
      row
        ? {
            positionId: row.positionId,
            primaryFlag: row.primaryFlag,
            dateFrom: dayjs(row.dateFrom),
            dateTo: row.dateTo ? dayjs(row.dateTo) : null,
          }
        : { primaryFlag: 'N', dateFrom: dayjs().startOf('day') },
    [row],
  );
  const options = useMemo(() => {
    const list = (positions.data ?? []).map((p) => ({
      value: p.positionId,
      label: `${p.title} (${p.positionCode}) · ${p.orgName ?? ''}${p.departmentName ? ` / ${p.departmentName}` : ''}`,
    }));
    // A position disabled since it was allotted is not in the enabled list: keep it shown by name.
    if (row && !list.some((o) => o.value === row.positionId)) {
      list.unshift({ value: row.positionId, label: `${row.positionName} (${row.positionCode})` });
    }
    return list;
  }, [positions.data, row]);
  if (!editing) return null;
  return (
    <FormModal<Values>
      open
      title={row ? t('adminPerson.editAllot') : t('adminPerson.addAllot')}
      initialValues={initialValues}
      testId="allot-form"
      onClose={onClose}
      onSubmit={async (values) => {
        await post(ALLOT_API.save, {
          positionAllotId: row?.positionAllotId,
          personId: person.personId,
          positionId: values.positionId,
          primaryFlag: values.primaryFlag,
          dateFrom: values.dateFrom.format(DAY),
          dateTo: values.dateTo ? values.dateTo.format(DAY) : null,
          version: row?.version,
        });
        onSaved();
      }}
    >
      <Form.Item label={t('adminPerson.personName')}>
        <Input value={`${person.title} (${person.employeeNumber})`} disabled />
      </Form.Item>
      <Form.Item
        name="positionId"
        label={t('adminPerson.positionName')}
        rules={[selectRequired(t, t('adminPerson.positionName'))]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={positions.isLoading}
          options={options}
          data-testid="allot-form-position"
        />
      </Form.Item>
      <Form.Item name="primaryFlag">
        <YNCheckbox data-testid="allot-form-primary">{t('adminPerson.primaryFlag')}</YNCheckbox>
      </Form.Item>
      <Form.Item
        name="dateFrom"
        label={t('adminPerson.dateFrom')}
        rules={[selectRequired(t, t('adminPerson.dateFrom'))]}
      >
        <DatePicker style={{ width: 200 }} data-testid="allot-form-from" />
      </Form.Item>
      <Form.Item
        name="dateTo"
        label={t('adminPerson.dateTo')}
        extra={t('adminPerson.dateToHint')}
        dependencies={['dateFrom']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: Dayjs | null | undefined) => {
              const from = getFieldValue('dateFrom') as Dayjs | undefined;
              if (value && from && value.isBefore(from, 'day')) throw new Error(t('adminPerson.dateToBeforeFrom'));
            },
          }),
        ]}
      >
        <DatePicker style={{ width: 200 }} data-testid="allot-form-to" />
      </Form.Item>
    </FormModal>
  );
}
