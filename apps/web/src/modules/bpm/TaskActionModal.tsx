import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../app/api/client.ts';
import { FormModal } from '../../components/FormModal/index.ts';
import { type RemoteOption, RemoteSelect } from '../admin/users/RemoteSelect.tsx';
import { API, type TaskDetail, type TaskRow } from './api.ts';

export type TaskAction = 'approve' | 'reject' | 'transfer' | 'delegate' | 'reassign';

type Values = { comment?: string; targetNodeId?: string; toUserId?: number };

const SUCCESS = {
  approve: 'bpm.approved',
  reject: 'bpm.rejected',
  transfer: 'bpm.transferred',
  delegate: 'bpm.delegated',
  reassign: 'bpm.reassigned',
} as const;
const TITLE = {
  approve: 'bpm.approveTitle',
  reject: 'bpm.rejectTitle',
  transfer: 'bpm.transferTitle',
  delegate: 'bpm.delegateTitle',
  reassign: 'bpm.reassignTitle',
} as const;

const USERS_FOR_SELECT = '/api/baseServer/v1/baseUsersRestful/listForSelect';
type UserOption = { userId: number; userName: string; userFullName: string };
const userOption = (u: UserOption): RemoteOption => {
  const text = `${u.userFullName} (${u.userName})`;
  return { value: u.userId, label: text, text };
};

/** The dialog of one decision on a task: approve, reject (reason and where to), transfer or delegate. */
export function TaskActionModal({
  task,
  action,
  onClose,
  onDone,
}: {
  task: Pick<TaskRow, 'taskId' | 'docNumber' | 'title'>;
  action: TaskAction;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [targets, setTargets] = useState<TaskDetail['rejectTargets']>([]);
  useEffect(() => {
    if (action !== 'reject') return;
    post<TaskDetail>(API.task, { taskId: task.taskId })
      .then((detail) => setTargets(detail.rejectTargets ?? []))
      .catch(() => setTargets([]));
  }, [action, task.taskId]);

  const submit = async (values: Values) => {
    const body = { taskId: task.taskId, ...values };
    await post(API[action], body);
    onDone();
  };

  return (
    <FormModal<Values>
      open
      title={t(TITLE[action], { doc: task.docNumber ?? task.title ?? '' })}
      onSubmit={submit}
      onClose={onClose}
      successMessage={t(SUCCESS[action])}
      testId={`task-${action}`}
      okText={t(`bpm.${action}`)}
    >
      {(action === 'transfer' || action === 'delegate' || action === 'reassign') && (
        <Form.Item
          name="toUserId"
          label={t('bpm.toUser')}
          rules={[{ required: true, message: t('bpm.toUserRequired') }]}
        >
          <RemoteSelect<UserOption>
            api={USERS_FOR_SELECT}
            searchKey="keyword"
            toOption={userOption}
            placeholder={t('bpm.toUserPlaceholder')}
            data-testid="task-to-user"
          />
        </Form.Item>
      )}
      {action === 'reject' && (
        <Form.Item name="targetNodeId" label={t('bpm.backTo')}>
          <Select
            allowClear
            placeholder={t('bpm.backToInitiator')}
            data-testid="task-reject-target"
            options={targets.map((n) => ({ value: n.nodeId, label: n.nodeName ?? n.nodeId }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="comment"
        label={t('bpm.comment')}
        rules={action === 'reject' ? [{ required: true, whitespace: true, message: t('bpm.commentRequired') }] : []}
      >
        <Input.TextArea rows={3} maxLength={500} data-testid="task-comment" />
      </Form.Item>
    </FormModal>
  );
}
