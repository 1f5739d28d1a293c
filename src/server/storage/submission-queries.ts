/**
 * Submissions, customers and their journeys: written once with Kysely for both engines. A submission is stored
 * with its hook calls, their outbox entries and its journey events in one transaction, so the relay never sees
 * a call whose submission is missing, and a repeated attempt key never makes a second submission.
 */
import { sql, type Kysely } from 'kysely';
import { answersMatchText, foldForMatch } from '../../domain/match-text';
import { insertCalls } from './call-queries';
import { fromJson, num, type Database } from './schema';
import type { CustomerSummary, EventAttempt, JourneyEvent, Store, SubmissionRecord } from './store';

type Db = Kysely<Database>;
type SubmissionQueries = Pick<
  Store,
  'recordSubmission' | 'recordCalls' | 'recordEventAttempt' | 'getEventAttempt' | 'getSubmission' | 'getSubmissionByAttempt' | 'listSubmissions' | 'addCustomer' | 'hasCustomer' | 'listCustomers' | 'journey' | 'customersWithAnswer'
>;

function submissionFromRow(row: { [K in keyof Database['submissions']]: unknown }): SubmissionRecord {
  return {
    id: String(row.id),
    form: String(row.form),
    customerRef: row.customer_ref === null ? null : String(row.customer_ref),
    answers: fromJson(row.answers),
    files: fromJson(row.files),
    attemptKey: String(row.attempt_key),
    clientIp: String(row.client_ip),
    userAgent: String(row.user_agent),
    createdAt: num(row.created_at),
  };
}

function eventFromRow(row: { customer_ref: string; event: string; at: unknown; submission_id: string | null }): JourneyEvent {
  return { customerRef: row.customer_ref, event: row.event, at: num(row.at), submissionId: row.submission_id };
}

/** True for the error a unique key raises on either engine. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The submission, customer and journey queries of one database. */
export function submissionQueries(db: Db): SubmissionQueries {
  const insertEvents = async (trx: Db, events: JourneyEvent[]) => {
    if (!events.length) return;
    await trx
      .insertInto('journey')
      .values(events.map((e) => ({ customer_ref: e.customerRef, event: e.event, at: e.at, submission_id: e.submissionId })))
      .execute();
  };
  const eventAttempt = async (key: string): Promise<EventAttempt | undefined> => {
    const row = await db.selectFrom('event_attempts').selectAll().where('attempt_key', '=', key).executeTakeFirst();
    return row ? { key: row.attempt_key, form: row.form, request: fromJson(row.request), reply: fromJson(row.reply), createdAt: num(row.created_at) } : undefined;
  };
  const byAttempt = async (attemptKey: string) => {
    const row = await db.selectFrom('submissions').selectAll().where('attempt_key', '=', attemptKey).executeTakeFirst();
    return row ? submissionFromRow(row) : undefined;
  };

  return {
    async recordSubmission({ submission: s, calls, events }) {
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('submissions')
            .values({
              id: s.id,
              form: s.form,
              customer_ref: s.customerRef,
              answers: JSON.stringify(s.answers),
              match_text: answersMatchText(s.answers),
              files: JSON.stringify(s.files),
              attempt_key: s.attemptKey,
              client_ip: s.clientIp,
              user_agent: s.userAgent,
              created_at: s.createdAt,
            })
            .execute();
          await insertCalls(trx, calls);
          await insertEvents(trx, events);
        });
        return { submission: s, repeated: false };
      } catch (error) {
        // Two requests with one attempt key at once: the second loses the race for the unique key.
        const first = isUniqueViolation(error) ? await byAttempt(s.attemptKey) : undefined;
        if (first) return { submission: first, repeated: true };
        throw error;
      }
    },
    async recordCalls(calls, events = []) {
      await db.transaction().execute(async (trx) => {
        await insertCalls(trx, calls);
        await insertEvents(trx, events);
      });
    },
    async recordEventAttempt(attempt, calls, events = []) {
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('event_attempts')
            .values({ attempt_key: attempt.key, form: attempt.form, request: JSON.stringify(attempt.request), reply: JSON.stringify(attempt.reply), created_at: attempt.createdAt })
            .execute();
          await insertCalls(trx, calls);
          await insertEvents(trx, events);
        });
        return { attempt, repeated: false };
      } catch (error) {
        // Two events with one key at once: the second loses the race for the key.
        const first = isUniqueViolation(error) ? await eventAttempt(attempt.key) : undefined;
        if (first) return { attempt: first, repeated: true };
        throw error;
      }
    },
    getEventAttempt: eventAttempt,
    async getSubmission(id) {
      const row = await db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? submissionFromRow(row) : undefined;
    },
    getSubmissionByAttempt: byAttempt,
    async listSubmissions(options = {}) {
      let query = db.selectFrom('submissions').selectAll();
      if (options.customerRef) query = query.where('customer_ref', '=', options.customerRef);
      return (await query.orderBy('created_at', 'desc').orderBy('id').limit(options.limit ?? 100).execute()).map(submissionFromRow);
    },
    async addCustomer(ref, now) {
      const result = await db.insertInto('customers').values({ ref, created_at: now }).onConflict((oc) => oc.column('ref').doNothing()).executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async hasCustomer(ref) {
      return Boolean(await db.selectFrom('customers').select('ref').where('ref', '=', ref).executeTakeFirst());
    },
    async listCustomers(limit = 50) {
      const [fromSubmissions, fromJourney, files] = await Promise.all([
        db.selectFrom('submissions').select(['customer_ref', (eb) => eb.fn.max('created_at').as('last')]).where('customer_ref', 'is not', null).groupBy('customer_ref').execute(),
        db.selectFrom('journey').select(['customer_ref', (eb) => eb.fn.max('at').as('last')]).groupBy('customer_ref').execute(),
        db.selectFrom('files').select(['customer_ref', (eb) => eb.fn.countAll().as('n')]).where('state', '=', 'stored').groupBy('customer_ref').execute(),
      ]);
      const last = new Map<string, number>();
      for (const r of [...fromSubmissions, ...fromJourney]) if (r.customer_ref) last.set(r.customer_ref, Math.max(last.get(r.customer_ref) ?? 0, num(r.last)));
      const refs = [...last.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([ref]) => ref);
      const fileCounts = new Map(files.map((f) => [f.customer_ref, num(f.n)]));
      return Promise.all(
        refs.map(async (ref): Promise<CustomerSummary> => {
          const latest = await db.selectFrom('submissions').selectAll().where('customer_ref', '=', ref).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
          const event = await db.selectFrom('journey').selectAll().where('customer_ref', '=', ref).orderBy('at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
          return { ref, latest: latest && submissionFromRow(latest), last: event && eventFromRow(event), files: fileCounts.get(ref) ?? 0 };
        }),
      );
    },
    async customersWithAnswer(paths, value, limit = 20) {
      const wanted = foldForMatch(value);
      if (!wanted) return [];
      // The text is narrowed by the database (the value as JSON text in the answers folded alike, on either engine,
      // src/domain/match-text.ts), the paths checked here.
      const needle = `%${JSON.stringify(wanted).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .selectFrom('submissions')
        .select(['customer_ref', 'answers'])
        .where('customer_ref', 'is not', null)
        .where(sql<boolean>`match_text like ${needle} escape '\\'`)
        .orderBy('created_at', 'desc')
        .limit(200)
        .execute();
      const refs: string[] = [];
      for (const row of rows) {
        const answers = fromJson<Record<string, unknown>>(row.answers);
        const held = paths.some((path) => {
          const found = path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), answers);
          return typeof found === 'string' && foldForMatch(found) === wanted;
        });
        if (held && row.customer_ref && !refs.includes(row.customer_ref)) refs.push(row.customer_ref);
      }
      return refs.slice(0, limit);
    },
    async journey(customerRef) {
      const rows = await db.selectFrom('journey').selectAll().where('customer_ref', '=', customerRef).orderBy('at').orderBy('id').execute();
      return rows.map(eventFromRow);
    },
  };
}
