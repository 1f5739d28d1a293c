/**
 * Reading a saved draft back: from JSON text (the synchronous copy and IndexedDB) or an object, checked field by
 * field, so a draft of another version, a damaged one or one written by other code is never applied to a form.
 */
import type { Draft } from './draft-store';
import { asLedger } from './send-types';

/**
 * The draft in `raw` when it is one of this `version` with a usable time, step, data and ledger; otherwise undefined.
 * @example parseDraft('{"version":1,"savedAt":1,"step":0,"data":{}}', 1) // { version: 1, savedAt: 1, step: 0, data: {} }
 */
export function parseDraft<T>(raw: unknown, version: number): Draft<T> | undefined {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const d = value as Record<string, unknown>;
  if (d.version !== version) return undefined;
  if (typeof d.savedAt !== 'number' || !Number.isFinite(d.savedAt)) return undefined;
  // A step that is no step at all opens the form at its first step; the answers are still checked and kept.
  const step = typeof d.step === 'number' && Number.isInteger(d.step) && d.step >= 0 ? d.step : 0;
  if (!d.data || typeof d.data !== 'object' || Array.isArray(d.data)) return undefined;
  const ledger = d.ledger === undefined ? undefined : asLedger(d.ledger);
  if (d.ledger !== undefined && !ledger) return undefined;
  const answered = typeof d.answered === 'boolean' ? { answered: d.answered } : {};
  return { version, savedAt: d.savedAt, step, data: d.data as T, ledger, ...answered };
}
