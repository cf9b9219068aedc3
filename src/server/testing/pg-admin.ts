import pg from 'pg';

/** Runs one statement on the PostgreSQL server of `url` (create or drop a test database). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
