import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POST_FOLDER_PREFIX } from '../../src/server/routes/form-body';
import { builtSiteServer, followStep, PNG, waitFor } from './support/helpers';

/**
 * The files of a form posted as multipart without JavaScript: each streamed to a temporary file as it arrives (not
 * held in memory), every temporary file removed once the post is answered, refused or cut off, and the same photo
 * posted again (a second press) kept once.
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
