import { afterEach, describe, expect, it, vi } from 'vitest';
import { postStepEvent, postSubmission, type FormRequest } from '../../../src/services/form-client';

/** The intake server refuses a field of a body it does not take: the client sends only the contract's fields. */
describe('the bodies of the form client', () => {
  afterEach(() => vi.unstubAllGlobals());

  const sent = async (call: (fetchFn: typeof fetch) => Promise<unknown>): Promise<Record<string, unknown>> => {
    vi.stubGlobal('location', { href: 'http://localhost/request' });
    const fetchFn = vi.fn(async () => new Response('{"calls":0}', { status: 202 }));
    await call(fetchFn as unknown as typeof fetch);
    return JSON.parse(String((fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;
  };
  // A request object carrying more than the contract (as a caller's own object may).
  const request = { answers: { name: 'Jo' }, files: {}, page: { source: 'http://localhost/request', query: { a: '1' }, hash: '#x' }, draft: 'kept-here' } as FormRequest;

  it('a step event sends its step, answers, files and page, nothing else', async () => {
    const body = await sent((fetchFn) => postStepEvent('request', 'start', request, fetchFn));
    expect(body).toEqual({ step: 'start', answers: { name: 'Jo' }, files: {}, page: { source: 'http://localhost/request', query: { a: '1' } } });
  });

  it('a submission sends its attempt key and the reference when there is one', async () => {
    const body = await sent((fetchFn) => postSubmission('contact', { ...request, reference: 'TS-1' }, 'attempt-1234', fetchFn));
    expect(Object.keys(body).sort()).toEqual(['answers', 'attemptKey', 'files', 'page', 'reference']);
  });
});
