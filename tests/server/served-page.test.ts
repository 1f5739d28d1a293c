import { describe, expect, it } from 'vitest';
import { refreshedWithoutScript, servePage } from '../../src/server/routes/served-page';
import { queryValues } from '../../src/domain/page-fill';
import { linkSlotMark } from '../../src/domain/link-variant';
import { fillKnown, placeholdersOf } from '../../src/domain/text-template';

const page = [
  '<!doctype html><html lang="en-GB"><head></head><body>',
  '<p><span data-fill="Your reference number: {customerNumber}">Your reference number: </span></p>',
  '<pre><span data-fill="&lt;iframe src=&quot;{embedOrigin}/request&quot;&gt;">&lt;iframe src=&quot;https://embed.example.co.uk/request&quot;&gt;</span></pre>',
  '<div data-show-when="customerNumber" hidden=""><section>Thanks</section></div>',
  '</body></html>',
].join('');

describe('the page as served for an address', () => {
  it('fills query text, escaped, and shows the blocks its parameters ask for', () => {
    const html = servePage(page, new URLSearchParams('customerNumber=<b>TS-1&"x\''));
    expect(html).toContain('<span data-fill="Your reference number: {customerNumber}">Your reference number: &lt;b&gt;TS-1</span>');
    expect(html).toContain('<div data-show-when="customerNumber"><section>');
    expect(html).toMatch(/^<!doctype html><html data-query-filled lang="en-GB">/);
  });

  it('leaves text naming the page\'s own address to the browser, and hidden blocks hidden without their parameter', () => {
    const html = servePage(page, new URLSearchParams('other=1'));
    expect(html).toContain('&lt;iframe src=&quot;https://embed.example.co.uk/request&quot;&gt;</span>');
    expect(html).toContain('Your reference number: </span>');
    expect(html).toContain('<div data-show-when="customerNumber" hidden="">');
  });

  it('names the parameters a notice needs that the address lacks or leaves blank', () => {
    expect(servePage(page, new URLSearchParams(''), ['customerNumber'])).toContain('<html data-query-filled data-missing="customerNumber" lang');
    expect(servePage(page, new URLSearchParams('customerNumber=%20'), ['customerNumber'])).toContain('data-missing="customerNumber"');
    expect(servePage(page, new URLSearchParams('customerNumber=TS-1'), ['customerNumber'])).not.toContain('data-missing');
    expect(servePage(page, new URLSearchParams(''), ['bad name"'])).not.toContain('data-missing');
  });

  it('cuts long values and turns control characters into spaces, as the browser shows them', () => {
    expect(queryValues(new URLSearchParams(`a=${'x'.repeat(300)}&b=1%0D%0A2`))).toEqual({ a: 'x'.repeat(200), b: '1  2' });
  });
});

describe('filling in two stages', () => {
  it('fills the values it has and keeps the other placeholders', () => {
    expect(fillKnown('Mail {email} about {customerNumber}', { email: 'a@b.co.uk' })).toBe('Mail a@b.co.uk about {customerNumber}');
    expect(placeholdersOf('{a} {b} {a} { c }')).toEqual(['a', 'b']);
  });

  it('fills a page prerendered for a link: each slot gets the link\'s text, escaped, and <html data-link> names the choice', () => {
    const linked = `<html lang="en-GB"><body><input value="${linkSlotMark('customerNumber')}"/><p>${linkSlotMark('customerNumber')}</p></body></html>`;
    const html = servePage(linked, new URLSearchParams('trade=roofer&customerNumber=%20"><b>x'), [], [], { key: 'trade=roofer&customerNumber', slots: ['customerNumber'] });
    expect(html).toContain('<input value="&quot;&gt;&lt;b&gt;x"/><p>&quot;&gt;&lt;b&gt;x</p>');
    expect(html).toContain('<html data-query-filled data-link="trade=roofer&amp;customerNumber" lang');
    expect(servePage(page, new URLSearchParams(''), [], [], { key: '', slots: [] })).toContain('data-link=""');
    expect(servePage(page, new URLSearchParams(''))).not.toContain('data-link');
  });

  it('asks a browser without script to load the page again, in its head, and a browser with script not at all', () => {
    const html = refreshedWithoutScript(page, 3);
    expect(html).toContain('<head><noscript><meta http-equiv="refresh" content="3"></noscript></head>');
    expect(html.replace('<noscript><meta http-equiv="refresh" content="3"></noscript>', '')).toBe(page);
  });
});
