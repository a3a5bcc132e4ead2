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
  mailTo: '收件人',
  mailSubject: '主题',
  mailStatus: '状态',
  mailError: '错误',
  mailCreatedAt: '记录时间',
  mailBody: '邮件正文',
  mailSENT: '已发送',
  mailLOGGED: '仅记录',
  mailFAILED: '发送失败',
  mailResend: '重新发送',
  mailResendConfirm: '重新发送这封邮件吗？',
  mailNoSmtp:
    '未配置 SMTP_URL：邮件只记录在这里，不会发出。注册的邮箱验证码等请在此查看正文，并通过其他方式转告申请人；配置 SMTP_URL 并重启后邮件才会发送。',
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
  mailTo: 'Recipient',
  mailSubject: 'Subject',
  mailStatus: 'State',
  mailError: 'Error',
  mailCreatedAt: 'Recorded at',
  mailBody: 'Body',
  mailSENT: 'Sent',
  mailLOGGED: 'Recorded only',
  mailFAILED: 'Failed',
  mailResend: 'Resend',
  mailResendConfirm: 'Send this mail again?',
  mailNoSmtp:
    'SMTP_URL is not set: mails are only recorded here and reach no one. Read a registration e-mail code in its body and pass it on another way; mails are sent once SMTP_URL is set and the server restarted.',
};
