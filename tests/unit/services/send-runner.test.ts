import { describe, expect, it } from 'vitest';
import type { FormAction, SendPlan } from '../../../src/generated/config-types';
import type { FormRequest } from '../../../src/services/form-client';
import { FormSendError } from '../../../src/services/form-client';
import { createSendRunner, type SendReport } from '../../../src/services/send-runner';
import { emptyLedger, type SendLedger, type SendProgress, type StoredFileRef } from '../../../src/services/send-types';
import type { UploadOptions } from '../../../src/services/upload-client';

/** A plan with the spec's three failure rules and two announcements (as the request form's). */
const PLAN: SendPlan = {
  reference: 'field:customerNumber',
  files: [
    { field: 'logo', kind: 'logo', onFail: 'abort', failMessage: 'Failed to upload logo: {reason}', announce: { hook: 'logo', payload: { logoUrl: 'upload:logo.key' } } },
    { field: 'gallery', kind: 'gallery', onFail: 'skip', announce: { hook: 'gallery', payload: { galleryUrls: 'upload:gallery.key' } } },
    { field: 'accreditationImages', file: 'file', kind: 'accreditation', onFail: 'keep-null' },
  ],
  send: { hook: 'main', answers: true },
};

const ref = (id: string): StoredFileRef => ({ id, name: `${id}.png`, type: 'image/png', size: 3 });

/** A runner over fake uploads and a fake intake server: `failing` file names fail once each, every call is recorded. */
function setUp(plan: SendPlan, failing: string[] = [], server: { down?: () => boolean } = {}) {
  const uploads: Array<{ name: string; customerNumber: string | null | undefined; fileType: string }> = [];
  const sent: Array<{ kind: 'submission' | 'event'; form: string; request: FormRequest; key?: string; step?: string }> = [];
  let references = 0;
  const fails = new Set(failing);
  const runner = createSendRunner('request', { submit: plan }, {
    files: { getFile: async (id) => new File([new Uint8Array([1, 2, 3])], `${id}.png`, { type: 'image/png' }) },
    upload: async (file, opts: UploadOptions) => {
      uploads.push({ name: file!.name, customerNumber: opts.customerNumber, fileType: opts.fileType });
      if (fails.delete(file!.name)) return { success: false, fileName: file!.name, error: 'HTTP 503' };
      return { success: true, fileName: file!.name, key: `${opts.customerNumber}/${file!.name}`, getUrl: `https://files.test/${file!.name}` };
    },
    submit: async (form, request, key) => {
      sent.push({ kind: 'submission', form, request: structuredClone(request), key });
      if (server.down?.()) throw new FormSendError('The server answered 503', 503);
      return { id: `sub-${sent.length}`, reference: request.reference ?? (request.answers.customerNumber as string), createdAt: 1, repeated: false };
    },
    event: async (form, step, request) => {
      sent.push({ kind: 'event', form, step, request: structuredClone(request) });
      return { calls: 1 };
    },
    reference: async () => `TS-23${++references}-XYZ`,
    page: () => ({ query: new URLSearchParams('trade=plumber'), source: 'https://forms.test/request' }),
    log: () => undefined,
  });
  const progress: SendProgress[] = [];
  const report: SendReport = { progress: (p) => progress.push(p), ledgerChanged: () => undefined };
  return { runner, uploads, sent, progress, report };
}

const ANSWERS = {
  businessName: 'Spark Ltd',
  logo: ref('logo'),
  gallery: [ref('job1'), ref('job2')],
  accreditationImages: [{ name: 'NICEIC', file: ref('cert') }],
};

describe('the send runner', () => {
  it('a failed logo aborts: nothing is sent to the server, and the reason names the logo', async () => {
    const { runner, sent, report } = setUp(PLAN, ['logo.png']);
    const outcome = await runner.submit(ANSWERS, emptyLedger(), report);
    expect(outcome).toEqual({ ok: false, kind: 'upload', message: 'Failed to upload logo: HTTP 503' });
    expect(sent).toEqual([]);
  });

  it('sends the answers once with one key per file (null for a failed one), under the reference the server gave', async () => {
    const { runner, sent, report, progress } = setUp(PLAN, ['job2.png', 'cert.png']);
    const ledger = emptyLedger();
    const outcome = await runner.submit(ANSWERS, ledger, report);
    expect(outcome).toEqual({ ok: true, id: 'sub-1', reference: 'TS-231-XYZ' });
    expect(sent).toHaveLength(1);
    const [{ request, key }] = sent;
    expect(request).toEqual({
      answers: ANSWERS,
      files: { logo: ['TS-231-XYZ/logo.png'], gallery: ['TS-231-XYZ/job1.png', null], accreditationImages: [null] },
      reference: 'TS-231-XYZ',
      page: { source: 'https://forms.test/request', query: { trade: 'plumber' } },
    });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(progress.at(-1)).toEqual({ done: 4, total: 4 });
    expect(ledger.attempt).toBeUndefined();
    expect(ledger.reference).toBe('TS-231-XYZ');
  });

  it('asks the server for one reference per session, and none when the answers have their own', async () => {
    const { runner, uploads, sent, report } = setUp(PLAN);
    const ledger: SendLedger = emptyLedger();
    await runner.leave('content', [{ action: 'upload-files', fields: ['logo'], announce: true } as FormAction], ANSWERS, ledger, report);
    await runner.submit(ANSWERS, ledger, report);
    expect(new Set(uploads.map((u) => u.customerNumber))).toEqual(new Set(['TS-231-XYZ']));
    expect(sent.map((s) => [s.kind, s.step, s.request.reference])).toEqual([['event', 'content', 'TS-231-XYZ'], ['submission', undefined, 'TS-231-XYZ']]);
    // The logo uploaded on leaving the step is not uploaded again.
    expect(uploads.filter((u) => u.name === 'logo.png')).toHaveLength(1);
    const own = setUp(PLAN);
    await own.runner.submit({ ...ANSWERS, customerNumber: 'CUST-9' }, emptyLedger(), own.report);
    expect(own.uploads.every((u) => u.customerNumber === 'CUST-9')).toBe(true);
    expect(own.sent[0].request).not.toHaveProperty('reference');
  });

  it('a retry after a failed submission keeps the attempt key and uploads nothing again; new answers get a new key', async () => {
    let down = true;
    const { runner, uploads, sent, report } = setUp(PLAN, [], { down: () => down });
    const ledger = emptyLedger();
    expect(await runner.submit(ANSWERS, ledger, report)).toEqual({ ok: false, kind: 'hook', message: 'The server answered 503' });
    down = false;
    expect((await runner.submit(ANSWERS, ledger, report)).ok).toBe(true);
    expect(sent.map((s) => s.key)).toEqual([sent[0].key, sent[0].key]);
    expect(uploads).toHaveLength(4);
    const other = emptyLedger();
    other.attempt = { key: 'old', fingerprint: '{}' };
    await runner.submit({ businessName: 'Changed Ltd' }, other, report);
    expect(sent.at(-1)!.key).not.toBe('old');
  });

  it('shows the server\'s message for a refused answer', async () => {
    const { runner, report } = setUp(PLAN);
    const refusing = createSendRunner('request', { submit: PLAN }, {
      files: { getFile: async () => undefined },
      submit: async () => {
        throw new FormSendError('The answers are not complete', 400, { termsAgreed: 'Please agree to the terms to submit your request' });
      },
      log: () => undefined,
    });
    expect(await refusing.submit({ customerNumber: 'C1' }, emptyLedger(), report)).toEqual({ ok: false, kind: 'hook', message: 'Please agree to the terms to submit your request' });
    expect(runner).toBeDefined();
  });

  it('retry: the failed photos fail the attempt after the others are sent; the next attempt uploads only those', async () => {
    const plan: SendPlan = {
      reference: 'field:customerNumber',
      requireReference: true,
      status: { start: { percent: 0, text: 'Preparing' }, done: { percent: 100, text: 'Done' }, failed: { percent: 0, text: 'Failed' } },
      files: [
        {
          field: 'gallery',
          kind: 'gallery',
          onFail: 'retry',
          failMessage: '{count} gallery images failed to upload',
          failMessageOne: '1 gallery image failed to upload',
          status: { start: { percent: 50, text: 'Gallery' }, end: { percent: 90, text: 'Gallery' } },
          announce: { hook: 'media-gallery', payload: { galleryUrls: 'upload:gallery.key' } },
        },
      ],
    };
    const { runner, uploads, sent, report, progress } = setUp(plan, ['job2.png']);
    expect(await runner.submit({ gallery: ANSWERS.gallery }, emptyLedger(), report)).toEqual({ ok: false, kind: 'reference', message: '' });
    const ledger = emptyLedger();
    const answers = { customerNumber: 'CUST-1', gallery: ANSWERS.gallery };
    expect(await runner.submit(answers, ledger, report)).toEqual({ ok: false, kind: 'upload', message: '1 gallery image failed to upload' });
    expect(progress.map((p) => p.percent)).toEqual([0, 0, 50, 90, 0]);
    expect(await runner.submit(answers, ledger, report)).toMatchObject({ ok: true, reference: 'CUST-1' });
    expect(uploads.map((u) => u.name)).toEqual(['job1.png', 'job2.png', 'job2.png']);
    expect(sent.map((s) => s.request.files.gallery)).toEqual([['CUST-1/job1.png', null], ['CUST-1/job1.png', 'CUST-1/job2.png']]);
    // Two attempts, two keys: the first was stored with what had uploaded.
    expect(new Set(sent.map((s) => s.key)).size).toBe(2);
    expect(progress.slice(-4).map((p) => `${p.message} ${p.percent}`)).toEqual(['Preparing 0', 'Gallery 50', 'Gallery 90', 'Done 100']);
  });

  it('on leaving a step: counts the uploads, tells the server, and names the toast of the outcome', async () => {
    const { runner, report, progress, sent } = setUp(PLAN, ['job2.png']);
    const action = { action: 'upload-files', fields: ['gallery'], announce: true, toasts: { uploaded: 'galleryUploaded', failed: 'galleryFailed' } } as FormAction;
    const toasts = await runner.leave('content', [action], { ...ANSWERS, customerNumber: 'C5' }, emptyLedger(), report);
    expect(toasts).toEqual([{ message: 'galleryUploaded', variant: 'success', values: { done: 1, total: 2 } }]);
    expect(progress).toEqual([{ done: 0, total: 2 }, { done: 1, total: 2 }, { done: 0, total: 0 }]);
    expect(sent.map((s) => [s.kind, s.step, s.request.files.gallery])).toEqual([['event', 'content', ['C5/job1.png', null]]]);
  });
});
