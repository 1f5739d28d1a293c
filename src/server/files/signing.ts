import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Lifetime of an upload (PUT) link: long enough for a slow mobile upload, short enough to be useless later. */
export const PUT_URL_TTL_MS = 15 * 60_000;
/** Lifetime of a download (GET) link handed to the automation target: seven days, as S3's presigned maximum. */
export const GET_URL_TTL_MS = 7 * 24 * 60 * 60_000;
/**
 * Lifetime of a link a customer's own page shows a received file by (its thumbnail): a day, so the form that took the
 * page over still shows it after a while away, without a link that outlives the visit by long.
 */
export const VIEW_URL_TTL_MS = 24 * 60 * 60_000;
/**
 * The links of a file made within one window share their signing time and expiry: the pages drawn within it name the
 * same address, and the browser answers from its cache instead of fetching every thumbnail again at each step.
 */
export const VIEW_URL_WINDOW_MS = 60 * 60_000;

/**
 * When a view link made at `now` counts as signed and when it stops working: the start of its window, and a day
 * after the window's end (so every link lives at least {@link VIEW_URL_TTL_MS}).
 *
 * @example viewLinkTimes(Date.UTC(2026, 10, 28, 9, 43)) // { signedAt: Date.UTC(2026, 10, 28, 9), expires: Date.UTC(2026, 10, 29, 10) }
 */
export function viewLinkTimes(now = Date.now()): { signedAt: number; expires: number } {
  const signedAt = Math.floor(now / VIEW_URL_WINDOW_MS) * VIEW_URL_WINDOW_MS;
  return { signedAt, expires: signedAt + VIEW_URL_WINDOW_MS + VIEW_URL_TTL_MS };
}

/**
 * The secret that signs local file links: `SIGNING_SECRET`, else a random one kept in `DATA_DIR/signing-secret`
 * so links stay valid across restarts.
 */
export function loadSigningSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'signing-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** What a link grants: a method on one key with one content type until `expires`, and for an upload at most `size` bytes. */
export interface LinkGrant {
  method: 'PUT' | 'GET';
  key: string;
  type: string;
  expires: number;
  /** The size declared when the upload link was asked for: a PUT of more bytes is refused (none declared: 5 MB). */
  size?: number;
}

function mac(secret: string, grant: LinkGrant): Buffer {
  // A link without a size signs what links signed before sizes were bound, so those stay valid until they expire.
  const size = grant.size === undefined ? '' : `\n${grant.size}`;
  return createHmac('sha256', secret).update(`${grant.method}\n${grant.key}\n${grant.type}\n${grant.expires}${size}`).digest();
}

/**
 * Signs a grant and returns the query string (`type`, `expires`, `size` when the grant has one, `signature`): the
 * type and the size are signed, so a link changed to take another type or more bytes no longer matches.
 *
 * @example signLink(secret, { method: 'PUT', key, type: 'image/png', expires, size: 48213 }) // 'type=image%2Fpng&expires=…&size=48213&signature=…'
 */
export function signLink(secret: string, grant: LinkGrant): string {
  const query = new URLSearchParams({ type: grant.type, expires: String(grant.expires), ...(grant.size === undefined ? {} : { size: String(grant.size) }), signature: mac(secret, grant).toString('base64url') });
  return query.toString();
}

/** Why a link was refused, or `ok`. */
export type LinkCheck = 'ok' | 'invalid' | 'expired';

/** Checks a link's signature (constant time) and then its expiry. */
export function checkLink(secret: string, grant: LinkGrant, signature: string, now = Date.now()): LinkCheck {
  if (!Number.isSafeInteger(grant.expires) || !signature) return 'invalid';
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, grant);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return grant.expires < now ? 'expired' : 'ok';
}
