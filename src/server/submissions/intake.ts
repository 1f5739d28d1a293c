/**
 * What a submission and a step event share: the customer's reference (the form's answer or link, else one the
 * server gave), and the file keys checked to be this customer's and stored, with a download link each.
 */
import { randomBytes } from 'node:crypto';
import { newCustomerReference, referenceKey } from '../../domain/customer-reference';
import { fileItems, sourceValue, type Answers, type StoredLink } from '../../domain/send-plan';
import type { FormConfig } from '../../generated/config-types';
import { site } from '../../generated/config';
import { REFERENCE_FORMAT } from '../files/file-keys';
import type { FileStorage } from '../files/file-storage';
import { RequestError } from '../hooks/request-error';
import type { JourneyEvent, Store } from '../storage/store';

/** How references the server gives look: `site.yaml` `customerNumber.newReference`, else TS- and six characters. */

/**
 * A new reference, recorded so that it is never given twice (and so that a later request naming it is known to
 * carry a reference this server gave).
 */
export async function issueReference(store: Store, now = Date.now()): Promise<string> {
  for (;;) {
    const ref = newCustomerReference(REFERENCE_FORMAT.prefix, REFERENCE_FORMAT.length, (n) => randomBytes(n));
    if (await store.addCustomer(ref, now)) return ref;
  }
}

/** A reference as a key segment: letters, digits, `-` and `_` only, at most 64 characters (as file keys use it). */
export function cleanReference(value: unknown): string {
  return referenceKey(value, REFERENCE_FORMAT);
}

/** What the request says about the customer. */
export interface ReferenceInput {
  answers: Answers;
  query: Record<string, string>;
  /** A reference the server gave this form session earlier (for its uploads). */
  issued?: string;
}

/**
 * The customer of a request: the reference the plan names (`submit.reference`: the answer, or the link's), else the
 * one the server gave this session, else a new one when `issue` is set. `sessionRef` is the server's reference of
 * the session, whose files also belong to the customer. `null` for a form with no reference (contact, unsubscribe).
 */
export async function referenceOf(
  store: Store,
  form: FormConfig,
  input: ReferenceInput,
  issue: boolean,
): Promise<{ reference: string | null; sessionRef: string | null; issuedNow: boolean }> {
  const plan = form.submit;
  if (!plan?.reference) return { reference: null, sessionRef: null, issuedNow: false };
  const ctx = { query: input.query, now: new Date(), source: '', site, uploads: {}, announced: {} };
  const own = cleanReference(sourceValue(plan.reference, input.answers, ctx));
  const given = cleanReference(input.issued);
  const issued = given && (await store.hasCustomer(given)) ? given : null;
  if (own) return { reference: own, sessionRef: issued, issuedNow: false };
  if (plan.requireReference) throw new RequestError(400, form.messages.missingReference?.description ?? 'A customer reference is required.', { [plan.reference.split(':')[1]]: form.messages.missingReference?.description ?? 'A customer reference is required.' });
  if (issued) return { reference: issued, sessionRef: issued, issuedNow: false };
  // A form that finds its customers by an answer (the unsubscribe form) never makes a new one.
  if (!issue || plan.matchCustomer) return { reference: null, sessionRef: null, issuedNow: false };
  const fresh = await issueReference(store);
  return { reference: fresh, sessionRef: fresh, issuedNow: true };
}

/**
 * The links of the files a request names, by file field in the order of the items: each key must be one the upload
 * service gave to this customer (`owners`) and stored. Refused with 400 naming the field otherwise.
 */
export async function linksOf(
  store: Store,
  files: FileStorage,
  form: FormConfig,
  answers: Answers,
  keys: Record<string, Array<string | null>>,
  owners: string[],
  baseUrl: string,
): Promise<Record<string, Array<StoredLink | null>>> {
  const sets = form.submit?.files ?? [];
  const problems: Record<string, string> = {};
  const links: Record<string, Array<StoredLink | null>> = {};
  for (const field of Object.keys(keys)) {
    if (!sets.some((s) => s.field === field)) problems[`files.${field}`] = `${field} is not a file field of this form`;
  }
  for (const set of sets) {
    const { files: chosen } = fileItems(set, answers);
    const given = keys[set.field] ?? [];
    if (given.length > chosen.length) {
      problems[`files.${set.field}`] = `${given.length} keys were sent for ${chosen.length} file${chosen.length === 1 ? '' : 's'}`;
      continue;
    }
    links[set.field] = [];
    for (const [i, key] of chosen.map((_file, i) => given[i] ?? null).entries()) {
      if (key === null) {
        links[set.field].push(null);
        continue;
      }
      const record = await store.getFile(key);
      if (!record || !owners.includes(record.customerRef)) {
        problems[`files.${set.field}.${i}`] = 'This file was not uploaded for this customer.';
        continue;
      }
      if (record.state !== 'stored') {
        const size = await files.storedSize(key);
        if (size === undefined) {
          problems[`files.${set.field}.${i}`] = 'This file has not arrived yet: upload it again.';
          continue;
        }
        await store.markFileStored(key, size, Date.now());
      }
      const { getUrl } = await files.links(key, record.mimeType, undefined, baseUrl);
      links[set.field].push({ key, getUrl });
    }
  }
  if (Object.keys(problems).length) throw new RequestError(400, 'Some files of this request cannot be used.', problems);
  return links;
}

/**
 * The journey events a submission records: its plan's `journey` for the customer it names, or, for a form that finds
 * its customers by an answer (`matchCustomer`: the unsubscribe form's e-mail), for each customer whose earlier
 * submissions hold that answer.
 */
export async function journeyEvents(store: Store, form: FormConfig, answers: Answers, reference: string | null, submissionId: string, now: number): Promise<JourneyEvent[]> {
  const plan = form.submit;
  if (!plan?.journey) return [];
  const event = (customerRef: string): JourneyEvent => ({ customerRef, event: plan.journey as string, at: now, submissionId });
  if (reference) return [event(reference)];
  if (!plan.matchCustomer) return [];
  const ctx = { query: {}, now: new Date(now), source: '', site, uploads: {}, announced: {} };
  const value = sourceValue(plan.matchCustomer.value, answers, ctx);
  if (typeof value !== 'string' || !value.trim()) return [];
  return (await store.customersWithAnswer(plan.matchCustomer.answers, value)).map(event);
}

/**
 * A later page's event (`submit.events` of the form, e.g. Approve & Pay on the preview): the journey event of the
 * customer the request names, recorded only for a customer the server knows (an earlier submission, or a reference
 * it gave), so a made-up reference records nothing. 400 naming `reference` otherwise. `record` stores the event (under
 * the client's key, when it sent one) and makes the answer.
 */
export async function laterEvent<T>(
  store: Store,
  form: { id: string },
  step: string,
  journey: string,
  given: string | undefined,
  record: (events: JourneyEvent[], reference: string) => Promise<T>,
): Promise<T> {
  const reference = cleanReference(given);
  const known = reference && ((await store.hasCustomer(reference)) || (await store.listSubmissions({ customerRef: reference, limit: 1 })).length > 0);
  if (!known) {
    const why = reference ? `No customer has the reference ${reference}.` : 'The customer\'s reference is missing.';
    throw new RequestError(400, `${why} The ${step} event of ${form.id} records the journey of a customer who submitted first.`, { reference: why });
  }
  return record([{ customerRef: reference, event: journey, at: Date.now(), submissionId: null }], reference);
}
