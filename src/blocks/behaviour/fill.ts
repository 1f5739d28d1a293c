import { interpolate } from '@/domain/text-template';
import type { RegistrarStepsState } from '../registrar-steps-block';
import { fillText } from '../shared/fill-values';
import { chooseRegistrar } from '../shared/registrar-choice';

/** The nameserver steps of a `[data-registrar]` block, chosen for the address as the React block chooses them. */
function applyRegistrar(script: HTMLScriptElement, query: URLSearchParams): void {
  const box = script.closest<HTMLElement>('[data-registrar]');
  const section = box?.closest('section');
  if (!box || !section) return;
  let state: RegistrarStepsState;
  try {
    state = JSON.parse(script.textContent ?? '') as RegistrarStepsState;
  } catch {
    return;
  }
  const { params, texts } = state;
  const choice = chooseRegistrar(state.registrars, query.get(params.registrar), query.get(params.domain), query.get(params.login));
  const values = { registrar: choice.name, domain: choice.domain ?? texts.domainFallback };
  box.dataset.registrar = choice.id ?? 'general';
  const title = section.querySelector('[data-registrar-title]');
  if (title && texts.title) title.textContent = interpolate(texts.title, values);
  const intro = section.querySelector('[data-registrar-intro]');
  if (intro && texts.intro) intro.textContent = interpolate(texts.intro, values);

  const list = box.querySelector('ol');
  const model = list?.querySelector('li');
  if (list && model) {
    list.replaceChildren(
      ...choice.steps.map((step) => {
        const item = model.cloneNode(true) as HTMLElement;
        (item.firstElementChild ?? item).textContent = interpolate(step, values);
        return item;
      }),
    );
  }

  const loginText = box.querySelector<HTMLElement>('[data-login-text]');
  if (loginText) {
    loginText.hidden = !choice.loginText;
    const value = loginText.querySelector('[data-login-value]');
    if (value) value.textContent = choice.loginText ?? '';
  }
  const login = box.querySelector<HTMLElement>('[data-login-link]');
  const link = login?.querySelector('a');
  if (login && link) {
    login.hidden = !choice.loginHref;
    if (choice.loginHref) {
      // chooseRegistrar gives only the registrar's own https addresses (or one on its login hosts).
      link.href = choice.loginHref;
      link.removeAttribute('role');
      link.textContent = interpolate(texts.loginLabel, values);
    }
  }
}

/**
 * What a prerendered page shows from its address, for pages that are not hydrated: `[data-fill]` text filled
 * again (query parameters, `{origin}`), `[data-show-when]` blocks shown when their parameter is present,
 * and the registrar steps chosen. The same functions the React blocks use decide each.
 */
export function fillFromAddress(root: ParentNode, { search, origin }: { search: string; origin: string }): void {
  const query = new URLSearchParams(search);
  root.querySelectorAll<HTMLElement>('[data-fill]').forEach((el) => {
    el.textContent = fillText(el.dataset.fill ?? '', query, origin);
  });
  root.querySelectorAll<HTMLElement>('[data-show-when]').forEach((el) => {
    el.hidden = !query.has(el.dataset.showWhen ?? '');
  });
  root.querySelectorAll<HTMLScriptElement>('script[data-registrar-state]').forEach((script) => applyRegistrar(script, query));
}
