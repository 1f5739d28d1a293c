import { describe, expect, it } from 'vitest';
import { opensPage } from '../../../../src/server/hooks/client-errors';
import { isBrowserFormPost, withNotice } from '../../../../src/server/hooks/page-answers';

/** Which refusals are a browser's form post (answered with a page) and which an API client's (JSON). */
describe('isBrowserFormPost', () => {
  const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  it.each([
    ['application/x-www-form-urlencoded', BROWSER, true],
    ['multipart/form-data; boundary=x', BROWSER, true],
    ['application/x-www-form-urlencoded', undefined, true],
    ['text/plain', BROWSER, true],
    ['application/x-www-form-urlencoded', 'application/json', false],
    ['application/json', BROWSER, false],
    ['application/json', undefined, false],
    ['text/plain', '*/*', false],
    ['text/plain', 'application/json', false],
    [undefined, 'text/html', true],
    [undefined, 'application/json, text/html;q=0.5', false],
  ])('%s asking for %s: %s', (type, accept, expected) => {
    expect(isBrowserFormPost({ headers: { ...(type ? { 'content-type': type } : {}), ...(accept ? { accept } : {}) } })).toBe(expected);
  });
});

describe('withNotice', () => {
  it('says why at the top of the body, outside the page’s root, escaped', () => {
    const html = withNotice('<html><body class="x"><div id="root">form</div></body></html>', 'Busy <now>');
    expect(html).toMatch(/^<html><body class="x"><div role="alert" data-refused[^>]*><p[^>]*><strong>[^<]+<\/strong> Busy &lt;now&gt;<\/p><\/div><div id="root">form/);
  });
});

describe('opensPage', () => {
  const packet = (line: string, accept = 'text/html') => Buffer.from(`${line} HTTP/1.1\r\nHost: x\r\nAccept: ${accept}\r\n\r\n`);
  it('is a browser opening a page: GET or HEAD outside /api/, asking for HTML', () => {
    expect(opensPage(packet(`GET /pricing?${'a'.repeat(20_000)}`))).toBe(true);
    expect(opensPage(packet('HEAD /'))).toBe(true);
    expect(opensPage(packet('GET /api/health?a=1'))).toBe(false);
    expect(opensPage(packet('POST /contact'))).toBe(false);
    expect(opensPage(packet('GET /pricing', '*/*'))).toBe(false);
    expect(opensPage(undefined)).toBe(false);
  });
});
