import { describe, expect, it } from 'vitest';
import { paramList, queryOptions } from '../../../src/forms/widgets/query/query-options';
import { answerValues, redirectHosts, redirectTarget, submitAllowed } from '../../../src/forms/success-extras';
import { buildPayload } from '../../../src/domain/send-plan';

const DOMAINS = ['domain1', 'domain2', 'domain3', 'domain4', 'domain5', 'domain6'];
const q = (s: string) => new URLSearchParams(s);

describe('query-choice options', () => {
  it('keeps real domain names in order, lowercased, once each', () => {
    const query = q('domain1=Spark.co.uk&domain2=&domain3=spark.co.uk&domain4=%20bright.com%20&domain6=smith-electrical.uk');
    expect(queryOptions(query, { params: DOMAINS, validate: 'domain-name' })).toEqual(['spark.co.uk', 'bright.com', 'smith-electrical.uk']);
  });

  it('drops script urls, markup, other schemes, paths and over-long values', () => {
    const long = `${'a'.repeat(290)}.co.uk`;
    const query = new URLSearchParams();
    query.set('domain1', 'javascript:alert(1)');
    query.set('domain2', '<script>alert(1)</script>');
    query.set('domain3', long);
    query.set('domain4', 'https://evil.example/x');
    query.set('domain5', '127.0.0.1');
    query.set('domain6', 'ok.co.uk');
    expect(queryOptions(query, { params: DOMAINS, validate: 'domain-name' })).toEqual(['ok.co.uk']);
  });

  it('text values refuse control characters and respect maxLength', () => {
    expect(queryOptions(q('a=one&b=two%0Athree&c=xxxxxx'), { params: ['a', 'b', 'c'], maxLength: 5 })).toEqual(['one']);
  });

  it('reads only well-formed parameter names from the option', () => {
    expect(paramList(['domain1', 3, 'bad name', 'lead_id'])).toEqual(['domain1', 'lead_id']);
    expect(paramList('domain1')).toEqual([]);
  });
});

describe('submit rule and success values', () => {
  it('submitRequires needs a value that is not empty or false', () => {
    const form = { buttons: { submit: 'Go', submitting: 'Going...', submitRequires: 'termsAgreed' } };
    expect(submitAllowed(form, {})).toBe(false);
    expect(submitAllowed(form, { termsAgreed: false })).toBe(false);
    expect(submitAllowed(form, { termsAgreed: true })).toBe(true);
    expect(submitAllowed({ buttons: { submit: 'Go', submitting: 'Going...', submitRequires: 'selectedDomain' } }, { selectedDomain: '  ' })).toBe(false);
    expect(submitAllowed({ buttons: { submit: 'Go', submitting: 'Going...' } }, {})).toBe(true);
  });

  it('answerValues keeps only plain top-level values', () => {
    expect(answerValues({ a: 'x', b: 2, c: true, d: { e: 1 }, f: ['g'] })).toEqual({ a: 'x', b: 2, c: true });
  });
});

describe('success redirect', () => {
  const site = { stripeHosts: ['buy.stripe.com', 'checkout.stripe.com'] };
  const rule = { param: 'stripe_link', allowedHosts: 'site:stripeHosts', httpsOnly: true, refused: 'No.' };
  const target = (link: string | null) => redirectTarget(rule, link === null ? q('') : new URLSearchParams({ stripe_link: link }), site);

  it('goes on only to https addresses on a listed host', () => {
    expect(target('https://checkout.stripe.com/c/pay/cs_test_1')).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    expect(target('https://buy.stripe.com/abc')).toEqual({ url: 'https://buy.stripe.com/abc' });
  });

  it('refuses everything else, and does nothing without a link', () => {
    for (const bad of ['http://checkout.stripe.com/x', 'javascript:alert(1)', 'https://evil.example/', '//evil.example/x', 'https://checkout.stripe.com.evil.example/', 'https://user:pw@checkout.stripe.com/', `https://checkout.stripe.com/${'a'.repeat(3000)}`]) {
      expect(target(bad), bad).toEqual({ refused: true });
    }
    expect(target(null)).toEqual({});
    expect(target('  ')).toEqual({});
  });

  it('goes to the fallback of site.yaml without a link, and adds the reference to either address', () => {
    const paying = { ...site, payment: { link: 'https://buy.stripe.com/site-link' } };
    const withFallback = { ...rule, fallback: 'site:payment.link', referenceParam: 'client_reference_id' };
    expect(redirectTarget(withFallback, q(''), paying, 'TS-7KM-4QX')).toEqual({ url: 'https://buy.stripe.com/site-link?client_reference_id=TS-7KM-4QX' });
    expect(redirectTarget(withFallback, q('stripe_link=https://checkout.stripe.com/c?x=1'), paying, 'TS-7KM-4QX')).toEqual({ url: 'https://checkout.stripe.com/c?x=1&client_reference_id=TS-7KM-4QX' });
    expect(redirectTarget(withFallback, q(''), paying)).toEqual({ url: 'https://buy.stripe.com/site-link' });
    // A fallback off the allowed hosts is refused like a link's.
    expect(redirectTarget(withFallback, q(''), { ...site, payment: { link: 'https://evil.example/pay' } }, 'TS-7KM-4QX')).toEqual({ refused: true });
    expect(redirectTarget(withFallback, q(''), site, 'TS-7KM-4QX')).toEqual({});
  });

  it('a site list that is missing allows nothing', () => {
    expect(redirectHosts({ allowedHosts: 'site:nothingHere' }, site)).toEqual([]);
    expect(redirectHosts({ allowedHosts: ['buy.stripe.com'] }, site)).toEqual(['buy.stripe.com']);
    expect(redirectHosts({}, site)).toBeUndefined();
  });
});

describe('hook payload', () => {
  it('leaves empty values out, fixed empty words too', () => {
    const ctx = { query: { customerNumber: '' }, now: new Date('2026-01-02T03:04:05.000Z'), source: 'https://x.test/unsubscribe', site: {}, uploads: {}, announced: {} };
    expect(buildPayload({ Email: 'field:email', Timestamp: 'timestamp', Source: 'source', querystring: 'text:', Ref: 'query:customerNumber' }, { email: 'a@b.co' }, ctx)).toEqual({
      Email: 'a@b.co', Timestamp: '2026-01-02T03:04:05.000Z', Source: 'https://x.test/unsubscribe',
    });
  });
});
