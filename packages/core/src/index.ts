export * from './api.ts';
export * from './constants/identity.ts';
export * from './constants/status.ts';
export * from './i18n/lang.ts';
export * from './i18n/messages.ts';
