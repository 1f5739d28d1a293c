import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDraftStore, type DraftStore, type StoredFileRef } from '../../../src/services/draft-store';
import { HookError, sendHook, type HookName } from '../../../src/services/hook-client';
import {
  createRequestSubmitter, singleFlight, submitRequest, uploadStepFiles, type RequestFormData, type SubmitProgress,
} from '../../../src/services/submit-request';
import { uploadFile, type UploadResult } from '../../../src/services/upload-client';
import { fileOf, GIF, HTML, JPEG, PNG, startIntake, type Intake } from './support';

let intake: Intake;
let drafts: DraftStore;

beforeAll(async () => {
  intake = await startIntake();
  // The services resolve the configured relative endpoints (/api/upload, /api/hooks/...) against the page.
  vi.stubGlobal('location', { href: `${intake.url}/request?trade=electrician` });
  drafts = createDraftStore({ memoryOnly: true });
}, 30_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await intake?.stop();
});

const SOURCE = 'https://forms.example.co.uk/request?trade=electrician';
const NOW = new Date('2026-03-14T10:15:00.000Z');
let seq = 0;

/** An uploader that counts what it uploads and then really uploads. */
function countingUploader() {
  const uploaded: string[] = [];
  const upload = (file: Parameters<typeof uploadFile>[0], opts: Parameters<typeof uploadFile>[1]): Promise<UploadResult> => {
    uploaded.push(file?.name ?? '');
    return uploadFile(file, opts);
  };
  return { uploaded, upload };
}

/** A hook sender that records the order of accepted calls and their options. */
function recordingSender(fail?: (hook: HookName, n: number) => HookError | undefined) {
  const calls: Array<{ hook: HookName; id?: string; key?: string; as?: string }> = [];
  let n = 0;
  const send: typeof sendHook = async (hook, payload, opts) => {
    const problem = fail?.(hook, ++n);
    if (problem) {
      calls.push({ hook, key: opts?.idempotencyKey, as: opts?.as });
      throw problem;
    }
    const answer = await sendHook(hook, payload, opts);
    calls.push({ hook, id: answer.id, key: opts?.idempotencyKey, as: opts?.as });
    return answer;
  };
  return { calls, send };
}

async function store(bytes: Uint8Array | Buffer, name: string, type: string): Promise<StoredFileRef> {
  return drafts.putFile(fileOf(bytes, name, type));
}

async function formData(overrides: Partial<RequestFormData> = {}): Promise<RequestFormData> {
  const company = `Spark Bright ${++seq} Ltd`;
  return {
    customerNumber: 'CUST-1042',
    tradeType: 'electrician',
    selectedColorScheme: 'black-red',
    useCustomColors: false,
    customPrimaryColor: '#2897cf',
    customSecondaryColor: '#194563',
    primaryColor: '#123456',
    extractColorsFromLogo: false,
    businessBasics: { firstName: 'Jo', companyName: company, email: 'jo@example.co.uk', phone: '07700 900123' },
    businessName: company,
    logo: await store(PNG, 'logo.png', 'image/png'),
    gallery: [await store(JPEG, 'van.jpg', 'image/jpeg'), await store(HTML, 'disguised.png', 'image/png'), await store(GIF, 'job.gif', '')],
    selectedAccreditations: ['NICEIC', 'Part P'],
    accreditationImages: [
      { name: 'NICEIC', file: await store(PNG, 'niceic.png', 'image/png') },
      { name: 'Part P', file: await store(HTML, 'partp.png', 'image/png') },
    ],
    onlineProfiles: ['Facebook', 'Yell'],
    instagramHandle: 'spark.bright',
    businessEmailOption: 'yes',
    businessEmailPrefixKind: 'common',
    businessEmailPrefix: 'info',
    whatsAppNumber: '07700 900123',
    selectedServices: ['Rewiring', 'Fuse boards'],
    additionalServices: '',
    minimumCallOut: '£60',
    serviceLocations: ['Leeds', 'Bradford'],
    businessHours: [
      { day: 'Monday', open: true, openTime: '08:00', closeTime: '18:00' },
      { day: 'Tuesday', open: true, openTime: '09:00', closeTime: '17:00' },
      { day: 'Wednesday', open: true, openTime: '09:00', closeTime: '17:00' },
      { day: 'Thursday', open: true, openTime: '09:00', closeTime: '17:00' },
      { day: 'Friday', open: true, openTime: '09:00', closeTime: '17:00' },
      { day: 'Saturday', open: false, openTime: '09:00', closeTime: '17:00' },
      { day: 'Sunday', open: false, openTime: '09:00', closeTime: '17:00' },
    ],
    businessStats: { experience: '15 years', happyCustomers: '500+' },
    businessAddress: { street: '1 High St', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP', registrationNumber: '01234567', hideAddress: false },
    hasDomain: true,
    domainName: 'www.sparkbright.co.uk',
    termsAgreed: true,
    ...overrides,
  };
}

async function hookCount(): Promise<number> {
  return (await intake.submissions()).length;
}

describe('submitRequest against the intake server', () => {
  it('uploads, skips a bad gallery image, nulls a bad accreditation image, then sends logo, gallery and main hooks in order', async () => {
    const data = await formData();
    const progress: SubmitProgress[] = [];
    const logs: string[] = [];
    const sender = recordingSender();
    const outcome = await submitRequest(data, {
      files: drafts, sendHook: sender.send, onProgress: (p) => progress.push(p), log: (m) => logs.push(m), now: () => NOW, source: SOURCE, idempotencyKey: 'attempt-1',
    });
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome.ok) return;

    // The ledger has the five good files, not the two disguised ones.
    const good = [data.logo!, data.gallery![0], data.gallery![2], data.accreditationImages![0].file];
    expect(Object.keys(outcome.ledger).sort()).toEqual(good.map((r) => r.id).sort());
    expect(logs).toEqual([
      'Skipped gallery image disguised.png: disguised.png is not a PNG, JPG, GIF or WebP image.',
      'Accreditation image partp.png (Part P) was not uploaded: partp.png is not a PNG, JPG, GIF or WebP image.',
    ]);
    expect(progress[0]).toEqual({ phase: 'uploading', done: 0, total: 6 });
    expect(progress.filter((p) => p.phase === 'uploading').map((p) => (p as { done: number }).done)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(progress.slice(7)).toEqual([{ phase: 'sending', hook: 'logo' }, { phase: 'sending', hook: 'gallery' }, { phase: 'sending', hook: 'main' }, { phase: 'done' }]);

    expect(sender.calls.map((c) => [c.hook, c.as, c.key])).toEqual([
      ['logo', 'form', 'attempt-1:logo'], ['gallery', 'form', 'attempt-1:gallery'], ['main', 'json', 'attempt-1:main'],
    ]);
    expect(outcome.id).toBe(sender.calls[2].id);
    const [logoHook, galleryHook, mainHook] = await Promise.all(sender.calls.map((c) => intake.submission(c.id!)));
    expect([logoHook.hook, galleryHook.hook, mainHook.hook]).toEqual(['logo', 'gallery', 'main']);
    const created = await Promise.all(sender.calls.map(async (c) => (await intake.submissions()).find((s) => s.id === c.id)!.createdAt));
    expect([...created].sort((a, b) => a - b)).toEqual(created);

    const logo = outcome.ledger[data.logo!.id];
    expect(logo.key).toMatch(/^CUST-1042\/logo\/[0-9a-f]{32}\.png$/);
    expect(logoHook.payload).toEqual({
      logoUrl: logo.key, logoGetUrl: logo.getUrl, businessName: data.businessName, customerNumber: 'CUST-1042',
      selectedTrade: 'electrician', timestamp: NOW.toISOString(), source: SOURCE,
    });
    const van = outcome.ledger[data.gallery![0].id];
    const job = outcome.ledger[data.gallery![2].id];
    expect(van.key).toMatch(/^CUST-1042\/gallery\/[0-9a-f]{32}\.jpg$/);
    expect(galleryHook.payload).toEqual({
      galleryUrls: [van.key, job.key], galleryGetUrls: [van.getUrl, job.getUrl], businessName: data.businessName,
      customerNumber: 'CUST-1042', selectedTrade: 'electrician', timestamp: NOW.toISOString(), source: SOURCE,
    });
    const badge = outcome.ledger[data.accreditationImages![0].file.id];
    expect(badge.key).toMatch(/^CUST-1042\/accreditation\//);

    const { logo: _l, gallery: _g, accreditationImages: _a, primaryColor: _p, additionalServices: _s, ...kept } = data;
    expect(mainHook.payload).toEqual({
      ...kept,
      customPrimaryColor: '#000000',
      customSecondaryColor: '#D90429',
      selectedTrade: 'electrician',
      logoUrl: logo.key,
      logoGetUrl: logo.getUrl,
      galleryUrls: [van.key, job.key],
      galleryGetUrls: [van.getUrl, job.getUrl],
      accreditationUrls: [{ name: 'NICEIC', imageUrl: badge.key }, { name: 'Part P', imageUrl: null }],
      accreditationGetUrls: [{ name: 'NICEIC', getUrl: badge.getUrl }, { name: 'Part P', getUrl: null }],
      formattedBusinessHours: 'Monday: 08:00 - 18:00, Tuesday: 09:00 - 17:00, Wednesday: 09:00 - 17:00, Thursday: 09:00 - 17:00, Friday: 09:00 - 17:00, Saturday: Closed, Sunday: Closed',
      timestamp: NOW.toISOString(),
      source: SOURCE,
    });
    expect(mainHook.payload).not.toHaveProperty('primaryColor');

    // The links the hooks carry really serve the uploaded bytes.
    expect(Buffer.from(await (await fetch(logo.getUrl)).arrayBuffer()).equals(PNG)).toBe(true);
    expect(Buffer.from(await (await fetch(job.getUrl)).arrayBuffer()).equals(GIF)).toBe(true);
  });

  it('aborts on a failed logo upload and sends no hook', async () => {
    const before = await hookCount();
    const sender = recordingSender();
    const bad = await submitRequest(await formData({ logo: await store(HTML, 'logo.png', 'image/png') }), { files: drafts, sendHook: sender.send, log: () => undefined });
    expect(bad).toMatchObject({ ok: false, kind: 'upload', message: 'Failed to upload logo: logo.png is not a PNG, JPG, GIF or WebP image.' });
    const gone = await submitRequest(await formData({ logo: { id: 'missing-file', name: 'logo.png', type: 'image/png', size: 10 } }), { files: drafts, sendHook: sender.send });
    expect(gone).toMatchObject({ ok: false, kind: 'upload', message: 'Failed to upload logo: Invalid file: File is null or undefined' });
    expect(sender.calls).toEqual([]);
    expect(await hookCount()).toBe(before);
  });

  it('sends only the main hook when there are no images, with an anonymous upload reference not leaking into it', async () => {
    const sender = recordingSender();
    const data = await formData({ logo: null, gallery: [], accreditationImages: [], customerNumber: '', useCustomColors: true, customPrimaryColor: '#112233', customSecondaryColor: '#445566' });
    const outcome = await submitRequest(data, { files: drafts, sendHook: sender.send, now: () => NOW, source: SOURCE });
    expect(outcome.ok).toBe(true);
    expect(sender.calls.map((c) => c.hook)).toEqual(['main']);
    const main = await intake.submission(sender.calls[0].id!);
    expect(main.payload).not.toHaveProperty('customerNumber');
    expect(main.payload).not.toHaveProperty('logoUrl');
    expect(main.payload).toMatchObject({ customPrimaryColor: '#112233', customSecondaryColor: '#445566', galleryUrls: [], accreditationUrls: [] });
  });

  it('reports a refused main payload as a hook failure with the server field messages', async () => {
    const data = await formData({ logo: null, gallery: [], accreditationImages: [] });
    const outcome = await submitRequest({ ...data, businessBasics: { ...data.businessBasics, email: 'not-an-email' } }, { files: drafts });
    expect(outcome).toMatchObject({ ok: false, kind: 'hook', message: 'The main hook payload is not valid.' });
    if (!outcome.ok) expect(outcome.error?.fields['businessBasics.email']).toBe('Please enter a valid email address');
  });
});

describe('uploads are not repeated', () => {
  it('a file uploaded after step 2 or 4 is not uploaded again at submission', async () => {
    const data = await formData({ accreditationImages: [] });
    const step = countingUploader();
    const logs: string[] = [];
    let ledger = await uploadStepFiles(['logo'], data, { files: drafts, upload: step.upload });
    ledger = await uploadStepFiles(['gallery'], data, { files: drafts, upload: step.upload, ledger, log: (m) => logs.push(m) });
    expect(step.uploaded).toEqual(['logo.png', 'van.jpg', 'disguised.png', 'job.gif']);
    expect(Object.keys(ledger)).toHaveLength(3);
    expect(logs).toEqual(['Background upload of disguised.png failed: disguised.png is not a PNG, JPG, GIF or WebP image.']);

    const final = countingUploader();
    const sender = recordingSender();
    const outcome = await submitRequest(data, { files: drafts, ledger, upload: final.upload, sendHook: sender.send, log: () => undefined });
    expect(outcome.ok).toBe(true);
    expect(final.uploaded).toEqual(['disguised.png']);
    const main = await intake.submission(sender.calls.at(-1)!.id!);
    expect(main.payload.logoUrl).toBe(ledger[data.logo!.id].key);
  });

  it('a submit while a background upload of the same file is running waits for it instead of uploading twice', async () => {
    const data = await formData({ gallery: [], accreditationImages: [] });
    const counting = countingUploader();
    const background = uploadStepFiles(['logo'], data, { files: drafts, upload: counting.upload });
    const outcome = await submitRequest(data, { files: drafts, upload: counting.upload });
    expect(outcome.ok).toBe(true);
    expect(counting.uploaded).toEqual(['logo.png']);
    const ledger = await background;
    if (outcome.ok) expect(outcome.ledger[data.logo!.id]).toEqual(ledger[data.logo!.id]);
  });

  it('a retry after a failed main hook keeps the idempotency key, uploads nothing and does not resend the logo and gallery hooks', async () => {
    const data = await formData({ accreditationImages: [] });
    const counting = countingUploader();
    const sender = recordingSender((hook, n) => (hook === 'main' && n === 3 ? new HookError('main', 'http', 'The main hook answered 503 Service Unavailable', 503) : undefined));
    const submitter = createRequestSubmitter({ files: drafts, upload: counting.upload, sendHook: sender.send, log: () => undefined });
    const first = await submitter.submit(data);
    expect(first).toMatchObject({ ok: false, kind: 'hook', message: 'The main hook answered 503 Service Unavailable' });
    expect(counting.uploaded).toEqual(['logo.png', 'van.jpg', 'disguised.png', 'job.gif']);
    expect(Object.keys(submitter.ledger)).toHaveLength(3);

    const second = await submitter.submit(data);
    expect(second.ok).toBe(true);
    expect(counting.uploaded).toEqual(['logo.png', 'van.jpg', 'disguised.png', 'job.gif', 'disguised.png']);
    expect(sender.calls.map((c) => c.hook)).toEqual(['logo', 'gallery', 'main', 'main']);
    const keys = sender.calls.map((c) => c.key!.split(':')[0]);
    expect(new Set(keys).size).toBe(1);

    // Changed data is a new attempt with a new key.
    await submitter.submit({ ...data, minimumCallOut: '£70' });
    expect(sender.calls.at(-1)!.key!.split(':')[0]).not.toBe(keys[0]);
  });

  it('a double click sends once', async () => {
    const data = await formData({ gallery: [], accreditationImages: [] });
    const sender = recordingSender();
    const submitter = createRequestSubmitter({ files: drafts, sendHook: sender.send });
    const a = submitter.submit(data);
    const b = submitter.submit(data);
    expect(b).toBe(a);
    expect(submitter.running).toBe(true);
    expect((await a).ok).toBe(true);
    expect(submitter.running).toBe(false);
    expect(sender.calls.map((c) => c.hook)).toEqual(['logo', 'main']);
    const mains = (await intake.submissions('main')).filter((s) => s.payload.businessName === data.businessName);
    expect(mains).toHaveLength(1);
  });

  it('singleFlight shares the running promise and frees itself after a failure', async () => {
    let calls = 0;
    const flaky = singleFlight(async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      throw new Error('boom');
    });
    const one = flaky();
    expect(flaky()).toBe(one);
    await expect(one).rejects.toThrow('boom');
    expect(flaky.running).toBe(false);
    await expect(flaky()).rejects.toThrow('boom');
    expect(calls).toBe(2);
  });
});
