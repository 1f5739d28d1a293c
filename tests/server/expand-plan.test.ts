import { describe, expect, it } from 'vitest';
import type { FormConfig } from '../../src/generated/config-types';
import { stepCalls, submissionCalls, type PlanInput } from '../../src/server/submissions/expand-plan';

/** A form whose plan has the spec's failure rules, two announcements and the main send (as the request form's). */
const FORM = {
  steps: [
    {
      id: 'business',
      fields: [],
      onLeave: [{ action: 'send-hook', hook: 'business-basics', payload: { firstName: 'field:businessBasics.firstName', customerNumber: 'reference', page: 'query:trade' } }],
    },
    { id: 'content', fields: [], onLeave: [{ action: 'upload-files', fields: ['logo'], announce: true }] },
  ],
  submit: {
    reference: 'field:customerNumber',
    files: [
      { field: 'logo', kind: 'logo', onFail: 'abort', announce: { hook: 'logo', payload: { logoUrl: 'upload:logo.key', logoGetUrl: 'upload:logo.getUrl', customerNumber: 'reference' } } },
      { field: 'gallery', kind: 'gallery', onFail: 'skip', announce: { hook: 'gallery', payload: { galleryUrls: 'upload:gallery.key', customerNumber: 'reference' } } },
      { field: 'accreditationImages', file: 'file', kind: 'accreditation', onFail: 'keep-null' },
    ],
    send: {
      hook: 'main',
      answers: true,
      payload: {
        businessName: ['field:businessName', 'field:businessBasics.companyName'],
        customerNumber: 'reference',
        logoUploadedSeparately: 'announced:logo',
        galleryUploadedSeparately: 'announced:gallery',
        accreditationUrls: { each: 'accreditationImages', name: 'item:name', imageUrl: 'upload:key' },
        ToEmail: 'site:contact.toEmail',
        empty: 'text:',
        timestamp: 'timestamp',
      },
    },
    notSent: { logo: 'upload', gallery: 'uploads', accreditationImages: 'uploads' },
  },
} as unknown as FormConfig;

const file = (id: string) => ({ id, name: `${id}.png`, type: 'image/png', size: 3 });
const ANSWERS = {
  businessBasics: { firstName: 'Jo', companyName: 'Spark Ltd', phone: null },
  blank: ' ',
  logo: file('logo'),
  gallery: [file('job1'), file('job2')],
  accreditationImages: [{ name: 'NICEIC', file: file('cert') }],
};
const link = (key: string) => ({ key, getUrl: `https://files.test/${key}` });
const input = (links: PlanInput['links'], reference = 'TS-ABC-234'): PlanInput => ({
  answers: ANSWERS,
  links,
  reference,
  query: { trade: 'plumber' },
  source: 'https://forms.test/request',
  now: new Date('2026-03-14T10:15:00.000Z'),
});

describe('a plan expanded on the server', () => {
  it('announces each file field with stored files, then sends every answer not listed under notSent with the mapping', () => {
    const calls = submissionCalls(FORM, input({ logo: [link('k/logo')], gallery: [link('k/job1'), null], accreditationImages: [null] }));
    expect(calls.map((c) => c.hook)).toEqual(['logo', 'gallery', 'main']);
    expect(calls[0].payload).toEqual({ logoUrl: 'k/logo', logoGetUrl: 'https://files.test/k/logo', customerNumber: 'TS-ABC-234' });
    expect(calls[1].payload).toEqual({ galleryUrls: ['k/job1'], customerNumber: 'TS-ABC-234' });
    expect(calls[2].payload).toEqual({
      businessBasics: { firstName: 'Jo', companyName: 'Spark Ltd' },
      businessName: 'Spark Ltd',
      customerNumber: 'TS-ABC-234',
      logoUploadedSeparately: 'true',
      galleryUploadedSeparately: 'true',
      accreditationUrls: [{ name: 'NICEIC', imageUrl: null }],
      ToEmail: 'hello@tradesites.co.uk',
      timestamp: '2026-03-14T10:15:00.000Z',
    });
  });

  it('gives an announcement of the same files for the same customer one id, so it is made once', () => {
    const first = submissionCalls(FORM, input({ logo: [link('k/logo')] }));
    const again = submissionCalls(FORM, input({ logo: [link('k/logo')] }));
    const grown = submissionCalls(FORM, input({ logo: [link('k/logo')], gallery: [link('k/job1'), link('k/job2')] }));
    expect(first[0].id).toBeDefined();
    expect(again[0].id).toBe(first[0].id);
    expect(grown[0].id).toBe(first[0].id);
    expect(grown[1].id).not.toBe(submissionCalls(FORM, input({ logo: [link('k/logo')], gallery: [link('k/job1'), null] }))[1].id);
    expect(first.at(-1)!.id).toBeUndefined(); // the main send is made by each submission
  });

  it('leaves out announcements of fields with no stored file, and says so in the main send', () => {
    const calls = submissionCalls(FORM, input({ logo: [null], gallery: [null, null], accreditationImages: [link('k/cert')] }));
    expect(calls.map((c) => c.hook)).toEqual(['main']);
    expect(calls[0].payload).toMatchObject({ logoUploadedSeparately: 'false', galleryUploadedSeparately: 'false', accreditationUrls: [{ name: 'NICEIC', imageUrl: 'k/cert' }] });
  });

  it('runs a step\'s onLeave: its send-hook, and the announcements its upload-files asks for', () => {
    expect(stepCalls(FORM, 0, input({}))).toEqual([{ hook: 'business-basics', payload: { firstName: 'Jo', customerNumber: 'TS-ABC-234', page: 'plumber' } }]);
    expect(stepCalls(FORM, 1, input({ logo: [link('k/logo')] })).map((c) => c.hook)).toEqual(['logo']);
    expect(stepCalls(FORM, 1, input({ logo: [null] }))).toEqual([]);
  });
});
