import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDraftStore, type DraftStore } from '../../../src/services/draft-store';
import { sendHook } from '../../../src/services/hook-client';
import { createPartnerFormFlow } from '../../../src/services/partner-form';
import type { RequestFormData } from '../../../src/services/submit-request';
import { uploadFile, type UploadResult } from '../../../src/services/upload-client';
import { fileOf, HTML, JPEG, PNG, startIntake, type Intake } from './support';

let intake: Intake;
let drafts: DraftStore;
beforeAll(async () => {
  intake = await startIntake();
  vi.stubGlobal('location', { href: `${intake.url}/form` });
  drafts = createDraftStore({ memoryOnly: true });
}, 30_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await intake?.stop();
});

const NOW = new Date('2026-03-14T10:15:00.000Z');
const SOURCE = 'https://example.co.uk/form?customerNumber=P-1';

function recorders() {
  const uploaded: string[] = [];
  const hooks: Array<{ hook: string; id: string }> = [];
  return {
    uploaded,
    hooks,
    upload: (file: Parameters<typeof uploadFile>[0], opts: Parameters<typeof uploadFile>[1]): Promise<UploadResult> => {
      uploaded.push(file?.name ?? '');
      return uploadFile(file, opts);
    },
    send: (async (hook, payload, opts) => {
      const answer = await sendHook(hook, payload, opts);
      hooks.push({ hook, id: answer.id });
      return answer;
    }) as typeof sendHook,
  };
}

async function partnerData(overrides: Partial<RequestFormData> = {}): Promise<RequestFormData> {
  return {
    customerNumber: 'P-1',
    tradeType: 'roofer',
    selectedColorScheme: 'purple-gold',
    useCustomColors: false,
    useStockImages: true,
    businessBasics: { firstName: 'Alex', companyName: 'Top Roofs Ltd', email: 'alex@example.co.uk', phone: '07700 900789' },
    businessName: 'Top Roofs Ltd',
    logo: await drafts.putFile(fileOf(PNG, 'logo.png', 'image/png')),
    gallery: [await drafts.putFile(fileOf(JPEG, 'roof.jpg', 'image/jpeg')), await drafts.putFile(fileOf(HTML, 'fake.png', 'image/png'))],
    businessHours: [{ day: 'Monday', open: true, openTime: '09:00', closeTime: '17:00' }],
    businessAddress: { street: '3 Slate Row', town: 'Bath', county: 'Somerset', postcode: 'BA1 1AA' },
    termsAgreed: true,
    ...overrides,
  };
}

describe('partner form flow', () => {
  it('sends basics and logo after step 2, the gallery after step 4, and at submit only the main hook', async () => {
    const r = recorders();
    const flow = createPartnerFormFlow({ files: drafts, upload: r.upload, sendHook: r.send, now: () => NOW, source: SOURCE, log: () => undefined });
    const data = await partnerData();

    expect(await flow.leaveStep2(data)).toEqual({ logo: 'uploaded' });
    expect(r.hooks.map((h) => h.hook)).toEqual(['business-basics', 'logo']);
    const basics = await intake.submission(r.hooks[0].id);
    expect(basics.payload).toEqual({ ...data.businessBasics, customerNumber: 'P-1', selectedTrade: 'roofer', timestamp: NOW.toISOString(), source: SOURCE });
    const logoKey = flow.ledger[data.logo!.id].key;
    expect((await intake.submission(r.hooks[1].id)).payload).toEqual({
      logoUrl: logoKey, logoGetUrl: flow.ledger[data.logo!.id].getUrl, businessName: 'Top Roofs Ltd', phone: '07700 900789',
      customerNumber: 'P-1', selectedTrade: 'roofer', timestamp: NOW.toISOString(), source: SOURCE,
    });

    expect(await flow.leaveStep4(data)).toEqual({ uploaded: 1, total: 2 });
    expect(r.hooks.at(-1)!.hook).toBe('gallery');
    const roof = flow.ledger[data.gallery![0].id];
    expect((await intake.submission(r.hooks.at(-1)!.id)).payload).toMatchObject({ galleryUrls: [roof.key], galleryGetUrls: [roof.getUrl] });

    const progress: Array<{ done: number; total: number }> = [];
    const outcome = await flow.submit(data, (p) => progress.push(p));
    expect(outcome.ok).toBe(true);
    expect(progress.at(-1)).toEqual({ done: 3, total: 3 });
    expect(r.uploaded).toEqual(['logo.png', 'roof.jpg', 'fake.png', 'fake.png']);
    expect(r.hooks.map((h) => h.hook)).toEqual(['business-basics', 'logo', 'gallery', 'main']);
    const main = await intake.submission(r.hooks.at(-1)!.id);
    expect(main.payload).toEqual({
      customerNumber: 'P-1', tradeType: 'roofer', selectedTrade: 'roofer', useStockImages: true,
      businessBasics: data.businessBasics, businessName: 'Top Roofs Ltd', businessHours: data.businessHours,
      formattedBusinessHours: 'Monday: 09:00 - 17:00', businessAddress: data.businessAddress, termsAgreed: true,
      customPrimaryColor: '#560BAD', customSecondaryColor: '#FDCA00',
      logoUploadedSeparately: 'true', galleryUploadedSeparately: 'true',
      timestamp: NOW.toISOString(), source: SOURCE,
    });
  });

  it('reports a failed logo after step 2 but still sends the basics; the submit then aborts on the logo', async () => {
    const r = recorders();
    const flow = createPartnerFormFlow({ files: drafts, upload: r.upload, sendHook: r.send, log: () => undefined });
    const data = await partnerData({ logo: await drafts.putFile(fileOf(HTML, 'logo.png', 'image/png')), gallery: [] });
    expect(await flow.leaveStep2(data)).toEqual({ logo: 'failed', message: 'logo.png is not a PNG, JPG, GIF or WebP image.' });
    expect(r.hooks.map((h) => h.hook)).toEqual(['business-basics']);
    expect(await flow.submit(data)).toMatchObject({ ok: false, kind: 'upload', message: 'Failed to upload logo: logo.png is not a PNG, JPG, GIF or WebP image.' });
    expect(r.hooks.map((h) => h.hook)).toEqual(['business-basics']);
  });
});
