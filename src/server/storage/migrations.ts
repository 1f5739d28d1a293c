/**
 * The numbered migrations of the one database layout, written once with Kysely's schema API for SQLite and
 * PostgreSQL alike. Kysely's migrator applies those not yet applied, in order, in one transaction and under its
 * own lock (so instances starting together do not race), and records each in `kysely_migration`.
 *
 * A database made before this list existed has the tables of 0001 already: 0001 creates only what is missing, so
 * such a database is upgraded in place by 0002 and later, keeping every row.
 */
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { answersMatchText } from '../../domain/match-text';

/** The two engines; a migration may need to say a type differently for each. */
export type Engine = 'sqlite' | 'postgres';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the layout before it, not Database
type Db = Kysely<any>;

function migrations(engine: Engine): Record<string, Migration> {
  const json = engine === 'postgres' ? 'jsonb' : 'text';
  return {
    /** Hook calls (then named `submissions`), their outbox and the uploaded files, as the first build made them. */
    '0001-hook-calls-outbox-files': {
      async up(db: Db) {
        await db.schema
          .createTable('submissions')
          .ifNotExists()
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('hook', 'text', (c) => c.notNull())
          .addColumn('payload', json, (c) => c.notNull())
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('client_ip', 'text', (c) => c.notNull())
          .addColumn('user_agent', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('submissions_created').ifNotExists().on('submissions').column('created_at').execute();
        await db.schema
          .createTable('outbox')
          .ifNotExists()
          .addColumn('submission_id', 'text', (c) => c.primaryKey().references('submissions.id'))
          .addColumn('hook', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
          .addColumn('lease_until', 'bigint')
          .addColumn('last_status', 'integer')
          .addColumn('last_error', 'text')
          .addColumn('delivered_at', 'bigint')
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('outbox_due').ifNotExists().on('outbox').columns(['state', 'next_attempt_at']).execute();
        await db.schema
          .createTable('files')
          .ifNotExists()
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('customer_ref', 'text', (c) => c.notNull())
          .addColumn('file_type', 'text', (c) => c.notNull())
          .addColumn('mime_type', 'text', (c) => c.notNull())
          .addColumn('size', 'bigint')
          .addColumn('storage', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('stored_at', 'bigint')
          .execute();
      },
    },
    /**
     * Submissions of forms become their own table: the hook calls move to `hook_calls` (knowing their customer and
     * submission), customers given a reference by the server are kept, and each customer's journey is recorded.
     */
    '0002-submissions-customers-journey': {
      async up(db: Db) {
        await db.schema.alterTable('submissions').renameTo('hook_calls').execute();
        await db.schema.alterTable('outbox').renameColumn('submission_id', 'call_id').execute();
        await db.schema.alterTable('hook_calls').addColumn('customer_ref', 'text').execute();
        await db.schema.alterTable('hook_calls').addColumn('submission_id', 'text').execute();
        // Calls stored before this knew their customer only inside the payload.
        const ref =
          engine === 'postgres'
            ? sql`coalesce(nullif(payload->>'customerNumber', ''), nullif(payload->>'leadId', ''))`
            : sql`coalesce(nullif(json_extract(payload, '$.customerNumber'), ''), nullif(json_extract(payload, '$.leadId'), ''))`;
        await db.updateTable('hook_calls').set({ customer_ref: ref }).execute();
        await db.schema.createIndex('hook_calls_customer').on('hook_calls').columns(['customer_ref', 'created_at']).execute();
        await db.schema
          .createTable('submissions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('form', 'text', (c) => c.notNull())
          .addColumn('customer_ref', 'text')
          .addColumn('answers', json, (c) => c.notNull())
          .addColumn('files', json, (c) => c.notNull())
          .addColumn('attempt_key', 'text', (c) => c.notNull().unique())
          .addColumn('client_ip', 'text', (c) => c.notNull())
          .addColumn('user_agent', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('submissions_customer').on('submissions').columns(['customer_ref', 'created_at']).execute();
        await db.schema
          .createTable('customers')
          .addColumn('ref', 'text', (c) => c.primaryKey())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('journey')
          .addColumn('id', engine === 'postgres' ? 'bigserial' : 'integer', (c) => (engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('customer_ref', 'text', (c) => c.notNull())
          .addColumn('event', 'text', (c) => c.notNull())
          .addColumn('at', 'bigint', (c) => c.notNull())
          .addColumn('submission_id', 'text')
          .execute();
        await db.schema.createIndex('journey_customer').on('journey').columns(['customer_ref', 'at']).execute();
        // The first build's own record of its one migration, replaced by Kysely's.
        await db.schema.dropTable('schema_migrations').ifExists().execute();
      },
    },
    /**
     * The preview websites' build queue joins the store. A PostgreSQL database whose queue the earlier build made by
     * hand (the same table, columns and indexes) keeps it and its rows; the embedded store's rows come over from
     * `previews.sqlite` when the server opens (src/server/sites/preview-jobs.ts).
     */
    '0003-preview-jobs': {
      async up(db: Db) {
        await db.schema
          .createTable('preview_jobs')
          .ifNotExists()
          .addColumn('code', 'text', (c) => c.primaryKey())
          .addColumn('reference', 'text', (c) => c.notNull())
          .addColumn('input', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
          .addColumn('lease_until', 'bigint')
          .addColumn('last_error', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('preview_jobs_due').ifNotExists().on('preview_jobs').columns(['state', 'next_attempt_at']).execute();
        await db.schema.createIndex('preview_jobs_reference').ifNotExists().on('preview_jobs').columns(['reference', 'created_at']).execute();
      },
    },
    /**
     * The drafts of multi-step forms sent without JavaScript: each under an unguessable token the page carries
     * (`_draft`), with the answers, the files received, the step and when it expires.
     */
    '0004-form-drafts': {
      async up(db: Db) {
        await db.schema
          .createTable('form_drafts')
          .addColumn('token', 'text', (c) => c.primaryKey())
          .addColumn('form', 'text', (c) => c.notNull())
          .addColumn('answers', json, (c) => c.notNull())
          .addColumn('files', json, (c) => c.notNull())
          .addColumn('step', 'integer', (c) => c.notNull())
          .addColumn('returning', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('customer_ref', 'text')
          .addColumn('attempt_key', 'text', (c) => c.notNull())
          .addColumn('submission_id', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('form_drafts_expiry').on('form_drafts').column('expires_at').execute();
      },
    },
    /** A form's first page posted again (after the browser's Back) finds the draft it started by its attempt key. */
    '0005-form-drafts-attempt': {
      async up(db: Db) {
        await db.schema.createIndex('form_drafts_attempt').ifNotExists().on('form_drafts').columns(['attempt_key', 'form']).execute();
      },
    },
    /**
     * Posts of one draft take turns: a post holds the draft (`held_by` until `held_until`, a lease a stopped server lets
     * go of) while it reads and writes it, and each save counts a revision the page carries, so a post from a page drawn
     * before another post of the draft (a second tab, a double press) is known.
     */
    '0006-form-drafts-turns': {
      async up(db: Db) {
        await db.schema.alterTable('form_drafts').addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.alterTable('form_drafts').addColumn('held_by', 'text').execute();
        await db.schema.alterTable('form_drafts').addColumn('held_until', 'bigint').execute();
      },
    },
    /**
     * The answers of each submission folded for a search letter case aside, the same on both engines (their `lower()`
     * differ beyond A to Z); the submissions stored before are folded here.
     */
    '0007-submissions-match-text': {
      async up(db: Db) {
        await db.schema.alterTable('submissions').addColumn('match_text', 'text').execute();
        for (let after = ''; ; ) {
          const rows: { id: string; answers: unknown }[] = await db.selectFrom('submissions').select(['id', 'answers']).where('id', '>', after).orderBy('id').limit(500).execute();
          if (!rows.length) break;
          for (const row of rows) {
            const answers = typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers;
            await db.updateTable('submissions').set({ match_text: answersMatchText(answers) }).where('id', '=', row.id).execute();
          }
          after = rows[rows.length - 1].id;
        }
      },
    },
    /**
     * A step event sent under the client's `Idempotency-Key` keeps what it sent and was answered, so the key sent again
     * with the same event is answered the same and with another event is refused (as a submission's attempt key is).
     */
    '0008-event-attempts': {
      async up(db: Db) {
        await db.schema
          .createTable('event_attempts')
          .addColumn('attempt_key', 'text', (c) => c.primaryKey())
          .addColumn('form', 'text', (c) => c.notNull())
          .addColumn('request', json, (c) => c.notNull())
          .addColumn('reply', json, (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
  };
}

/**
 * Brings the database to the latest layout; throws with the failing migration's name and reason.
 * @example await migrateToLatest(db, 'sqlite')
 */
export async function migrateToLatest(db: Db, engine: Engine): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(engine) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `Database migration ${failed.migrationName} failed: ${reason}` : `Database migration failed: ${reason}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** The name of every migration, in order (the latest last). */
export function migrationNames(): string[] {
  return Object.keys(migrations('sqlite'));
}
