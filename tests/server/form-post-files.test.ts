import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POST_FOLDER_PREFIX } from '../../src/server/routes/form-body';
import { form as request } from '../../src/generated/forms/request';
import { builtSiteServer, drawnProblems, followStep, PNG, REQUEST_ANSWERS, waitFor } from './support/helpers';

/**
 * The files of a form posted as multipart without JavaScript: each streamed to a temporary file as it arrives (not
 * held in memory), every temporary file removed once the post is answered, refused or cut off, the same photo
 * posted again (a second press) kept once, and each refused file (no image, empty) answered beside its own field
 * with everything else kept.
 */
const site = builtSiteServer();

/** The temporary files of this server's posts still on disk, with their sizes. */
function postFiles(): { file: string; size: number }[] {
  return readdirSync(tmpdir())
    .filter((name) => name.startsWith(POST_FOLDER_PREFIX))
    .flatMap((folder) => {
      try {
        return readdirSync(path.join(tmpdir(), folder)).map((file) => ({ file: path.join(folder, file), size: statSync(path.join(tmpdir(), folder, file)).size }));
      } catch {
        return []; // removed while read
      }
    });
}

/** A multipart post of the media page's form (one step with a logo and a gallery). */
function mediaPost(fields: [string, string][], photos: Buffer[]) {
  const body = new FormData();
  for (const [i, bytes] of photos.entries()) body.append('gallery', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `job-${i + 1}.png`);
  for (const [name, value] of [['_page', '/media-form?customerNumber=TS-MEDIA-FILES'], ['_step', '0'], ...fields]) body.append(name, value);
  return fetch(`${site.server.url}/api/forms/media/submissions`, { method: 'POST', redirect: 'manual', body }).then((answer) => followStep(site.server.url, answer));
}

describe('the files of a form posted as multipart', () => {
  it('streams a file to a temporary file while it arrives, and removes it when the post is cut off', async () => {
    const boundary = 'form-boundary-7c1e';
    const request = http.request(`${site.server.url}/api/forms/media/submissions`, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    request.on('error', () => undefined);
    request.write(`--${boundary}\r\ncontent-disposition: form-data; name="_page"\r\n\r\n/media-form\r\n`);
    request.write(`--${boundary}\r\ncontent-disposition: form-data; name="gallery"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`);
    request.write(Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(256 * 1024, 7)]));
    // The bytes sent so far are on disk before the post has ended.
    await waitFor(() => postFiles().some((f) => f.size >= 256 * 1024), 10_000, 'the part streamed to a temporary file');
    request.destroy();
    await waitFor(() => postFiles().length === 0, 10_000, 'the temporary file removed after the post was cut off');
  });

  it('removes the temporary files once a post is answered, refused or too large', async () => {
    const stay = await mediaPost([['_intent', 'stay'], ['_attempt', `files-stay-${Date.now()}`]], [PNG, Buffer.from('<!doctype html>')]);
    expect(stay.status).toBe(400); // the second file is no image: named beside its field
    expect(await stay.text()).toContain('job-2.png is not a');
    // Removed once the answer is written: the client may read the answer an instant before.
    await waitFor(() => postFiles().length === 0, 10_000, 'the temporary files removed after the answer');

    const body = new FormData();
    body.append('gallery', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'job.png');
    for (let i = 0; i < 4; i++) body.append('additionalNotes', 'x'.repeat(200 * 1024));
    const large = await fetch(`${site.server.url}/api/forms/media/submissions`, { method: 'POST', redirect: 'manual', body });
    expect(large.status).toBe(413);
    await waitFor(() => postFiles().length === 0, 10_000, 'the temporary files removed after the refusal');
  });

  it('keeps a photo posted again with the same draft (a second press) once', async () => {
    const attempt = `files-twice-${Date.now()}`;
    const first = await mediaPost([['_intent', 'stay'], ['_attempt', attempt]], [PNG]);
    const html = await first.text();
    const token = /name="_draft" value="([^"]+)"/.exec(html)?.[1];
    const rev = /name="_rev" value="([^"]+)"/.exec(html)?.[1];
    expect((await site.store.getDraft(token!, Date.now()))?.answers.gallery).toHaveLength(1);
    const again = await mediaPost([['_intent', 'stay'], ['_attempt', attempt], ['_draft', token!], ['_rev', rev!]], [PNG]);
    expect(again.status).toBe(200);
    expect((await site.store.getDraft(token!, Date.now()))?.answers.gallery).toHaveLength(1);
  });
});

/** A file as a browser posts it with a form: its field, name and bytes. */
interface Posted {
  field: string;
  name: string;
  bytes: Buffer;
}

/**
 * A multipart post of a step of `formId` from `page`, its files first and the page's hidden fields last, written as a
 * browser writes it: a file input with nothing chosen is a part with an empty file name (`filename=""`) and no bytes.
 */
function stepPost(formId: string, page: string, fields: [string, string][], files: Posted[]) {
  const boundary = `----step-post-${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    const type = file.name ? 'image/png' : 'application/octet-stream';
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  for (const [name, value] of [...fields, ['_page', page], ['_attempt', `refused-${formId}-${Date.now()}-${Math.random().toString(36).slice(2)}`]]) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(parts);
  return fetch(`${site.server.url}/api/forms/${formId}/submissions`, { method: 'POST', redirect: 'manual', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
}

/** The draft a drawn page carries. */
const draftOf = async (html: string) => site.store.getDraft(/name="_draft" value="([^"]+)"/.exec(html)?.[1] ?? '', Date.now());

const NOT_AN_IMAGE = Buffer.from('just some text, named as a picture');
const EMPTY = Buffer.alloc(0);

describe('files refused by a form posted as multipart', () => {
  const stepOf = (field: string) => request.steps.findIndex((step) => step.fields.some((f) => f.field === field));
  const basics = Object.entries(REQUEST_ANSWERS.businessBasics).map(([name, value]) => [`businessBasics.${name}`, String(value)] as [string, string]);

  it('answers a logo that is no image beside its field on the request form’s step, the step’s answers kept', async () => {
    const answer = await stepPost('request', '/request', [['_step', String(stepOf('logo'))], ['_intent', 'next'], ...basics], [{ field: 'logo', name: 'fake.png', bytes: NOT_AN_IMAGE }]);
    expect(answer.status).toBe(400);
    const html = await answer.text();
    const message = 'fake.png is not a PNG, JPG, GIF or WebP image.';
    expect(drawnProblems(html)).toEqual({ summary: [{ href: '#request_logo', message }], beside: { request_logo: [message] } });
    const { firstName, companyName, email } = REQUEST_ANSWERS.businessBasics;
    expect((await draftOf(html))?.answers).toMatchObject({ businessBasics: { firstName, companyName, email } });
  });

  it('keeps the good photos of a gallery and names each refused one beside the field, in one message', async () => {
    const photos = [
      { field: 'gallery', name: 'job.png', bytes: PNG },
      { field: 'gallery', name: 'fake.png', bytes: NOT_AN_IMAGE },
      { field: 'gallery', name: 'empty.png', bytes: EMPTY },
    ];
    const answer = await stepPost('request', '/request', [['_step', String(stepOf('gallery'))], ['_intent', 'next']], photos);
    expect(answer.status).toBe(400);
    const html = await answer.text();
    const message = 'fake.png is not a PNG, JPG, GIF or WebP image. empty.png: Invalid file: Empty file';
    expect(drawnProblems(html)).toEqual({ summary: [{ href: '#request_gallery', message }], beside: { request_gallery: [message] } });
    expect(((await draftOf(html))?.answers.gallery as { name: string }[]).map((photo) => photo.name)).toEqual(['job.png']);
  });

  it('refuses an empty logo beside its field, naming it, and keeps the photo sent with it', async () => {
    const answer = await stepPost('media', '/media-form?customerNumber=TS-EMPTY-LOGO', [['_step', '0'], ['_intent', 'submit']], [
      { field: 'logo', name: 'empty.png', bytes: EMPTY },
      { field: 'gallery', name: 'job.png', bytes: PNG },
    ]);
    expect(answer.status).toBe(400);
    const html = await answer.text();
    const message = 'empty.png: Invalid file: Empty file';
    expect(drawnProblems(html)).toEqual({ summary: [{ href: '#media_logo', message }], beside: { media_logo: [message] } });
    const draft = await draftOf(html);
    expect(draft?.answers.logo).toBeUndefined();
    expect((draft?.answers.gallery as { name: string }[]).map((photo) => photo.name)).toEqual(['job.png']);
    expect(await site.store.listSubmissions({ customerRef: 'TS-EMPTY-LOGO' })).toHaveLength(0);
  });

  it('refuses an empty photo beside its field, with the step’s own problem beside the logo, and takes a file input left empty as no file', async () => {
    const empty = await stepPost('media', '/media-form?customerNumber=TS-EMPTY-PHOTO', [['_step', '0'], ['_intent', 'submit']], [{ field: 'gallery', name: 'empty.png', bytes: EMPTY }]);
    expect(empty.status).toBe(400);
    const atLeastOne = 'Choose your logo or at least one photo to upload.';
    const refused = 'empty.png: Invalid file: Empty file';
    expect(drawnProblems(await empty.text())).toEqual({
      summary: [
        { href: '#media_logo', message: atLeastOne },
        { href: '#media_gallery', message: refused },
      ],
      beside: { media_logo: [atLeastOne], media_gallery: [refused] },
    });
    // A logo input with nothing chosen posts a nameless empty part: no file, nothing refused, the photo sent.
    const sent = await stepPost('media', '/media-form?customerNumber=TS-EMPTY-NONE', [['_step', '0'], ['_intent', 'submit']], [
      { field: 'logo', name: '', bytes: EMPTY },
      { field: 'gallery', name: 'job.png', bytes: PNG },
    ]);
    expect(sent.status).toBe(303);
    const [stored] = await site.store.listSubmissions({ customerRef: 'TS-EMPTY-NONE' });
    expect(stored?.files.logo ?? []).toEqual([]);
    expect(stored?.files.gallery).toEqual([expect.stringMatching(/^TS-EMPTY-NONE\/gallery\//)]);
  });
});

/** The images a drawn page shows, each with its alt and its address as the browser reads it (`&amp;` unescaped). */
function imagesIn(html: string): { alt: string; src: string }[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    alt: /\balt="([^"]*)"/.exec(tag)?.[1] ?? '',
    src: (/\bsrc="([^"]*)"/.exec(tag)?.[1] ?? '').replace(/&amp;/g, '&'),
  }));
}

describe('the thumbnails of files received with a step', () => {
  /** A media page's draft with one photo, as one browser holds it: its page (drawn from its cookie) and that cookie. */
  async function draftWithPhoto(reference: string, name: string) {
    const attempt = `thumbs-${reference}-${Date.now()}`;
    const answer = await fetch(`${site.server.url}/api/forms/media/submissions`, {
      method: 'POST',
      redirect: 'manual',
      body: (() => {
        const body = new FormData();
        body.append('gallery', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), name);
        for (const [field, value] of [['_page', `/media-form?customerNumber=${reference}`], ['_step', '0'], ['_intent', 'stay'], ['_attempt', attempt]]) body.append(field, value);
        return body;
      })(),
    });
    const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0];
    const page = await followStep(site.server.url, answer);
    expect(page.status).toBe(200);
    const html = await page.text();
    const draft = await draftOf(html);
    return { cookie, html, key: draft!.files.gallery[0].key, address: `${site.server.url}/media-form?customerNumber=${reference}` };
  }

  it('draws a received photo from a signed link on its draft’s own pages only, and the link answers only that file', async () => {
    const own = await draftWithPhoto('TS-THUMB-A', 'job-a.png');
    const other = await draftWithPhoto('TS-THUMB-B', 'job-b.png');

    // The page of the draft holding the photo draws it, named by its file name, from a link on this host.
    const [shown] = imagesIn(own.html).filter((image) => image.src.startsWith('/api/files/'));
    expect(shown).toEqual({ alt: 'job-a.png', src: expect.stringMatching(new RegExp(`^/api/files/${own.key}\\?`)) });
    const file = await fetch(`${site.server.url}${shown.src}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toMatch(/^private\b/);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    // Drawn again within the hour, the page names the same link, which the browser's cache answers.
    const again = await fetch(own.address, { headers: { cookie: own.cookie } });
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(imagesIn(await again.text()).map((image) => image.src)).toContain(shown.src);

    // Another browser (no cookie, or another draft's) is given no link to it.
    const stranger = await (await fetch(own.address)).text();
    expect(stranger).not.toContain(own.key);
    expect(imagesIn(stranger).filter((image) => image.src.startsWith('/api/files/'))).toEqual([]);
    const otherPage = await (await fetch(own.address, { headers: { cookie: other.cookie } })).text();
    expect(otherPage).not.toContain(own.key);

    // The link's signature opens no other file: another draft's photo, an id made up, the same file as another type.
    const query = shown.src.slice(shown.src.indexOf('?'));
    expect((await fetch(`${site.server.url}/api/files/${other.key}${query}`)).status).toBe(403);
    const madeUp = own.key.replace(/[0-9a-f]{32}/, '0'.repeat(32));
    expect(madeUp).not.toBe(own.key);
    expect((await fetch(`${site.server.url}/api/files/${madeUp}${query}`)).status).toBe(403);
    expect((await fetch(`${site.server.url}/api/files/${own.key}${query.replace('type=image%2Fpng', 'type=text%2Fhtml')}`)).status).toBe(403);
    expect((await fetch(`${site.server.url}/api/files/${own.key}`)).status).toBe(403);
  });
});
