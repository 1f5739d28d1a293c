/**
 * The pages of the customer's preview website a feedback form is about: the page ids the link lists (the website preview page's
 * Request Changes sends `sections=index,services,...`), and each page's name in its template's words, asked once of
 * the intake server (`GET /api/previews/<code>`) for the preview the link names. Without either, every section of
 * the form shows, as the spec lists them.
 */
import { useEffect, useMemo, useState } from 'react';
import { usePageQuery } from '../query/query-choice';

/** A page of a generated site, as the preview's status answer lists it. */
export interface PreviewPage {
  id: string;
  nav: string;
}

const PAGE_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** The preview's code in its address (`/sites/<code>/...` on any host): only this is used, never the address. */
const PREVIEW_PATH = /^\/sites\/([A-Za-z0-9_-]{16,64})\//;

/** The page ids of a `sections` value: comma-separated, unknown shapes dropped; null when none is given. */
export function listedPages(value: string | null): Set<string> | null {
  const ids = (value ?? '').split(',').map((s) => s.trim()).filter((s) => PAGE_ID.test(s));
  return ids.length ? new Set(ids) : null;
}

/** The code of a preview address, or undefined for any other value. */
export function previewCodeOf(address: string | null): string | undefined {
  if (!address) return undefined;
  try {
    return PREVIEW_PATH.exec(new URL(address).pathname)?.[1];
  } catch {
    return undefined;
  }
}

const asked = new Map<string, Promise<PreviewPage[]>>();

function pagesOf(code: string): Promise<PreviewPage[]> {
  let pages = asked.get(code);
  if (!pages) {
    pages = fetch(`/api/previews/${code}`, { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<{ pages?: unknown }>) : { pages: [] }))
      .then((body) =>
        (Array.isArray(body.pages) ? body.pages : []).filter(
          (p): p is PreviewPage => !!p && typeof p === 'object' && typeof (p as PreviewPage).id === 'string' && typeof (p as PreviewPage).nav === 'string',
        ),
      )
      .catch(() => []);
    asked.set(code, pages);
  }
  return pages;
}

/**
 * Which preview pages the link's feedback is about (`shown`: null means every section) and their names
 * (`names`: page id to the template's word). `pagesParam` names the link's list of pages, `previewParam` the
 * preview's address.
 */
export function usePreviewPages(pagesParam: string | undefined, previewParam: string | undefined): { shown: Set<string> | null; names: Map<string, string> } {
  const query = usePageQuery();
  const listed = useMemo(() => (pagesParam ? listedPages(query.get(pagesParam)) : null), [query, pagesParam]);
  const code = previewParam ? previewCodeOf(query.get(previewParam)) : undefined;
  const [pages, setPages] = useState<PreviewPage[] | null>(null);
  useEffect(() => {
    if (!code) return undefined;
    let live = true;
    void pagesOf(code).then((found) => live && setPages(found));
    return () => {
      live = false;
    };
  }, [code]);
  return useMemo(() => {
    const names = new Map((pages ?? []).map((p) => [p.id, p.nav]));
    const fromPreview = pages && pages.length ? new Set(pages.map((p) => p.id)) : null;
    return { shown: listed ?? fromPreview, names };
  }, [listed, pages]);
}
