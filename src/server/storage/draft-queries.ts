/**
 * The drafts of multi-step forms sent without JavaScript, on both engines: one row per draft token, written whole on
 * every step posted (each save counting a revision), read back only while it has not expired. Posts of one draft take
 * turns: a post holds the draft with one conditional update, which both engines apply atomically, so two servers or
 * two requests never both hold it; the hold is a lease, so a server stopped mid-post lets go of it in time.
 */
import { sql, type Kysely } from 'kysely';
import { fromJson, num, type Database } from './schema';
import type { FormDraft, Store } from './store';

type Db = Kysely<Database>;
type DraftQueries = Pick<Store, 'saveDraft' | 'getDraft' | 'getDraftByAttempt' | 'purgeExpiredDrafts' | 'holdDraft' | 'releaseDraft'>;

function draftFromRow(row: { [K in keyof Database['form_drafts']]: unknown }): FormDraft {
  return {
    token: String(row.token),
    form: String(row.form),
    answers: fromJson(row.answers),
    files: fromJson(row.files),
    step: num(row.step),
    returning: num(row.returning) === 1,
    customerRef: row.customer_ref === null ? null : String(row.customer_ref),
    attemptKey: String(row.attempt_key),
    submissionId: row.submission_id === null ? null : String(row.submission_id),
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
    expiresAt: num(row.expires_at),
    revision: num(row.revision),
  };
}

/** The draft queries of one database. */
export function draftQueries(db: Db): DraftQueries {
  return {
    async saveDraft(d) {
      const values = {
        form: d.form,
        answers: JSON.stringify(d.answers),
        files: JSON.stringify(d.files),
        step: d.step,
        returning: d.returning ? 1 : 0,
        customer_ref: d.customerRef,
        attempt_key: d.attemptKey,
        submission_id: d.submissionId,
        updated_at: d.updatedAt,
        expires_at: d.expiresAt,
      };
      const row = await db
        .insertInto('form_drafts')
        .values({ token: d.token, created_at: d.createdAt, ...values })
        .onConflict((c) => c.column('token').doUpdateSet({ ...values, revision: sql<number>`form_drafts.revision + 1` }))
        .returning('revision')
        .executeTakeFirstOrThrow();
      return num(row.revision);
    },
    async holdDraft(token, holder, now, until) {
      const result = await db
        .updateTable('form_drafts')
        .set({ held_by: holder, held_until: until })
        .where('token', '=', token)
        .where('expires_at', '>', now)
        .where((eb) => eb.or([eb('held_until', 'is', null), eb('held_until', '<=', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async releaseDraft(token, holder) {
      await db.updateTable('form_drafts').set({ held_by: null, held_until: null }).where('token', '=', token).where('held_by', '=', holder).execute();
    },
    async getDraft(token, now) {
      const row = await db.selectFrom('form_drafts').selectAll().where('token', '=', token).where('expires_at', '>', now).executeTakeFirst();
      return row ? draftFromRow(row) : undefined;
    },
    async getDraftByAttempt(form, attemptKey, now) {
      const row = await db
        .selectFrom('form_drafts')
        .selectAll()
        .where('attempt_key', '=', attemptKey)
        .where('form', '=', form)
        .where('expires_at', '>', now)
        .orderBy('updated_at', 'desc')
        .executeTakeFirst();
      return row ? draftFromRow(row) : undefined;
    },
    async purgeExpiredDrafts(now) {
      const result = await db.deleteFrom('form_drafts').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows ?? 0);
    },
  };
}
