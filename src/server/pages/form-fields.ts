/**
 * The hidden fields of every form a served page shows, so it posts without JavaScript: the page's own address
 * (`_page`, where the answer is drawn again), one attempt key per page served (`_attempt`: a form posted twice
 * stores one submission), the step shown (`_step`), a multi-step form's draft token (`_draft`) and the revision of
 * the draft the page was drawn from (`_rev`: a post from a page drawn before another post is known). They are added
 * outside the React root, tied to their form by its id (`form="<id>"`), so the page's HTML is what the browser's
 * first render draws and hydration matches it, while each request gets its own values.
 */

import { STEP_FIELD } from '../../domain/server-draft';

/** What the hidden fields of a served page's forms hold. */
export interface FormFields {
  /** The page's address: path and query. */
  address: string;
  attempt: string;
  step?: number;
  draft?: string;
  /** The revision of the draft drawn (see `src/server/submissions/draft-turns.ts`). */
  revision?: number;
}

/** Text escaped for an attribute value. */
function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The ids of the forms on a page that post (`<form ... method="post" ... id="...">`). */
export function postingForms(html: string): string[] {
  const ids: string[] = [];
  for (const [tag] of html.matchAll(/<form\b[^>]*>/g)) {
    const id = /\sid="([^"]+)"/.exec(tag)?.[1];
    if (id && /\smethod="post"/i.test(tag)) ids.push(id);
  }
  return ids;
}

/**
 * The page with each posting form's hidden fields added before `</body>` (nothing changes on a page without one).
 *
 * @example withFormFields(html, { address: '/contact', attempt: 'f3a9…' })
 */
export function withFormFields(html: string, fields: FormFields): string {
  const forms = postingForms(html);
  if (!forms.length) return html;
  const values: [string, string | undefined][] = [
    ['_page', fields.address],
    ['_attempt', fields.attempt],
    [STEP_FIELD, String(fields.step ?? 0)],
    ['_draft', fields.draft],
    ['_rev', fields.draft === undefined || fields.revision === undefined ? undefined : String(fields.revision)],
  ];
  const inputs = forms.flatMap((id) =>
    values.filter((v): v is [string, string] => v[1] !== undefined).map(([name, value]) => `<input type="hidden" form="${attribute(id)}" name="${name}" value="${attribute(value)}" />`),
  );
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + inputs.join('') : `${html.slice(0, at)}${inputs.join('\n')}\n${html.slice(at)}`;
}
