import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormServices } from '../../../src/forms/form-services';
import { createBrowserFormServices } from '../../../src/services/form-services';
import { fileOf, JPEG, PNG, startIntake, type Intake } from './support';

let intake: Intake;
beforeAll(async () => {
  intake = await startIntake();
  vi.stubGlobal('location', { href: `${intake.url}/request` });
}, 30_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await intake?.stop();
});

describe('createBrowserFormServices', () => {
  it('gives the wizard drafts, images, step uploads and submission against the configured endpoints', async () => {
    const services: FormServices = createBrowserFormServices({ drafts: { dbName: `form-services-${Date.now()}` }, source: 'https://forms.example.co.uk/request' });
    const logo = await services.files.put(fileOf(PNG, 'logo.png', 'image/png'));
    const photo = await services.files.put(fileOf(JPEG, 'van.jpg', 'image/jpeg'));
    const data = {
      customerNumber: 'CUST-7', tradeType: 'plumber', logo, gallery: [photo], termsAgreed: true,
      businessBasics: { firstName: 'Sam', companyName: 'Flow Right Ltd', email: 'sam@example.co.uk', phone: '07700 900456' },
      businessAddress: { street: '2 Mill Lane', town: 'York', county: 'North Yorkshire', postcode: 'YO1 7HH' },
    };
    const ledger = await services.uploadStepFiles(['logo'], data, {});
    expect(Object.keys(ledger)).toEqual([logo.id]);
    services.drafts.save('request', { step: 3, data, uploads: ledger });
    await services.drafts.flush();
    expect(await services.drafts.load('request')).toMatchObject({ step: 3, uploads: ledger });

    const progress: Array<{ done: number; total: number }> = [];
    const outcome = await services.submit(data, ledger, (p) => progress.push(p));
    expect(outcome.ok).toBe(true);
    expect(progress).toEqual([{ done: 0, total: 2 }, { done: 1, total: 2 }, { done: 2, total: 2 }]);
    expect(Object.keys(outcome.ledger).sort()).toEqual([logo.id, photo.id].sort());
    const main = (await intake.submissions('main')).find((s) => s.payload.businessName === 'Flow Right Ltd');
    expect(main?.payload).toMatchObject({ logoUrl: ledger[logo.id].key, customPrimaryColor: '#03045E', customSecondaryColor: '#669BBC', selectedTrade: 'plumber' });

    await services.drafts.clear('request');
    expect(await services.drafts.load('request')).toBeUndefined();
    expect(await services.files.get(logo.id)).toBeUndefined();
  });
});
