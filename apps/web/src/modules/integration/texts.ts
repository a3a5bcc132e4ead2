import type { Translation } from '../../app/i18n/en.ts';

/** Texts of the integration outbox screen (wired into the workspace texts as `integration`); shared outbox labels are bpm's. */
export const zh = {
  target: '目标系统',
  targetOA: 'OA 审批系统',
  targetSAP: 'SAP 供应商主数据',
  billSUPPLIER: '供应商',
  redeliver: '重新投递',
  redeliverConfirm: '重新投递该消息吗？',
  redelivered: '已重新加入投递队列',
  payload: '消息内容',
};

export const en: Translation<typeof zh> = {
  target: 'Target system',
  targetOA: 'OA approval system',
  targetSAP: 'SAP vendor master',
  billSUPPLIER: 'Supplier',
  redeliver: 'Redeliver',
  redeliverConfirm: 'Deliver this message again?',
  redelivered: 'Queued to be delivered again',
  payload: 'Payload',
};
