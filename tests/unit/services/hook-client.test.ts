import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HookError, sendHook } from '../../../src/services/hook-client';
import { startIntake, stubServer, type Intake } from './support';

let intake: Intake;
beforeAll(async () => {
  intake = await startIntake();
}, 30_000);
afterAll(async () => intake?.stop());

const contact = {
  Name: 'Jo Bloggs', Email: 'jo@example.co.uk', Subject: 'A question', Message: 'Hello there, a question about prices.',
  ToEmail: 'hello@example.co.uk', Timestamp: '2026-03-14T10:15:00.000Z', Source: 'https://example.co.uk/contact',
};

async function caught(promise: Promise<unknown>): Promise<HookError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HookError);
    return error as HookError;
  }
  throw new Error('expected the call to fail');
}

describe('sendHook against the intake server', () => {
  it('posts JSON, answers the stored id, and the server keeps the payload', async () => {
    const { id } = await sendHook('contact', contact, { endpoint: `${intake.url}/api/hooks/contact`, as: 'json' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await intake.submission(id);
    expect(stored.hook).toBe('contact');
    expect(stored.payload).toEqual(contact);
  });

  it('posts multipart form fields without empty values, lists as JSON text', async () => {
    const { id } = await sendHook(
      'gallery',
      { galleryUrls: ['C1/gallery/a.png', 'C1/gallery/b.png'], galleryGetUrls: ['https://x.example/a', 'https://x.example/b'], businessName: 'Spark', customerNumber: '', selectedTrade: 'plumber', phone: undefined },
      { endpoint: `${intake.url}/api/hooks/gallery` },
    );
    const stored = await intake.submission(id);
    expect(stored.payload).toEqual({
      galleryUrls: ['C1/gallery/a.png', 'C1/gallery/b.png'], galleryGetUrls: ['https://x.example/a', 'https://x.example/b'], businessName: 'Spark', selectedTrade: 'plumber',
    });
  });

  it('throws an invalid HookError with the field messages of a 400', async () => {
    const error = await caught(sendHook('contact', { ...contact, Email: 'not-an-address' }, { endpoint: `${intake.url}/api/hooks/contact` }));
    expect(error.kind).toBe('invalid');
    expect(error.status).toBe(400);
    expect(error.hook).toBe('contact');
    expect(error.fields.Email).toBe('Please enter a valid email address');
    expect(error.message).toBe('The contact hook payload is not valid.');
    expect(error.retryable).toBe(false);
  });

  it('throws an http HookError for a 500, and sends the Idempotency-Key header', async () => {
    const stub = await stubServer((_req, res) => res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Broken' })));
    try {
      const error = await caught(sendHook('main', { businessBasics: {} }, { endpoint: `${stub.url}/hook`, idempotencyKey: 'attempt-1:main' }));
      expect(error).toMatchObject({ kind: 'http', status: 500, retryable: true });
      expect(error.message).toBe('The main hook answered 500 Internal Server Error: Broken');
      expect(stub.seen[0].headers['idempotency-key']).toBe('attempt-1:main');
      expect(stub.seen[0].headers['content-type']).toBe('application/json');
    } finally {
      await stub.close();
    }
  });

  it('throws a network HookError when nothing listens, and a timeout HookError when nothing answers', async () => {
    const gone = await stubServer(() => undefined);
    await gone.close();
    const network = await caught(sendHook('logo', { logoUrl: 'k' }, { endpoint: `${gone.url}/hook` }));
    expect(network).toMatchObject({ kind: 'network', status: undefined, retryable: true });

    const silent = await stubServer(() => undefined);
    try {
      const started = Date.now();
      const timeout = await caught(sendHook('logo', { logoUrl: 'k' }, { endpoint: `${silent.url}/hook`, timeoutMs: 200 }));
      expect(timeout.kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await silent.close();
    }
  });

  it('throws an aborted HookError when the caller cancels', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await caught(sendHook('contact', contact, { endpoint: `${intake.url}/api/hooks/contact`, signal: controller.signal }));
    expect(error.kind).toBe('aborted');
  });
});
