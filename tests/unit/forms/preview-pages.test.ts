import { describe, expect, it } from 'vitest';
import { listedPages, previewCodeOf } from '@/forms/widgets/collapsible/preview-pages';

/** What the feedback form reads from its link about the preview (src/forms/widgets/collapsible/preview-pages.ts). */
describe('preview pages of a feedback link', () => {
  it('lists the page ids of the sections parameter, dropping anything that is not an id', () => {
    expect([...listedPages('index,services, gallery')!]).toEqual(['index', 'services', 'gallery']);
    expect([...listedPages('index,<b>,../x,' + 'a'.repeat(41))!]).toEqual(['index']);
    expect(listedPages('')).toBeNull();
    expect(listedPages(null)).toBeNull();
    expect(listedPages(',,<x>')).toBeNull();
  });

  it('takes only the code of a preview address, never the address itself', () => {
    expect(previewCodeOf('https://tradesites.co.uk/sites/AbCdEfGhIjKlMnOpQrStUvWx/')).toBe('AbCdEfGhIjKlMnOpQrStUvWx');
    expect(previewCodeOf('http://localhost:1234/sites/AbCdEfGhIjKlMnOpQrStUvWx/gallery.html')).toBe('AbCdEfGhIjKlMnOpQrStUvWx');
    expect(previewCodeOf('https://jo.preview.tradesites.co.uk/site/42')).toBeUndefined();
    expect(previewCodeOf('https://x.test/sites/../api/admin/')).toBeUndefined();
    expect(previewCodeOf('javascript:alert(1)//sites/AbCdEfGhIjKlMnOpQrStUvWx/')).toBeUndefined();
    expect(previewCodeOf('not a url')).toBeUndefined();
    expect(previewCodeOf(null)).toBeUndefined();
  });
});
