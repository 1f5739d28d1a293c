import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../../../src/services/upload-client';
import { fileOf, GIF, HTML, JPEG, PNG, startIntake, stubServer, type Intake } from './support';

let intake: Intake;
beforeAll(async () => {
  intake = await startIntake();
}, 30_000);
afterAll(async () => intake?.stop());

/** A fetch that records every call and then does it for real. */
function recordingFetch() {
  const calls: Array<{ url: string; method: string; headers: Headers; body: unknown }> = [];
  const doFetch: typeof fetch = (input, init) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body });
    return fetch(input, init);
  };
  return { calls, fetch: doFetch };
}

describe('uploadFile against the intake server', () => {
  it('uploads a logo, and its getUrl serves back the same bytes', async () => {
    const rec = recordingFetch();
    const result = await uploadFile(fileOf(PNG, 'My Logo.png', 'image/png'), {
      customerNumber: 'CUST-1042', fileType: 'logo', endpoint: `${intake.url}/api/upload`, fetch: rec.fetch,
    });
    expect(result).toMatchObject({ success: true, fileName: 'My Logo.png' });
    if (!result.success) throw new Error(result.error);
    expect(result.key).toMatch(/^CUST-1042\/logo\/[0-9a-f]{32}\.png$/);
    expect(rec.calls.map((c) => c.method)).toEqual(['POST', 'PUT']);
    expect(JSON.parse(String(rec.calls[0].body))).toEqual({
      customerNumber: 'CUST-1042', fileName: 'My Logo.png', fileType: 'logo', fileMimeType: 'image/png', fileSize: PNG.length,
    });
    expect(rec.calls[1].headers.get('content-type')).toBe('image/png');
    const got = await fetch(result.getUrl);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('infers a missing or generic type from the extension and uses an anonymous reference without a customer number', async () => {
    const rec = recordingFetch();
    const result = await uploadFile(fileOf(JPEG, 'van.JFIF', 'application/octet-stream'), {
      customerNumber: '  ', fileType: 'gallery', endpoint: `${intake.url}/api/upload`, fetch: rec.fetch,
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.key).toMatch(/^anonymous-\d+\/gallery\/[0-9a-f]{32}\.jpg$/);
    const asked = JSON.parse(String(rec.calls[0].body));
    expect(asked.customerNumber).toMatch(/^anonymous-\d{13}$/);
    expect(asked.fileMimeType).toBe('image/jpeg');
    expect(rec.calls[1].headers.get('content-type')).toBe('image/jpeg');

    const gif = await uploadFile(fileOf(GIF, 'spark.gif'), { customerNumber: 'C-2', fileType: 'accreditation', endpoint: `${intake.url}/api/upload` });
    expect(gif).toMatchObject({ success: true });
  });

  it('refuses an empty, missing, oversized or disguised file before calling anything', async () => {
    const rec = recordingFetch();
    const opts = { customerNumber: 'C', fileType: 'logo' as const, endpoint: `${intake.url}/api/upload`, fetch: rec.fetch };
    expect(await uploadFile(fileOf(new Uint8Array(0), 'empty.png', 'image/png'), opts)).toEqual({
      success: false, fileName: 'empty.png', error: 'Invalid file: Empty file',
    });
    expect(await uploadFile(null, opts)).toEqual({ success: false, fileName: '', error: 'Invalid file: File is null or undefined' });
    expect(await uploadFile(undefined, opts)).toMatchObject({ error: 'Invalid file: File is null or undefined' });
    expect(await uploadFile(fileOf(HTML, 'logo.png', 'image/png'), opts)).toEqual({
      success: false, fileName: 'logo.png', error: 'logo.png is not a PNG, JPG, GIF or WebP image.',
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await uploadFile(fileOf(big, 'huge.png', 'image/png'), opts)).toMatchObject({
      success: false, error: 'huge.png is larger than 5 MB. Please choose a smaller image.',
    });
    expect(rec.calls).toHaveLength(0);
  });
});

describe('uploadFile error messages (spec part 1 §8)', () => {
  const logo = () => fileOf(PNG, 'logo.png', 'image/png');

  it('reports a not-OK upload service with its status text', async () => {
    const stub = await stubServer((_req, res) => res.writeHead(503, 'Upload Service Down').end('{}'));
    try {
      const plain = await stubServer((_req, res) => res.writeHead(500).end());
      try {
        expect(await uploadFile(logo(), { customerNumber: 'C', fileType: 'logo', endpoint: `${stub.url}/upload` })).toEqual({
          success: false, fileName: 'logo.png', error: 'Failed to get presigned URL: Upload Service Down',
        });
        expect(await uploadFile(logo(), { customerNumber: 'C', fileType: 'logo', endpoint: `${plain.url}/upload` })).toMatchObject({
          error: 'Failed to get presigned URL: Internal Server Error',
        });
      } finally {
        await plain.close();
      }
    } finally {
      await stub.close();
    }
  });

  it('reports an unreachable upload service', async () => {
    const stub = await stubServer(() => undefined);
    const dead = stub.url;
    await stub.close();
    const result = await uploadFile(logo(), { customerNumber: 'C', fileType: 'logo', endpoint: `${dead}/upload` });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error).toMatch(/^Failed to get presigned URL: /);
  });

  it('reports a reply without putUrl, and refuses a javascript: or junk putUrl without sending the file anywhere', async () => {
    const replies: unknown[] = [{ getUrl: 'http://x.example/get', key: 'k' }, 'not json at all', { putUrl: 'javascript:alert(1)', getUrl: 'x' }, { putUrl: 'data:text/html,hi' }, { putUrl: '' }, { putUrl: 42 }];
    let n = 0;
    const stub = await stubServer((_req, res) => {
      const reply = replies[n++];
      res.writeHead(200, { 'content-type': 'application/json' }).end(typeof reply === 'string' ? reply : JSON.stringify(reply));
    });
    try {
      const opts = { customerNumber: 'C', fileType: 'logo' as const, endpoint: `${stub.url}/upload` };
      expect((await uploadFile(logo(), opts)) as unknown).toMatchObject({ success: false, error: 'API response is missing the putUrl field' });
      expect((await uploadFile(logo(), opts)) as unknown).toMatchObject({ success: false, error: 'API response is missing the putUrl field' });
      for (let i = 0; i < 4; i++) {
        expect(await uploadFile(logo(), opts)).toMatchObject({ success: false, error: 'No valid upload URL received' });
      }
      expect(stub.seen.map((s) => s.method)).toEqual(Array(6).fill('POST'));
    } finally {
      await stub.close();
    }
  });

  it('reports a failing PUT with the file name, status text and status, and falls back to customerNumber/fileName for the key', async () => {
    const stub = await stubServer((req, res, base) => {
      if (req.method === 'POST') {
        const ask = JSON.parse(req.body.toString());
        const reply = ask.customerNumber === 'DENY' ? { putUrl: `${base}/put`, getUrl: `${base}/get` } : { putUrl: `${base}/ok`, getUrl: `${base}/get` };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
      } else if (req.url === '/put') {
        res.writeHead(403).end('no');
      } else {
        res.writeHead(200).end();
      }
    });
    try {
      expect(await uploadFile(logo(), { customerNumber: 'DENY', fileType: 'logo', endpoint: `${stub.url}/upload` })).toEqual({
        success: false, fileName: 'logo.png', error: 'Error uploading logo.png: Forbidden (403)',
      });
      expect(await uploadFile(logo(), { customerNumber: 'CUST-9', fileType: 'logo', endpoint: `${stub.url}/upload` })).toEqual({
        success: true, fileName: 'logo.png', key: 'CUST-9/logo.png', getUrl: `${stub.url}/get`,
      });
      const put = stub.seen.find((s) => s.method === 'PUT' && s.url === '/ok');
      expect(put?.headers['content-type']).toBe('image/png');
      // The link stores one file: an S3 link is signed with this header, so the bucket refuses a second PUT.
      expect(put?.headers['if-none-match']).toBe('*');
      expect(put?.body.equals(PNG)).toBe(true);
    } finally {
      await stub.close();
    }
  });

  it('gives up on a PUT that never answers after timeoutMs', async () => {
    const stub = await stubServer((req, res, base) => {
      if (req.method === 'POST') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ putUrl: `${base}/put`, getUrl: `${base}/get`, key: 'k' }));
      // the PUT is never answered
    });
    try {
      const started = Date.now();
      const result = await uploadFile(logo(), { customerNumber: 'C', fileType: 'logo', endpoint: `${stub.url}/upload`, timeoutMs: 300 });
      expect(result).toEqual({ success: false, fileName: 'logo.png', error: 'Upload request timed out after 0.3 seconds' });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await stub.close();
    }
  });

  it('times out after 60 seconds by default with the spec message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const hanging: typeof fetch = async (_input, init) => {
        if (init?.method === 'POST') return new Response(JSON.stringify({ putUrl: 'https://storage.example/put', getUrl: 'https://storage.example/get' }), { status: 200 });
        return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      };
      const pending = uploadFile(logo(), { customerNumber: 'C', fileType: 'logo', endpoint: 'https://upload.example/api/upload', fetch: hanging });
      await vi.advanceTimersByTimeAsync(59_999);
      let settled = false;
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({ success: false, fileName: 'logo.png', error: 'Upload request timed out after 60 seconds' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await uploadFile(logo(), { customerNumber: 'C', fileType: 'logo', endpoint: 'https://upload.example/x', signal: controller.signal })).toMatchObject({
      success: false, error: 'Upload cancelled',
    });
  });
});
