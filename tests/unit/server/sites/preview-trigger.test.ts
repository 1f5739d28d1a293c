import { describe, expect, it } from 'vitest';
import { startPreview } from '../../../../src/server/sites/preview-trigger';
import type { PreviewService } from '../../../../src/server/sites/preview-service';
import type { PlannedCall } from '../../../../src/server/submissions/expand-plan';

/** Which submissions start a preview is site.yaml `previewSites.startsFrom`, not a hook named in code. */
function fakeService(startsFrom: { hook: string; addressField: string }) {
  const queued: unknown[] = [];
  const service = {
    settings: { startsFrom },
    async queue(opts: unknown) {
      queued.push(opts);
      return { code: 'C'.repeat(24), url: `https://x.test/sites/${'C'.repeat(24)}/` };
    },
  } as unknown as PreviewService;
  return { service, queued };
}

describe('startPreview', () => {
  it('starts from the hook the settings name and writes the address into the field they name', async () => {
    const { service, queued } = fakeService({ hook: 'whole-request', addressField: 'siteLink' });
    const planned: PlannedCall[] = [{ hook: 'logo', payload: {} }, { hook: 'whole-request', payload: { a: 1 } }];
    const form = { id: 'a-form', form: { profile: { logo: 'badge', photos: 'pictures' } } };
    const answer = await startPreview(service, planned, { badge: [{ key: 'k1' }], pictures: [{ key: 'p1' }, null], other: [{ key: 'o1' }] }, 'R-1', 'sub-1', 'https://x.test', undefined, form);
    expect(answer).toEqual({ url: `https://x.test/sites/${'C'.repeat(24)}/`, status: `/api/previews/${'C'.repeat(24)}` });
    expect(planned[1].payload).toEqual({ a: 1, siteLink: `https://x.test/sites/${'C'.repeat(24)}/` });
    expect(planned[0].payload).toEqual({});
    expect(queued).toMatchObject([{ payload: { a: 1 }, reference: 'R-1', submissionId: 'sub-1', earlierFiles: { logo: 'k1', photos: ['p1'] }, form: 'a-form' }]);
  });

  it('starts nothing when the plan does not send that hook', async () => {
    const { service, queued } = fakeService({ hook: 'whole-request', addressField: 'siteLink' });
    const planned: PlannedCall[] = [{ hook: 'main', payload: {} }];
    expect(await startPreview(service, planned, {}, 'R-1', 'sub-1', 'https://x.test')).toBeUndefined();
    expect(planned[0].payload).toEqual({});
    expect(queued).toEqual([]);
  });
});
