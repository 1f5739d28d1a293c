import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from './support/harness';
import { callsOf, storedPayload } from './support/form-posts';

/**
 * Forms posted as HTML (before or without their script), as the intake server answers them over HTTP: once per
 * attempt, a refused answer drawn again in the form's words, a post that is no page's form refused, and the host
 * rules of the page kept (docs/architecture.md, "Without JavaScript"). The browser's side is
 * tests/e2e/no-javascript.test.ts.
 */
const harness = useSiteAndBrowser();

describe('form posts over HTTP', () => {
  const post = (form: string, body: URLSearchParams | FormData) =>
    fetch(`${harness.site.url}/api/forms/${form}/submissions`, { method: 'POST', body, redirect: 'manual' });
  const contact = (attempt: string, extra: [string, string][] = []) =>
    new URLSearchParams([['_page', '/contact?utm_source=mail'], ['_attempt', attempt], ['name', 'Kit Form'], ['email', 'kit@example.co.uk'], ['subject', 'Urlencoded'], ['message', 'Sent as a urlencoded form.'], ...extra]);

  it('a urlencoded post is stored once however often it is sent, and answered with the page’s sent address', async () => {
    const attempt = `nojs-http-${Date.now()}`;
    const first = await post('contact', contact(attempt));
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/contact?utm_source=mail&_sent=${attempt}`);
    const again = await post('contact', contact(attempt));
    expect(again.status).toBe(303);
    expect((await callsOf(harness.site, attempt)).length).toBe(1);
    // Names the form does not have, and the form's own _ names, are not answers.
    const payload = await storedPayload(harness.site, attempt, 'contact');
    expect(payload).toMatchObject({ Name: 'Kit Form', Email: 'kit@example.co.uk', Source: `${harness.site.url}/contact` });
  });

  it('a multipart post with a refused answer is answered with the page, the message in the form’s words', async () => {
    const form = new FormData();
    for (const [name, value] of contact(`nojs-mp-${Date.now()}`, [['email', 'nope'], ['__proto__.x', '1'], ['_intent', 'submit']])) form.append(name, value);
    const response = await post('contact', form);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('There is a problem');
    expect(html).toContain('href="#contact_email">Please enter a valid email address</a>');
    // What was typed is kept, escaped; the state the page carries cannot close its script element.
    expect(html).toContain('value="Kit Form"');
  });

  it('refuses, with a readable JSON message, a post that is no page’s form', async () => {
    const noPage = await post('contact', new URLSearchParams([['_attempt', 'nojs-none-1'], ['email', 'a@b.co.uk']]));
    expect(noPage.status).toBe(400);
    expect(((await noPage.json()) as { error: string }).error).toContain('names no page of this site');
    const elsewhere = await post('contact', new URLSearchParams([['_page', '//evil.example/contact'], ['_attempt', 'nojs-none-2']]));
    expect(elsewhere.status).toBe(400);
    const otherForm = await post('unsubscribe', new URLSearchParams([['_page', '/contact'], ['_attempt', 'nojs-none-3'], ['email', 'bad']]));
    expect(otherForm.status).toBe(400);
    expect(((await otherForm.json()) as { error: string }).error).toContain('shows no form "unsubscribe"');
  });

  it('keeps the host rules of the page: a forms. host answers for its form pages only', async () => {
    /** A post as a browser on `host` sends it (the Host header names the host). */
    const postOn = (host: string, body: URLSearchParams) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const req = httpRequest(`${harness.site.url}/api/forms/contact/submissions`, { method: 'POST', headers: { host: `${host}:${harness.site.port}`, 'content-type': 'application/x-www-form-urlencoded' } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        });
        req.on('error', reject);
        req.end(body.toString());
      });
    const attempt = `nojs-host-${Date.now()}`;
    expect(await postOn('forms.localhost', contact(attempt))).toEqual({ status: 303, location: `/contact?utm_source=mail&_sent=${attempt}` });
    // /pricing is a page of the main site only: a forms. host has no such page to answer from.
    const elsewhere = contact(`nojs-host2-${Date.now()}`);
    elsewhere.set('_page', '/pricing');
    expect((await postOn('forms.localhost', elsewhere)).status).toBe(400);
  });

  it('a typed </script> stays text in the page’s state', async () => {
    const form = contact(`nojs-xss-${Date.now()}`, [['email', 'x'], ['name', '</script><script>alert(1)</script>']]);
    const html = await (await post('contact', form)).text();
    const state = /<script type="application\/json" id="form-state">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state!).answers.name).toBe('</script><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});
