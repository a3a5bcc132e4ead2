/** Endpoint paths and row types of the message centre (docs/api.md, messageServer). */
const M = '/api/messageServer/v1';

export const API = {
  sources: `${M}/msgSourceRestful/listByPage`,
  sourcesForSelect: `${M}/msgSourceRestful/listForSelect`,
  saveSource: `${M}/msgSourceRestful/saveOrUpdate`,
  deleteSource: `${M}/msgSourceRestful/delete`,
  templates: `${M}/msgTemplateRestful/listByPage`,
  saveTemplate: `${M}/msgTemplateRestful/saveOrUpdate`,
  previewTemplate: `${M}/msgTemplateRestful/preview`,
  deleteTemplate: `${M}/msgTemplateRestful/delete`,
  configs: `${M}/msgConfigRestful/listByPage`,
  saveConfig: `${M}/msgConfigRestful/saveOrUpdate`,
  responsibilities: `${M}/msgConfigRestful/listResponsibilities`,
  send: `${M}/msgMessageRestful/send`,
  sentMessages: `${M}/msgMessageRestful/listByPage`,
  withdrawMessage: `${M}/msgMessageRestful/withdraw`,
  templatesForSend: `${M}/msgMessageRestful/listTemplates`,
  instances: `${M}/msgInstanceRestful/listByPage`,
  withdrawInstance: `${M}/msgInstanceRestful/withdraw`,
  todoMessages: `${M}/msgTdRestful/listByPage`,
  receivers: `${M}/msgReceiveRestful/listByPage`,
  history: `${M}/msgHistoryRestful/listByPage`,
  logs: `${M}/msgLogRestful/listByPage`,
  retry: `${M}/msgLogRestful/retry`,
  inbox: `${M}/msgInboxRestful/listByPage`,
  openMessage: `${M}/msgInboxRestful/findById`,
  readAll: `${M}/msgInboxRestful/doReadAll`,
  myPrefs: `${M}/msgUserPrefRestful/listMine`,
  saveMyPrefs: `${M}/msgUserPrefRestful/saveMine`,
  articles: `${M}/msgArticleRestful/listByPage`,
  saveArticle: `${M}/msgArticleRestful/saveOrUpdate`,
  publishArticle: `${M}/msgArticleRestful/doPublish`,
  unpublishArticle: `${M}/msgArticleRestful/doUnpublish`,
  deleteArticle: `${M}/msgArticleRestful/delete`,
  rules: `${M}/msgReminderRuleRestful/listByPage`,
  saveRule: `${M}/msgReminderRuleRestful/saveOrUpdate`,
  deleteRule: `${M}/msgReminderRuleRestful/delete`,
  usersForSelect: '/api/baseServer/v1/baseUsersRestful/listForSelect',
  suppliersForSelect: '/api/baseServer/v1/baseSupplierRestful/listForSelect',
} as const;

export const CHANNELS = ['IN_APP', 'EMAIL'] as const;
export type Channel = (typeof CHANNELS)[number];

export type Variable = { name: string; description: string; sample: string };
export type Source = {
  sourceId: number;
  sourceCode: string;
  sourceName: string;
  sourceNameEn: string | null;
  moduleCode: string | null;
  variables: Variable[];
  enabledFlag: 'Y' | 'N';
  version: number;
  title?: string;
};
export type Template = {
  templateId: number;
  sourceId: number;
  sourceCode: string;
  sourceName: string;
  channel: Channel;
  lang: 'CN' | 'EN';
  title: string;
  body: string;
  enabledFlag: 'Y' | 'N';
  version: number;
};
export type Config = {
  sourceId: number;
  sourceCode: string;
  sourceName: string;
  sourceNameEn: string | null;
  configId: number | null;
  enabledFlag: 'Y' | 'N';
  channels: Channel[];
  naturalFlag: 'Y' | 'N';
  userIds: number[];
  userNames: string[];
  respIds: number[];
  respNames: string[];
  reminderRuleId: number | null;
  reminderRuleName: string | null;
  version: number | null;
};
export type Instance = {
  instanceId: number;
  sourceCode: string;
  sourceName: string | null;
  sendType: 'MANUAL' | 'EVENT' | 'REMINDER';
  title: string;
  content: string;
  channels: Channel[];
  senderName: string | null;
  billNumber: string | null;
  status: 'SENT' | 'WITHDRAWN';
  receiverCount: number;
  readCount: number;
  creationDate: string;
  pendingTitle?: string | null;
  todoState?: string | null;
  todoReceiver?: string | null;
};
export type InboxRow = {
  receiverId: number;
  instanceId: number;
  title: string;
  content: string;
  sourceName: string | null;
  senderName: string | null;
  readFlag: 'Y' | 'N';
  readDate: string | null;
  instanceStatus: 'SENT' | 'WITHDRAWN';
  billNumber: string | null;
  creationDate: string;
};
export type Rule = {
  ruleId: number;
  ruleName: string;
  billType: string | null;
  firstAfterHours: number;
  repeatHours: number;
  maxTimes: number;
  channels: Channel[];
  enabledFlag: 'Y' | 'N';
  version: number;
};
export type Article = {
  articleId: number;
  title: string;
  category: 'NEWS' | 'KNOWLEDGE' | 'POLICY';
  body: string;
  audience: 'ALL' | 'INTERNAL' | 'SUPPLIER';
  status: 'DRAFT' | 'PUBLISHED' | 'UNPUBLISHED';
  publishDate: string | null;
  version: number;
};
