import { defineScreens } from '../../app/screens/define.ts';

/** The integration screens (administrators): the outbox of messages to external systems, the mail outbox. */
export const screens = defineScreens({
  integrationOutbox: {
    load: () => import('./IntegrationOutboxScreen.tsx'),
    title: { CN: '集成推送队列', EN: 'Integration outbox' },
  },
  mailOutbox: {
    load: () => import('./MailOutboxScreen.tsx'),
    title: { CN: '邮件发件箱', EN: 'Mail outbox' },
  },
});
