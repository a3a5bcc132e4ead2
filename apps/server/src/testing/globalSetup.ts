import { prepareTemplateDatabase } from './templateDatabase.ts';

/** Once per vitest run: the template database the server test files copy (templateDatabase.ts). */
export default async function globalSetup() {
  return prepareTemplateDatabase();
}
