import type { DbOrTx } from '../db/types.ts';
import { processEvents } from './schema.ts';

/** What happened on an instance, in the order it happened (the approval trail). */
export type EventType = 'START' | 'APPROVE' | 'REJECT' | 'TRANSFER' | 'DELEGATE' | 'REASSIGN' | 'WITHDRAW' | 'END';

export type EventEntry = {
  instanceId: number;
  eventType: EventType;
  userId: number | null;
  taskId?: number | null;
  nodeId?: string | null;
  nodeName?: string | null;
  onBehalfOfUserId?: number | null;
  toUserId?: number | null;
  comment?: string | null;
  detail?: Record<string, unknown> | null;
  durationMs?: number | null;
};

export async function recordEvent(tx: DbOrTx, entry: EventEntry): Promise<void> {
  await tx.insert(processEvents).values(entry);
}
