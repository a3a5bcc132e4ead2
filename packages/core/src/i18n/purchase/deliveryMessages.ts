import type { Lang } from '../lang.ts';

/** Messages of the delivery part of procurement execution (issue 8); spread into messages.ts. */
export const deliveryMessages = {} as const satisfies Record<string, Record<Lang, string>>;
