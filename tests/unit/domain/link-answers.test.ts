import { describe, expect, it } from 'vitest';
import { linkChoice, withLinkAnswers, withPageRules } from '../../../src/domain/link-answers';
import { trades } from '../../../src/generated/config';
import { form } from '../../../src/generated/forms/request';

/** What a form's link puts into its answers when a form posted without JavaScript starts on the server. */
describe('withLinkAnswers', () => {
  const rules = form.query!.trade!;
  const lockable = rules.lockable![0];
  const other = Object.keys(trades).find((id) => id !== lockable)!;

  it('puts a lockable trade in place of the chosen one, and the link’s reference into customerNumber', () => {
    const out = withLinkAnswers(form, { [rules.field]: other }, new URLSearchParams(`trade=${lockable.toUpperCase()}&customerNumber=%20TS-1%0A`), { trades });
    expect(out[rules.field]).toBe(lockable);
    expect(out.customerNumber).toBe('TS-1');
  });

  it('keeps a trade already chosen for any other link, and sets the fallback when none is', () => {
    expect(withLinkAnswers(form, { [rules.field]: other }, new URLSearchParams('trade=constructor'), { trades })[rules.field]).toBe(other);
    expect(withLinkAnswers(form, {}, new URLSearchParams(''), { trades })).toEqual({ [rules.field]: rules.fallback });
  });

  it('chooses a template link’s trade and colour scheme, unless the link locked another trade', () => {
    const template = { trade: other, scheme: 'template-scheme' };
    const rule = form.query!.template!;
    const chosen = withLinkAnswers(form, {}, new URLSearchParams('template=Sample'), { trades, templates: { sample: template } });
    expect(chosen).toMatchObject({ [rule.tradeField]: other, [rule.schemeField]: 'template-scheme' });
    const locked = withLinkAnswers(form, {}, new URLSearchParams(`template=sample&trade=${lockable}`), { trades, templates: { sample: template } });
    expect(locked[rule.tradeField]).toBe(lockable);
    expect(locked[rule.schemeField]).not.toBe('template-scheme');
  });

  it('reads the rules of the page showing the form where it sets its own', () => {
    const page = { trade: { field: rules.field, fallback: other, lockable: [] } };
    expect(withLinkAnswers(withPageRules(form, page), {}, new URLSearchParams(`trade=${lockable}`), { trades })[rules.field]).toBe(other);
    expect(withPageRules(form, undefined)).toBe(form);
    expect(linkChoice(page, new URLSearchParams(`trade=${lockable}`))).toEqual({ trade: { trade: other, locked: false }, reference: '' });
  });
});
