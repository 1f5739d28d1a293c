import { describe, expect, it } from 'vitest';
import { linkChoice, linkHolds, withLinkAnswers, withPageRules } from '../../../src/domain/link-answers';
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

/** Whether a server draft's answers go on with a page of a given link (a draft started from one link, another page posted). */
describe('linkHolds', () => {
  const rules = form.query!.trade!;
  const [lockable, another] = rules.lockable!;
  const started = (link: string) => withLinkAnswers(form, {}, new URLSearchParams(link), { trades });

  it('holds answers started from the same link, whatever else the address carries', () => {
    const answers = started(`customerNumber=TS-AAA-111&trade=${lockable}`);
    expect(linkHolds(form, answers, new URLSearchParams(`customerNumber=TS-AAA-111&trade=${lockable}&_step=3`))).toBe(true);
    expect(linkHolds(form, answers, new URLSearchParams(`customerNumber=%20TS-AAA-111%0A&trade=${lockable.toUpperCase()}`))).toBe(true);
  });

  it('refuses answers of another customer, or of none, for a link naming a customer', () => {
    expect(linkHolds(form, started(`customerNumber=TS-AAA-111&trade=${lockable}`), new URLSearchParams(`customerNumber=TS-BBB-222&trade=${lockable}`))).toBe(false);
    expect(linkHolds(form, started(''), new URLSearchParams('customerNumber=TS-BBB-222'))).toBe(false);
  });

  it('refuses answers of another trade for a link locking one, and holds any for a link choosing neither', () => {
    const answers = started(`customerNumber=TS-AAA-111&trade=${lockable}`);
    expect(linkHolds(form, answers, new URLSearchParams(`customerNumber=TS-AAA-111&trade=${another}`))).toBe(false);
    expect(linkHolds(form, answers, new URLSearchParams('customerNumber=TS-AAA-111&trade=constructor'))).toBe(true);
    expect(linkHolds(form, answers, new URLSearchParams(''))).toBe(true);
  });

  it('reads the link by the rules of the page showing the form', () => {
    const answers = started(`customerNumber=TS-AAA-111&trade=${lockable}`);
    const page = { trade: { field: rules.field, fallback: rules.fallback, lockable: [] } };
    expect(linkHolds(withPageRules(form, page), answers, new URLSearchParams(`customerNumber=TS-BBB-222&trade=${another}`))).toBe(true);
  });
});
