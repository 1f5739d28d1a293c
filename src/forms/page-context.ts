/**
 * What a page rendered by the server for one request knows that a prerendered page does not: its address's query
 * and the state of its form after a post (see `src/domain/form-state.ts`). The server render provides it through
 * {@link ServedPageContext}; in the browser the same is read back from the page (`<html data-served-query>` and
 * `#form-state`), so hydration draws exactly what the server drew.
 */
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { FORM_STATE_ID, parseFormState, SERVED_QUERY_ATTRIBUTE, type ServerFormState } from '@/domain/form-state';
import { isFileId, type SendLedger } from '@/services/send-types';

/** The page the server is rendering: its query, its form's state, and whether anything drawn read the query. */
export interface ServedPage {
  /** The query of the page's address, with its `?` (or empty). */
  query: string;
  /** The address of the page (path and query), the form's `_page`. */
  address: string;
  state?: ServerFormState;
  /** Set by the render when something drawn depended on the query (the page is then rendered per request). */
  readQuery?: boolean;
}

/** Provided by the server render only; the browser reads the page instead. */
export const ServedPageContext = createContext<ServedPage | undefined>(undefined);

let pageState: { state: ServerFormState | undefined; used: boolean } | undefined;

/** The state the page was rendered with, read once from `#form-state` (undefined on a prerendered page). */
export function readPageState(): ServerFormState | undefined {
  if (!pageState) pageState = { state: parseFormState(document.getElementById(FORM_STATE_ID)?.textContent), used: false };
  return pageState.used ? undefined : pageState.state;
}

/**
 * The server's state of form `formId` on this page: while rendering on the server, and in the browser for the form's
 * first opening on the page it was served with (a form opened again later, after leaving the page within the
 * site, starts from its draft as usual: see {@link markServerStateUsed}).
 */
export function useServerState(formId: string): ServerFormState | undefined {
  const served = useContext(ServedPageContext);
  // Read when the form mounts, and kept for as long as it is shown.
  const [state] = useState(() => (served ? served.state : typeof document === 'undefined' ? undefined : readPageState()));
  return state?.form === formId ? state : undefined;
}

/**
 * What the server has already received of a form in progress, as the enhanced form's ledger: each file posted with a
 * step (before the runtime was live, or without script) counts as uploaded under its stored key, so Submit sends the
 * key instead of asking for bytes this device no longer has, and the reference the files are stored under is kept.
 * The link the server gave for the file is its `getUrl`: its thumbnail is drawn from it (`received-files.ts`).
 *
 * @example ledgerOfServerState({ files: { logo: [{ key: 'R1/logo/ab12.png', name: 'logo.png', id: 'ab12', url: '/api/files/R1/logo/ab12.png?…' }] }, reference: 'R1', ... })
 * // { reference: 'R1', uploads: { ab12: { key: 'R1/logo/ab12.png', getUrl: '/api/files/R1/logo/ab12.png?…', posted: true } } }
 */
export function ledgerOfServerState(state: ServerFormState): SendLedger | undefined {
  const uploads: SendLedger['uploads'] = {};
  for (const list of Object.values(state.files ?? {})) {
    for (const file of list) if (file.id && isFileId(file.id)) uploads[file.id] = { key: file.key, getUrl: typeof file.url === 'string' ? file.url : '', posted: true };
  }
  if (!Object.keys(uploads).length && !state.reference) return undefined;
  return { uploads, ...(state.reference ? { reference: state.reference } : {}) };
}

/** The page's state has been taken over by the live form: a later opening of a form starts from its draft. */
export function markServerStateUsed(): void {
  if (pageState) pageState.used = true;
}

const noSubscription = () => () => {};

/** The query hydration must draw: the address's own on a page the server rendered for it, else none. */
function hydrationQuery(): string {
  return document.documentElement.hasAttribute(SERVED_QUERY_ATTRIBUTE) ? window.location.search : '';
}

/**
 * The page's query string as text: the server's request while rendering there; while hydrating, what the page was
 * rendered with (none on a prerendered page, which knows no link); then the address's own.
 */
export function usePageSearch(): string {
  const served = useContext(ServedPageContext);
  if (served) served.readQuery = true;
  return useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => (served ? served.query : hydrationQuery()),
  );
}

/** The address of the page (path and query) as the server rendered it, or as the browser shows it. */
export function usePageAddress(): string {
  const served = useContext(ServedPageContext);
  return served ? served.address : `${window.location.pathname}${window.location.search}`;
}

/** False while the page is rendered on the server and hydrated, true in every later render in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
