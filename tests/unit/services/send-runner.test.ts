import { describe, expect, it } from 'vitest';
import type { FormAction, SendPlan } from '../../../src/generated/config-types';
import { createSendRunner, type SendReport } from '../../../src/services/send-runner';
import { emptyLedger, type SendLedger, type SendProgress, type StoredFileRef } from '../../../src/services/send-types';
import type { UploadOptions } from '../../../src/services/upload-client';

/** A plan with the spec's three failure rules and two announcements (as the request form's). */
const PLAN: SendPlan = {
  reference: 'customerNumber',
  files: [
    { field: 'logo', kind: 'logo', onFail: 'abort', failMessage: 'Failed to upload logo: {reason}', announce: { hook: 'logo', payload: { logoUrl: 'upload:logo.key', customerNumber: 'reference' } } },
    { field: 'gallery', kind: 'gallery', onFail: 'skip', announce: { hook: 'gallery', payload: { galleryUrls: 'upload:gallery.key', customerNumber: 'reference' } } },
    { field: 'accreditationImages', file: 'file', kind: 'accreditation', onFail: 'keep-null' },
  ],
  send: {
    hook: 'main',
    answers: true,
    payload: {
      customerNumber: 'reference',
      logoUploadedSeparately: 'announced:logo',
      accreditationUrls: { each: 'accreditationImages', name: 'item:name', imageUrl: 'upload:key' },
    },
  },
  notSent: { logo: 'upload', gallery: 'uploads', accreditationImages: 'uploads' },
};

const ref = (id: string): StoredFileRef => ({ id, name: `${id}.png`, type: 'image/png', size: 3 });

/** A runner over fake uploads and hooks: `failing` file names fail once each, every call is recorded. */
function setUp(plan: SendPlan, failing: string[] = []) {
  const uploads: Array<{ name: string; customerNumber: string | null | undefined; fileType: string }> = [];
  const hooks: Array<{ hook: string; payload: Record<string, unknown>; key?: string }> = [];
  const fails = new Set(failing);
  const runner = createSendRunner(plan, {
    files: { getFile: async (id) => new File([new Uint8Array([1, 2, 3])], `${id}.png`, { type: 'image/png' }) },
    upload: async (file, opts: UploadOptions) => {
      uploads.push({ name: file!.name, customerNumber: opts.customerNumber, fileType: opts.fileType });
      if (fails.delete(file!.name)) return { success: false, fileName: file!.name, error: 'HTTP 503' };
      return { success: true, fileName: file!.name, key: `${opts.customerNumber}/${file!.name}`, getUrl: `https://files.test/${file!.name}` };
    },
    send: async (hook, payload, opts) => {
      hooks.push({ hook, payload: { ...payload }, key: opts?.idempotencyKey });
      return { id: `id-${hooks.length}` };
    },
    now: () => new Date(1_700_000_000_000),
    page: () => ({ query: new URLSearchParams(), source: 'https://forms.test/request' }),
    log: () => undefined,
  });
  const progress: SendProgress[] = [];
  const report: SendReport = { progress: (p) => progress.push(p), ledgerChanged: () => undefined };
  return { runner, uploads, hooks, progress, report };
}

const ANSWERS = {
  businessName: 'Spark Ltd',
  logo: ref('logo'),
  gallery: [ref('job1'), ref('job2')],
  accreditationImages: [{ name: 'NICEIC', file: ref('cert') }],
};

describe('the send runner', () => {
  it('a failed logo aborts: nothing is announced or sent, and the reason names the logo', async () => {
    const { runner, hooks, report } = setUp(PLAN, ['logo.png']);
    const outcome = await runner.submit(ANSWERS, emptyLedger(), report);
    expect(outcome).toEqual({ ok: false, kind: 'upload', message: 'Failed to upload logo: HTTP 503' });
    expect(hooks).toEqual([]);
  });

  it('drops a failed gallery image, gives a failed accreditation image null links, and sends every answer', async () => {
    const { runner, hooks, report, progress } = setUp(PLAN, ['job2.png', 'cert.png']);
    const ledger = emptyLedger();
    const outcome = await runner.submit(ANSWERS, ledger, report);
    expect(outcome).toEqual({ ok: true, id: 'id-3' });
    expect(hooks.map((h) => h.hook)).toEqual(['logo', 'gallery', 'main']);
    const reference = 'anonymous-1700000000000';
    expect(hooks[1].payload).toEqual({ galleryUrls: [`${reference}/job1.png`], customerNumber: reference });
    expect(hooks[2].payload).toEqual({
      businessName: 'Spark Ltd',
      customerNumber: reference,
      logoUploadedSeparately: 'true',
      accreditationUrls: [{ name: 'NICEIC', imageUrl: null }],
    });
    expect(progress.at(-1)).toEqual({ done: 4, total: 4 });
    expect(ledger.attempt).toBeUndefined();
  });

  it('one anonymous reference names every upload and hook of a session, kept in the ledger', async () => {
    const { runner, uploads, hooks, report } = setUp(PLAN);
    const ledger: SendLedger = { ...emptyLedger(), reference: 'anonymous-1' };
    await runner.leave([{ action: 'upload-files', fields: ['logo'], announce: true } as FormAction], ANSWERS, ledger, report);
    await runner.submit(ANSWERS, ledger, report);
    expect(new Set(uploads.map((u) => u.customerNumber))).toEqual(new Set(['anonymous-1']));
    expect(new Set(hooks.map((h) => h.payload.customerNumber))).toEqual(new Set(['anonymous-1']));
    // The logo uploaded and announced on leaving the step is neither uploaded nor announced again.
    expect(uploads.filter((u) => u.name === 'logo.png')).toHaveLength(1);
    expect(hooks.map((h) => h.hook)).toEqual(['logo', 'gallery', 'main']);
  });

  it('a retry after a failed final hook keeps the attempt key and uploads nothing again; new answers get a new key', async () => {
    const { runner, uploads, hooks, report } = setUp(PLAN);
    const ledger = emptyLedger();
    let down = true;
    const failing = createSendRunner(PLAN, {
      files: { getFile: async (id) => new File([new Uint8Array([1])], `${id}.png`) },
      upload: async (file, opts) => ({ success: true, fileName: file!.name, key: `${opts.customerNumber}/${file!.name}`, getUrl: '' }),
      send: async (hook, payload, opts) => {
        hooks.push({ hook, payload, key: opts?.idempotencyKey });
        if (hook === 'main' && down) throw new Error('The main hook answered 503');
        return { id: 'x' };
      },
      log: () => undefined,
    });
    expect(await failing.submit(ANSWERS, ledger, report)).toEqual({ ok: false, kind: 'hook', message: 'The main hook answered 503' });
    const firstKey = hooks.at(-1)!.key;
    down = false;
    expect((await failing.submit(ANSWERS, ledger, report)).ok).toBe(true);
    expect(hooks.map((h) => h.hook)).toEqual(['logo', 'gallery', 'main', 'main']);
    expect(hooks.at(-1)!.key).toBe(firstKey);
    // The same runner over another session: changed answers start a new attempt.
    const other = emptyLedger();
    other.attempt = { key: 'old', fingerprint: '{}' };
    await runner.submit({ businessName: 'Changed Ltd' }, other, report);
    expect(hooks.at(-1)!.key).not.toContain('old');
    expect(uploads).toEqual([]);
  });

  it('retry: the failed photos fail the attempt; the next attempt uploads only those and announces every photo', async () => {
    const plan: SendPlan = {
      reference: 'customerNumber',
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
    const { runner, uploads, hooks, report, progress } = setUp(plan, ['job2.png']);
    expect(await runner.submit({ gallery: ANSWERS.gallery }, emptyLedger(), report)).toEqual({ ok: false, kind: 'reference', message: '' });
    const ledger = emptyLedger();
    const answers = { customerNumber: 'CUST-1', gallery: ANSWERS.gallery };
    expect(await runner.submit(answers, ledger, report)).toEqual({ ok: false, kind: 'upload', message: '1 gallery image failed to upload' });
    expect(progress.map((p) => p.percent)).toEqual([0, 0, 50, 0]);
    expect(await runner.submit(answers, ledger, report)).toEqual({ ok: true, id: 'CUST-1' });
    expect(uploads.map((u) => u.name)).toEqual(['job1.png', 'job2.png', 'job2.png']);
    expect(hooks.map((h) => (h.payload.galleryUrls as string[]).length)).toEqual([1, 2]);
    expect(progress.slice(-4).map((p) => `${p.message} ${p.percent}`)).toEqual(['Preparing 0', 'Gallery 50', 'Gallery 90', 'Done 100']);
  });

  it('on leaving a step: counts the uploads, announces them and names the toast of the outcome', async () => {
    const { runner, report, progress } = setUp(PLAN, ['job2.png']);
    const action = { action: 'upload-files', fields: ['gallery'], announce: true, toasts: { uploaded: 'galleryUploaded', failed: 'galleryFailed' } } as FormAction;
    const toasts = await runner.leave([action], ANSWERS, emptyLedger(), report);
    expect(toasts).toEqual([{ message: 'galleryUploaded', variant: 'success', values: { done: 1, total: 2 } }]);
    expect(progress).toEqual([{ done: 0, total: 2 }, { done: 1, total: 2 }, { done: 0, total: 0 }]);
  });
});
