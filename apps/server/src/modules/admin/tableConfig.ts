import { tableConfigSchema, tableKeySchema } from '@srm/core/excel/index';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOGGED_IN } from '../../platform/access/rules.ts';
import { defineAction } from '../../platform/http/action.ts';
import { tableConfigs } from '../../platform/tableConfig/schema.ts';

// A user reads and writes only their own configurations: the user comes from the session, never
// from the body, and every statement is filtered by it.

const saveOrUpdate = defineAction({
  server: 'baseServer',
  entity: 'baseTableConfig',
  action: 'saveOrUpdate',
  summary: "Save the caller's column configuration of a table (created or replaced)",
  auth: LOGGED_IN,
  mutates: true,
  body: z.object({ tableKey: tableKeySchema, config: tableConfigSchema }),
  handler: async ({ deps, user, body }) => {
    const userId = user!.userId;
    const [row] = await deps.db
      .insert(tableConfigs)
      .values({ userId, tableKey: body.tableKey, config: body.config, createdBy: userId, lastUpdatedBy: userId })
      .onConflictDoUpdate({
        target: [tableConfigs.userId, tableConfigs.tableKey],
        set: {
          config: body.config,
          lastUpdatedBy: userId,
          lastUpdateDate: new Date(),
          version: sql`${tableConfigs.version} + 1`,
        },
      })
      .returning({ tableKey: tableConfigs.tableKey, config: tableConfigs.config, version: tableConfigs.version });
    return { data: row, msg: 'ok.saved' };
  },
});

const findByKey = defineAction({
  server: 'baseServer',
  entity: 'baseTableConfig',
  action: 'findByKey',
  summary: "The caller's column configuration of a table, or null when there is none",
  auth: LOGGED_IN,
  body: z.object({ tableKey: tableKeySchema }),
  handler: async ({ deps, user, body }) => {
    const [row] = await deps.db
      .select({
        tableKey: tableConfigs.tableKey,
        config: tableConfigs.config,
        version: tableConfigs.version,
        lastUpdateDate: tableConfigs.lastUpdateDate,
      })
      .from(tableConfigs)
      .where(and(eq(tableConfigs.userId, user!.userId), eq(tableConfigs.tableKey, body.tableKey)));
    return { data: row ?? null };
  },
});

const remove = defineAction({
  server: 'baseServer',
  entity: 'baseTableConfig',
  action: 'delete',
  summary: "Delete the caller's column configuration of a table (back to the defaults)",
  auth: LOGGED_IN,
  mutates: true,
  body: z.object({ tableKey: tableKeySchema }),
  handler: async ({ deps, user, body }) => {
    const rows = await deps.db
      .delete(tableConfigs)
      .where(and(eq(tableConfigs.userId, user!.userId), eq(tableConfigs.tableKey, body.tableKey)))
      .returning({ id: tableConfigs.id });
    return { data: { deleted: rows.length } };
  },
});

export const tableConfigActions = [saveOrUpdate, findByKey, remove];
