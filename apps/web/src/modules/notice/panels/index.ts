/**
 * Home panels of notices, notifications and operation guides (spec §1 home pages), for the home pages to place:
 * - `<NoticePanel title types pageRows disabled>` — newest notices of some types (bold = unread), "more";
 * - `<NotificationPanel pageRows disabled>` — my newest notifications; LINK opens its link in a new window;
 * - `<GuideLinks types disabled>` — the public documents of some types with their files.
 * `disabled` (responsibility GZJTMDY) loads nothing and navigates nowhere.
 */
export { GuideLinks, type GuideLinksProps } from './GuideLinks.tsx';
export { NoticePanel, type NoticePanelProps } from './NoticePanel.tsx';
export { NotificationPanel, type NotificationPanelProps } from './NotificationPanel.tsx';
