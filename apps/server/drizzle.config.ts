import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from the tables below. Migrations are committed
// and append-only: never edit one that has landed, add the next.
export default defineConfig({
  dialect: 'postgresql',
  // platform/access/scopeSchema.ts holds the data-permission tables beside the access schema.
  schema: [
    './apps/server/src/platform/*/schema.ts',
    './apps/server/src/platform/*/*Schema.ts',
    './apps/server/src/modules/*/schema.ts',
    // A module with several families of tables may keep each in its own <family>Schema.ts.
    './apps/server/src/modules/*/*Schema.ts',
    // A module's sub-folder with tables of its own (contract/esign, contract/templates).
    './apps/server/src/modules/*/*/schema.ts',
  ],
  out: './apps/server/src/migrations',
});
