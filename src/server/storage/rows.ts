import type { DeliveryState, FileRecord, SubmissionRecord } from './store';

/** A raw database row (PostgreSQL returns BIGINT as text, SQLite as number). */
export type Row = Record<string, unknown>;

const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Maps a joined submissions + outbox row to a record. */
export function submissionFromRow(row: Row): SubmissionRecord {
  const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
  return {
    id: String(row.id),
    hook: String(row.hook),
    payload: payload as Record<string, unknown>,
    contentType: String(row.content_type),
    clientIp: String(row.client_ip),
    userAgent: String(row.user_agent),
    createdAt: num(row.created_at),
    state: row.state as DeliveryState,
    attempts: num(row.attempts),
    nextAttemptAt: num(row.next_attempt_at),
    lastStatus: numOrNull(row.last_status),
    lastError: (row.last_error as string | null) ?? null,
    deliveredAt: numOrNull(row.delivered_at),
  };
}

/** Maps a files row to a record. */
export function fileFromRow(row: Row): FileRecord {
  return {
    key: String(row.key),
    customerRef: String(row.customer_ref),
    fileType: String(row.file_type),
    mimeType: String(row.mime_type),
    size: numOrNull(row.size),
    storage: row.storage as FileRecord['storage'],
    state: row.state as FileRecord['state'],
    createdAt: num(row.created_at),
    storedAt: numOrNull(row.stored_at),
  };
}
