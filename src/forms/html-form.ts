/**
 * The plain HTML form every form step is drawn as, so it posts without JavaScript (docs/architecture.md, "Without
 * JavaScript"): a `<form method="post">` to the form's submissions endpoint, each control named by its answer's
 * dotted path, and submit buttons naming what they do in `_intent`. With JavaScript the enhanced form handles the
 * same buttons itself and nothing is posted this way.
 */
import type { NameGeneratorFunction } from '@rjsf/utils';
import { site } from '@/generated/config';

/** The name of the submit buttons' value: what a button does (`next`, `back`, `submit`, `edit:<step>`). */
export const INTENT = '_intent';

/** The id of a form's `<form>` element; the buttons drawn outside it and the server's hidden fields name it. */
export function formElementId(formId: string): string {
  return `${formId}-form`;
}

/**
 * Where a form posts: its submissions endpoint (`site.yaml` `endpoints.forms`).
 *
 * @example formAction('contact') // '/api/forms/contact/submissions'
 */
export function formAction(formId: string): string {
  return `${site.endpoints.forms.replace('{form}', encodeURIComponent(formId))}/submissions`;
}

/**
 * Each control's `name`: its answer's dotted path from the data's root (`businessBasics.firstName`), the name the
 * server's decoder (`answersFromFormFields`) reads; a list's choices all share the list's name.
 *
 * @example dottedName(['businessBasics', 'firstName'], 'request') // 'businessBasics.firstName'
 */
export const dottedName: NameGeneratorFunction = (path, idPrefix) => (path.length ? path.map(String).join('.') : idPrefix);

/** The attributes of a form step's `<form>` element (passed to rjsf's Form). */
export function htmlFormProps(formId: string) {
  return { id: formElementId(formId), action: formAction(formId), method: 'post', enctype: 'multipart/form-data', nameGenerator: dottedName } as const;
}
