import { describe, expect, it } from 'vitest';
import { postingForms, withFormFields } from '@/server/pages/form-fields';
import { withoutSentMark } from '@/domain/form-state';

const page = (forms: string) => `<html><body><div id="root">${forms}</div><script type="module" src="/a.js"></script></body></html>`;

describe('withFormFields', () => {
  it('adds each posting form its hidden fields outside the root, tied by the form’s id', () => {
    const html = withFormFields(page('<form class="rjsf" id="contact-form" noValidate="" method="post" action="/api/forms/contact/submissions"></form>'), { address: '/contact?a=1&b="2"', attempt: 'k12345678', step: 0 });
    const tail = html.slice(html.indexOf('</div>'));
    expect(tail).toContain('<input type="hidden" form="contact-form" name="_page" value="/contact?a=1&amp;b=&quot;2&quot;" />');
    expect(tail).toContain('<input type="hidden" form="contact-form" name="_attempt" value="k12345678" />');
    expect(tail).toContain('<input type="hidden" form="contact-form" name="_step" value="0" />');
    expect(tail).not.toContain('_draft');
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('adds a draft token when there is one, and nothing to a page without a posting form', () => {
    expect(withFormFields(page('<form id="r-form" method="post">'), { address: '/request', attempt: 'k12345678', step: 3, draft: 'd1' })).toContain('name="_draft" value="d1"');
    const search = page('<form id="search" method="get"></form>');
    expect(withFormFields(search, { address: '/', attempt: 'k12345678' })).toBe(search);
    expect(postingForms('<form method="post"><form id="x" method="POST">')).toEqual(['x']);
  });
});

describe('withoutSentMark', () => {
  it('drops only the sent marker', () => {
    expect(withoutSentMark('/comments-form?customerNumber=TS-9&_sent=k1')).toBe('/comments-form?customerNumber=TS-9');
    expect(withoutSentMark('/contact?_sent=k1')).toBe('/contact');
    expect(withoutSentMark('/contact')).toBe('/contact');
  });
});
