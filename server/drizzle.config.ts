import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/platform/db/schema/*.ts',
  out: './server/migrations',
});
