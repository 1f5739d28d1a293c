/**
 * The thumbnails of files the server received with a step (posted before the form was live, or without script): this
 * device has no bytes of them, so they are drawn from the signed, expiring link the server gave with the page
 * (`#form-state`'s `files`), kept in the draft's ledger as the file's `getUrl`. The form provides the links of its
 * draft's ledger, the server's drawing and hydration alike; the pickers read them by file id.
 */
import { createContext, useContext } from 'react';
import type { SendLedger } from '@/services/send-types';

/** The link of each received file, by its id in the answers. */
export type ReceivedLinks = ReadonlyMap<string, string>;

const NONE: ReceivedLinks = new Map();

/** The received files' links of the form drawn (none outside a form, or in a draft without any). */
export const ReceivedFilesContext = createContext<ReceivedLinks>(NONE);

/**
 * True for a link an image may be drawn from: a path of this site's own host, or an http(s) address (the bucket's).
 * A draft's ledger lives in the browser's storage, where other code may have changed it: anything else is ignored.
 *
 * @example isShownLink('/api/files/R1/logo/ab12.png?type=image%2Fpng&expires=1&signature=x') // true
 * @example isShownLink('//elsewhere.example/x.png') // false
 */
export function isShownLink(url: string): boolean {
  return /^\/(?![/\\])/.test(url) || /^https?:\/\/[^/?#\s\\]+\//i.test(url);
}

/**
 * The links of the files a ledger says the server received with a step (`posted`), by file id.
 *
 * @example receivedLinksOf({ uploads: { ab12: { key: 'R1/logo/ab12.png', getUrl: '/api/files/R1/logo/ab12.png?…', posted: true } } }) // Map { 'ab12' => '/api/files/…' }
 */
export function receivedLinksOf(ledger: SendLedger | undefined): ReceivedLinks {
  const links = new Map<string, string>();
  for (const [id, upload] of Object.entries(ledger?.uploads ?? {})) if (upload.posted && isShownLink(upload.getUrl)) links.set(id, upload.getUrl);
  return links.size ? links : NONE;
}

/** The link a received file's thumbnail is drawn from, or undefined for a file chosen on this device. */
export function useReceivedLink(id: string | undefined): string | undefined {
  const links = useContext(ReceivedFilesContext);
  return id === undefined ? undefined : links.get(id);
}
