import 'i18next';
import type { en } from './en.ts';
import type { enWorkspace } from './en.workspace.ts';

// Typed translation keys: `t('login.submit')` compiles, `t('login.sumbit')` does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enWorkspace };
  }
}
