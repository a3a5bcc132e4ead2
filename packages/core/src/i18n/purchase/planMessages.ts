import type { Lang } from '../lang.ts';

/** Messages of the plan part of procurement execution (issue 8); spread into messages.ts. */
export const planMessages = {} as const satisfies Record<string, Record<Lang, string>>;
