/**
 * Posts of one server draft take turns (a customer without script pressing Continue twice, or the form open in two
 * tabs): each post holds the draft in the store while it reads the draft, adds its answers and saves it, so a post
 * never writes over answers another post saved in between. The hold is taken with one conditional update in the
 * store, so it holds across the processes of a server sharing one database (SQLite and PostgreSQL alike), and it is a
 * lease: a server stopped mid-post lets go of the draft when the lease runs out.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Store } from '../storage/store';
import { UnavailableError } from '../unavailable';

/** How long a post may hold a draft: longer than any post takes (a gallery of photos checked and stored). */
export const DRAFT_HOLD_MS = 60_000;
/** How long a post waits for its turn before it is answered 503 (try again). */
export const DRAFT_WAIT_MS = 30_000;

/**
 * Runs `post` while it alone holds the draft under `token`; a post of the same draft waits for its turn. A token no
 * draft is kept under (unknown or expired) holds nothing: `post` runs at once and starts a draft of its own.
 * Answers 503 (`UnavailableError`) when the turn does not come within {@link DRAFT_WAIT_MS}.
 */
export async function inDraftTurn<T>(store: Store, token: string, post: () => Promise<T>, wait = DRAFT_WAIT_MS): Promise<T> {
  const holder = randomUUID();
  const start = Date.now();
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    const now = Date.now();
    if (await store.holdDraft(token, holder, now, now + DRAFT_HOLD_MS)) break;
    if (!(await store.getDraft(token, now))) return post();
    if (now - start > wait) throw new UnavailableError('database', 'is still saving another post of this form (a second press, or the form open in another tab)');
    await delay(pause);
  }
  try {
    return await post();
  } finally {
    await store.releaseDraft(token, holder);
  }
}
