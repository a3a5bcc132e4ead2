import type { Lang } from '../lang.ts';

/** Messages of the order part of procurement execution (issue 8); spread into messages.ts. */
export const orderMessages = {} as const satisfies Record<string, Record<Lang, string>>;
