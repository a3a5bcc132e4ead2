import { defineScreens } from '../../app/screens/define.ts';

/** Screens of the message centre (issue 6), keyed by the menu's htmlUrl. */
export const screens = defineScreens({
  receiveMessageList: {
    load: () => import('./ReceiveMessageListScreen.tsx'),
    title: { CN: '我的消息', EN: 'My messages' },
  },
  messageList: { load: () => import('./MessageListScreen.tsx'), title: { CN: '消息发送', EN: 'Send messages' } },
  msgTempleCfg: { load: () => import('./MsgTemplateScreen.tsx'), title: { CN: '消息模板', EN: 'Message templates' } },
  msgSourceCfg: { load: () => import('./MsgSourceScreen.tsx'), title: { CN: '消息来源', EN: 'Message sources' } },
  msgCfg: { load: () => import('./MsgConfigScreen.tsx'), title: { CN: '消息配置', EN: 'Message configuration' } },
  msgInstance: { load: () => import('./MsgInstanceScreen.tsx'), title: { CN: '消息实例', EN: 'Message instances' } },
  msgReceive: { load: () => import('./ReceiverListScreen.tsx'), title: { CN: '接收人', EN: 'Receivers' } },
  msgHistory: { load: () => import('./MsgHistoryScreen.tsx'), title: { CN: '消息历史', EN: 'Message history' } },
  msgTd: { load: () => import('./MsgTdScreen.tsx'), title: { CN: '待办消息', EN: 'To-do messages' } },
  msgLog: { load: () => import('./MsgLogScreen.tsx'), title: { CN: '发送日志', EN: 'Delivery log' } },
  msgUser: { load: () => import('./MsgUserScreen.tsx'), title: { CN: '接收设置', EN: 'Receiving preferences' } },
  articleManagementList: { load: () => import('./ArticleScreen.tsx'), title: { CN: '文章管理', EN: 'Articles' } },
  reminderSetting: {
    load: () => import('./ReminderSettingScreen.tsx'),
    title: { CN: '催办设置', EN: 'Reminder settings' },
  },
});
