import { prepareTemplate } from './server.ts';

/** Once per run: the template database every spec's server copies (support/server.ts). */
export default async function globalSetup() {
  return prepareTemplate();
}
