import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { openPostgresStore } from './postgres-store';
import { openSqliteStore } from './sqlite-store';
import type { SubmissionStore } from './submission-store';

/**
 * The engines a store test runs on: SQLite always; PostgreSQL when
 * TEST_DATABASE_URL names a server (CI installs and starts Debian's). Each
 * `open` is a fresh database: a file in `dir`, or a new schema.
 */
export function storeEngines(): { name: string; open: (dir: string) => Promise<SubmissionStore> }[] {
  const url = process.env.TEST_DATABASE_URL;
  return [
    { name: 'SQLite', open: async (dir) => openSqliteStore(path.join(dir, 'db.sqlite')) },
    ...(url
      ? [
          {
            name: 'PostgreSQL',
            open: async () => {
              const schema = `t_${randomBytes(6).toString('hex')}`;
              const client = new pg.Client({ connectionString: url });
              await client.connect();
              await client.query(`CREATE SCHEMA ${schema}`);
              await client.end();
              return openPostgresStore(url, { schema });
            },
          },
        ]
      : []),
  ];
}
