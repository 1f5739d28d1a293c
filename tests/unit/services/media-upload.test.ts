import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HookError, sendHook } from '../../../src/services/hook-client';
import { createMediaUploader, MEDIA_STATUS, type MediaProgress } from '../../../src/services/media-upload';
import { uploadFile, type UploadResult } from '../../../src/services/upload-client';
import { fileOf, GIF, HTML, JPEG, PNG, startIntake, type Intake } from './support';

let intake: Intake;
beforeAll(async () => {
  intake = await startIntake();
  vi.stubGlobal('location', { href: `${intake.url}/media-form?customerNumber=CUST-55` });
}, 30_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await intake?.stop();
});

const NOW = new Date('2026-03-14T10:15:00.000Z');

function counting() {
  const names: string[] = [];
  const upload = (file: Parameters<typeof uploadFile>[0], opts: Parameters<typeof uploadFile>[1]): Promise<UploadResult> => {
    names.push(file?.name ?? '');
    return uploadFile(file, opts);
  };
  return { names, upload };
}

describe('media upload page pipeline', () => {
  it('uploads the logo and gallery, announces them to their hooks and reports 0, 10, 40, 50, 90, 100', async () => {
    const progress: MediaProgress[] = [];
    const media = createMediaUploader({ now: () => NOW, source: 'https://forms.example.co.uk/media-form', log: () => undefined });
    const outcome = await media.upload(
      { customerNumber: 'CUST-55', selectedTrade: 'builder', trades: { offered: ['electrician', 'plumber', 'roofer'], fallback: 'electrician' }, logo: fileOf(PNG, 'logo.png', 'image/png'), gallery: [fileOf(JPEG, 'a.jpg', 'image/jpeg'), fileOf(HTML, 'b.png', 'image/png'), fileOf(GIF, 'c.gif', 'image/gif')] },
      (p) => progress.push(p),
    );
    expect(outcome).toMatchObject({ ok: true, skipped: ['b.png'] });
    if (!outcome.ok) return;
    expect(progress.map((p) => p.percent)).toEqual([0, 10, 40, 50, 90, 100]);
    expect(progress[0].message).toBe(MEDIA_STATUS.preparing);
    expect(progress.at(-1)!.message).toBe('Upload completed successfully!');
    const [logoHook] = await intake.submissions('media-logo');
    expect(logoHook.payload).toEqual({
      logoUrl: outcome.logo!.key, logoGetUrl: outcome.logo!.getUrl, customerNumber: 'CUST-55', selectedTrade: 'electrician',
      timestamp: NOW.toISOString(), source: 'https://forms.example.co.uk/media-form',
    });
    expect(outcome.logo!.key).toMatch(/^CUST-55\/logo\//);
    const [galleryHook] = await intake.submissions('media-gallery');
    expect(galleryHook.payload).toEqual({
      galleryUrls: outcome.gallery.map((g) => g.key), galleryGetUrls: outcome.gallery.map((g) => g.getUrl), customerNumber: 'CUST-55',
      selectedTrade: 'electrician', timestamp: NOW.toISOString(), source: 'https://forms.example.co.uk/media-form',
    });
    expect(outcome.gallery).toHaveLength(2);
  });

  it('on retry after a failed hook uploads nothing again and announces only what was not announced', async () => {
    const uploads = counting();
    const calls: string[] = [];
    let failGallery = true;
    const send: typeof sendHook = async (hook, payload, opts) => {
      calls.push(hook);
      if (hook === 'media-gallery' && failGallery) {
        failGallery = false;
        throw new HookError(hook, 'network', 'The media-gallery hook could not be reached');
      }
      return sendHook(hook, payload, opts);
    };
    const progress: MediaProgress[] = [];
    const media = createMediaUploader({ upload: uploads.upload, sendHook: send, log: () => undefined });
    const input = { customerNumber: 'CUST-56', logo: fileOf(PNG, 'logo.png', 'image/png'), gallery: [fileOf(JPEG, 'a.jpg', 'image/jpeg')] };
    const first = await media.upload(input, (p) => progress.push(p));
    expect(first).toEqual({ ok: false, kind: 'failed', message: 'Failed to send gallery data to webhook' });
    expect(progress.at(-1)).toEqual({ percent: 0, message: 'Upload failed. Please try again.' });
    const second = await media.upload(input);
    expect(second.ok).toBe(true);
    expect(uploads.names).toEqual(['logo.png', 'a.jpg']);
    expect(calls).toEqual(['media-logo', 'media-gallery', 'media-gallery']);
  });

  it('reports missing files, a failed logo upload and a gallery where every image failed', async () => {
    const media = createMediaUploader({ log: () => undefined });
    expect(await media.upload({ customerNumber: 'C' })).toMatchObject({ ok: false, kind: 'missing' });
    expect(await media.upload({ customerNumber: 'C', logo: fileOf(new Uint8Array(0), 'logo.png', 'image/png') })).toEqual({
      ok: false, kind: 'failed', message: 'Invalid file: Empty file',
    });
    expect(await media.upload({ customerNumber: 'C', gallery: [fileOf(HTML, 'x.png', 'image/png')] })).toEqual({
      ok: false, kind: 'failed', message: 'x.png is not a PNG, JPG, GIF or WebP image.',
    });
  });
});
