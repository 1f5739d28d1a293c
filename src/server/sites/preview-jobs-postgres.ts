import pg from 'pg';
import { jobFromRow, PREVIEW_JOBS_DDL, type PreviewInput, type PreviewJobs } from './preview-jobs';

/**
 * The preview queue on PostgreSQL, for several instances: claims use `FOR UPDATE SKIP LOCKED`, so two instances
 * never build the same site at once, and an instance that stops mid-build leaves its lease to expire.
 */
export async function openPostgresPreviewJobs(databaseUrl: string): Promise<PreviewJobs> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // An idle client's error (the database restarting) must not end the process; it surfaces on the next query.
  pool.on('error', () => undefined);
  // So does a checked-out client's, between two statements.
  pool.on('connect', (client) => client.on('error', () => undefined));
  await pool.query(PREVIEW_JOBS_DDL);
  const set = (sql: string, args: unknown[]) => pool.query(`UPDATE preview_jobs SET ${sql}`, args);
  return {
    async enqueue({ code, reference, input, now }) {
      await pool.query(
        `INSERT INTO preview_jobs (code, reference, input, state, next_attempt_at, created_at, updated_at) VALUES ($1, $2, $3, 'pending', $4, $4, $4)`,
        [code, reference, JSON.stringify(input), now],
      );
    },
    async claim(now, leaseMs, limit) {
      const { rows } = await pool.query(
        `UPDATE preview_jobs SET state = 'building', lease_until = $1, attempts = attempts + 1, updated_at = $2
         WHERE code IN (SELECT code FROM preview_jobs WHERE (state = 'pending' AND next_attempt_at <= $2) OR (state = 'building' AND lease_until <= $2)
                        ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING code, reference, input, attempts`,
        [now + leaseMs, now, limit],
      );
      return rows.map((r: { code: string; reference: string; input: string; attempts: number }) => ({
        code: r.code,
        reference: r.reference,
        input: JSON.parse(r.input) as PreviewInput,
        attempts: Number(r.attempts),
      }));
    },
    async finish(code, now) {
      await set(`state = 'ready', lease_until = NULL, last_error = NULL, updated_at = $1 WHERE code = $2`, [now, code]);
    },
    async retry(code, nextAttemptAt, error) {
      await set(`state = 'pending', lease_until = NULL, next_attempt_at = $1, last_error = $2, updated_at = $3 WHERE code = $4`, [nextAttemptAt, error.slice(0, 500), Date.now(), code]);
    },
    async fail(code, error) {
      await set(`state = 'failed', lease_until = NULL, last_error = $1, updated_at = $2 WHERE code = $3`, [error.slice(0, 500), Date.now(), code]);
    },
    async get(code) {
      const { rows } = await pool.query('SELECT * FROM preview_jobs WHERE code = $1', [code]);
      return rows[0] ? jobFromRow(rows[0]) : undefined;
    },
    async input(code) {
      const { rows } = await pool.query('SELECT input FROM preview_jobs WHERE code = $1', [code]);
      return rows[0] ? (JSON.parse(rows[0].input) as PreviewInput) : undefined;
    },
    async byReference(reference) {
      const { rows } = await pool.query('SELECT * FROM preview_jobs WHERE reference = $1 ORDER BY created_at DESC LIMIT 20', [reference]);
      return rows.map(jobFromRow);
    },
    async close() {
      await pool.end();
    },
  };
}
