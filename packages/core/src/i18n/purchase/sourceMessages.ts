import type { Lang } from '../lang.ts';

/** Messages of the source part of procurement execution (issue 8); spread into messages.ts. */
export const sourceMessages = {} as const satisfies Record<string, Record<Lang, string>>;
