import { describe, expect, it } from 'vitest';
import { withLinkAnswers } from '../../../src/domain/link-answers';
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
});
