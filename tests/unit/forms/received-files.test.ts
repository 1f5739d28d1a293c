import { describe, expect, it } from 'vitest';
import { isShownLink, receivedLinksOf } from '../../../src/forms/received-files';

describe('the links the thumbnails of files received by the server are drawn from', () => {
  it('takes the link of each file the server received, and none of a file uploaded from this device', () => {
    const link = '/api/files/R-1/logo/ab12.png?type=image%2Fpng&expires=1&signature=s';
    const links = receivedLinksOf({
      uploads: {
        ab12: { key: 'R-1/logo/ab12.png', getUrl: link, posted: true },
        cd34: { key: 'R-1/gallery/cd34.png', getUrl: 'https://bucket.example/R-1/gallery/cd34.png?X-Amz-Signature=s' },
        ef56: { key: 'R-1/gallery/ef56.png', getUrl: '', posted: true },
      },
    });
    expect([...links]).toEqual([['ab12', link]]);
    expect(receivedLinksOf(undefined).size).toBe(0);
  });

  it('draws only from this site’s own paths and http(s) addresses, whatever a stored draft holds', () => {
    expect(isShownLink('/api/files/R-1/logo/ab12.png?signature=s')).toBe(true);
    expect(isShownLink('https://bucket.s3.eu-west-2.amazonaws.com/R-1/logo/ab12.png?X-Amz-Signature=s')).toBe(true);
    for (const hostile of ['//elsewhere.example/x.png', '/\\elsewhere.example/x.png', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'api/files/x.png', '']) {
      expect(isShownLink(hostile), hostile).toBe(false);
    }
  });
});
