import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mountStep } from './support/mount';
import { page, type Locator, type Page } from './support/page';
import { axeViolations, backTo as back, continueTo, REQUEST_DATA } from './support/form';
import { makeJpeg as drawJpeg, makePng, png as pngFile, textBytes, type Rgba } from './support/images';

/**
 * The file pickers of the request form (logo, photos, certificate images), each on its step of the real form,
 * mounted alone, with real image files. Chosen files kept over a reload are tested on the whole page
 * (tests/e2e/chosen-files.test.ts).
 */

const NAVY: Rgba = [0x1d, 0x3f, 0x8c, 255];
const ORANGE: Rgba = [0xf0, 0x8a, 0x24, 255];
const CLEAR: Rgba = [255, 255, 255, 0];

/** A logo: a navy block, a smaller orange block, a transparent margin and a black outline row. */
let LOGO_PNG: Uint8Array;
let GREEN_PNG: Uint8Array;
beforeAll(async () => {
  LOGO_PNG = await makePng(48, 24, (x, y) => (y === 0 ? [0, 0, 0, 255] : x < 28 ? NAVY : x < 40 ? ORANGE : CLEAR));
  GREEN_PNG = await makePng(16, 16, () => [0x2e, 0x8b, 0x57, 255]);
});

const png = (name: string, buffer = LOGO_PNG) => pngFile(name, buffer);
const makeJpeg = (_page: Page) => drawJpeg();

/** The request form mounted on a step (the first unless said), with steps 1 and 2 answered after the first. */
async function openRequest(width = 1280, step: 'start' | 'business' | 'accreditations' | 'content' = 'start') {
  const mounted = await mountStep(step, { data: step === 'start' ? { tradeType: 'electrician' } : REQUEST_DATA, width });
  return { page, errors: mounted.errors, draft: () => mounted.draft(), close: async () => mounted.unmount() };
}

function group(page: Page, name: string): Locator {
  return page.getByRole('group', { name });
}

/** True when the image has loaded real pixels (waited for until the browser has finished with it: loaded or failed). */
async function imageLoaded(img: Locator): Promise<boolean> {
  const el = await img.element<HTMLImageElement>();
  if (!el.complete) {
    await new Promise((settled) => {
      el.addEventListener('load', settled, { once: true });
      el.addEventListener('error', settled, { once: true });
    });
  }
  return el.complete && el.naturalWidth > 0;
}

async function waitForToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

describe('logo picker (image-file)', () => {
  it('checks files by their bytes, keeps the previous choice on refusal, previews, replaces and removes', async () => {
    const { page, errors, close } = await openRequest(1280, 'business');
    const logo = group(page, 'Your logo');
    const input = logo.locator('input[type=file]');
    expect(await input.getAttribute('accept')).toBe('image/*,.heic,.heif,image/png,image/jpeg');
    expect(await logo.getByRole('button', { name: 'Choose file' }).isVisible()).toBe(true);

    await input.setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: new Uint8Array(0) });
    await waitForToast(page, 'Invalid file: Empty file');
    expect(await logo.getByText('Invalid file: Empty file').isVisible()).toBe(true);
    expect(await logo.locator('img').count()).toBe(0);

    await input.setInputFiles(png('brand.png'));
    const preview = logo.getByRole('img', { name: 'Preview of brand.png' });
    await preview.waitFor();
    expect(await imageLoaded(preview)).toBe(true);
    expect(await logo.getByText('brand.png', { exact: true }).isVisible()).toBe(true);
    expect(await logo.getByText(`${LOGO_PNG.length} bytes`).isVisible()).toBe(true);
    expect(await logo.getByText('Invalid file: Empty file').count()).toBe(0);

    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: textBytes('this is not an image at all') });
    await logo.getByText('logo.png is not a PNG or JPG image.').waitFor();
    expect(await preview.isVisible()).toBe(true);

    // A file that calls itself a PNG but cannot be opened cannot be made smaller: over 5 MB it is refused so.
    const big = new Uint8Array(6 * 1024 * 1024).fill(7);
    big.set(LOGO_PNG.subarray(0, 16));
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
    await logo.getByText('huge.png is larger than 5 MB. Please choose a smaller image.').waitFor();
    expect(await preview.isVisible()).toBe(true);
    expect(await logo.getByText('brand.png', { exact: true }).isVisible()).toBe(true);

    const jpeg = await makeJpeg(page);
    await input.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const replaced = logo.getByRole('img', { name: 'Preview of photo.jpg' });
    await replaced.waitFor();
    expect(await imageLoaded(replaced)).toBe(true);
    expect(await logo.getByRole('button', { name: 'Replace photo.jpg' }).isVisible()).toBe(true);

    // Keyboard only: Remove with Enter, focus returns to the picker button.
    await logo.getByRole('button', { name: 'Remove photo.jpg' }).focus();
    await page.keyboard.press('Enter');
    const choose = logo.getByRole('button', { name: 'Choose file' });
    await choose.waitFor();
    expect(await logo.locator('img').count()).toBe(0);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Choose file');

    // Desktop drag and drop onto the picker.
    await logo.getByRole('button', { name: 'Choose file' }).evaluate((button, bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes!)], 'dropped.png', { type: 'image/png' }));
      button.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      button.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, [...LOGO_PNG]);
    await logo.getByRole('img', { name: 'Preview of dropped.png' }).waitFor();

    // The value reaches the form: choose again, leave the step and come back.
    await input.setInputFiles(png('brand.png'));
    await preview.waitFor();
    await back(page, "Let's Get Started");
    await continueTo(page, 'Business Information');
    await group(page, 'Your logo').getByRole('img', { name: 'Preview of brand.png' }).waitFor();

    expect(errors.filter((e) => !e.startsWith('Hydration error'))).toEqual([]);
    await close();
  });

  it('takes the website colours from the logo when asked to', async () => {
    const { page, close } = await openRequest();
    await page.getByLabel('Use the colours of my logo instead').check();
    await continueTo(page, 'Business Information');
    await group(page, 'Your logo').locator('input[type=file]').setInputFiles(png('brand.png'));
    await waitForToast(page, 'We took your website colours from your logo. You can change them in step 1.');
    await back(page, "Let's Get Started");
    expect(await page.getByRole('textbox', { name: 'Primary colour', exact: true }).inputValue()).toBe('#1d3f8c');
    expect(await page.getByRole('textbox', { name: 'Secondary colour', exact: true }).inputValue()).toBe('#f08a24');
    expect(await page.getByRole('radio', { name: 'Custom colours' }).isChecked()).toBe(true);
    // Setting the colours kept the logo.
    await continueTo(page, 'Business Information');
    await group(page, 'Your logo').getByRole('img', { name: 'Preview of brand.png' }).waitFor();
    await close();
  });

  it('leaves the colours alone when the option is not ticked', async () => {
    const { page, close } = await openRequest(1280, 'business');
    await group(page, 'Your logo').locator('input[type=file]').setInputFiles(png('brand.png'));
    await group(page, 'Your logo').getByRole('img', { name: 'Preview of brand.png' }).waitFor();
    await back(page, "Let's Get Started");
    expect(await page.getByRole('textbox', { name: 'Primary colour', exact: true }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Custom colours' }).isChecked()).toBe(false);
    await close();
  });
});

describe('photos picker (image-files)', () => {
  it('keeps the good photos, names the refused ones, counts them and removes one', async () => {
    const { page, errors, close } = await openRequest(1280, 'content');
    const gallery = group(page, 'Photos of your work');
    const jpeg = await makeJpeg(page);
    await gallery.locator('input[type=file]').setInputFiles([
      png('van.png', GREEN_PNG),
      { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      { name: 'notes.png', mimeType: 'image/png', buffer: textBytes('just some text') },
      { name: 'blank.jpg', mimeType: 'image/jpeg', buffer: new Uint8Array(0) },
    ]);
    await gallery.getByText('2 photos chosen').waitFor();
    // The refusals are named once every photo has been looked at, which may be a moment after the count.
    await gallery.getByText('notes.png is not a PNG or JPG image. blank.jpg: Invalid file: Empty file').waitFor();
    for (const name of ['van.png', 'kitchen.jpg']) {
      const img = gallery.getByRole('img', { name, exact: true });
      await img.waitFor();
      expect(await imageLoaded(img)).toBe(true);
    }

    await gallery.getByRole('button', { name: 'Remove photo van.png' }).click();
    await gallery.getByText('1 photo chosen').waitFor();
    expect(await gallery.getByRole('img', { name: 'van.png' }).count()).toBe(0);

    // Keyboard only: Enter on the button opens the file dialogue for several files.
    await gallery.getByRole('button', { name: 'Choose photos' }).focus();
    const chooser = await gallery.getByRole('button', { name: 'Choose photos' }).pressForFileChooser('Enter', [png('roof.png', GREEN_PNG), png('porch.png', GREEN_PNG)]);
    expect(chooser.multiple).toBe(true);
    await gallery.getByText('3 photos chosen').waitFor();
    await gallery.getByRole('button', { name: 'Remove photo roof.png' }).click();
    await gallery.getByRole('button', { name: 'Remove photo porch.png' }).click();
    await gallery.getByText('1 photo chosen').waitFor();

    await continueTo(page, 'Communication Setup');
    await back(page, 'Content Sources');
    await group(page, 'Photos of your work').getByText('1 photo chosen').waitFor();
    expect(await group(page, 'Photos of your work').getByRole('button', { name: 'Remove photo kitchen.jpg' }).isVisible()).toBe(true);

    // The schema allows 30 photos: of 30 more, the last one is not added and is named.
    const many = Array.from({ length: 30 }, (_, i) => png(`work-${i + 1}.png`, GREEN_PNG));
    await group(page, 'Photos of your work').locator('input[type=file]').setInputFiles(many);
    await group(page, 'Photos of your work').getByText('30 photos chosen').waitFor();
    expect(await group(page, 'Photos of your work').getByText('You can choose up to 30 photos. work-30.png was not added.').isVisible()).toBe(true);
    expect(errors.filter((e) => !e.startsWith('Hydration error'))).toEqual([]);
    await close();
  });
  it('keeps every photo of a batch when Continue is tapped before the batch is done', async () => {
    const { page, draft, close } = await openRequest(1280, 'content');
    const many = Array.from({ length: 30 }, (_, i) => png(`batch-${i + 1}.png`, GREEN_PNG));
    await group(page, 'Photos of your work').locator('input[type=file]').setInputFiles(many);
    // Continue at once: the picker is still preparing (thirty photos take about a second here).
    await continueTo(page, 'Communication Setup');
    // The photos prepared after the step was left join the answers too, and Back shows every one.
    await vi.waitFor(() => expect(draft()?.data.gallery).toHaveLength(30), { timeout: 20_000, interval: 50 });
    await back(page, 'Content Sources');
    await group(page, 'Photos of your work').getByText('30 photos chosen').waitFor();
    await close();
  });
});

describe('an image prepared after its step was left', () => {
  /** A photo 3,000 px square, which takes a moment to prepare (so Continue comes while it is prepared). */
  const large = async (name: string) => png(name, await makePng(3000, 3000, (x, y) => [x % 256, y % 256, 90, 255]));

  it('is the logo all the same when Continue is tapped while it is prepared', async () => {
    const { page, draft, close } = await openRequest(1280, 'business');
    const logo = group(page, 'Your logo');
    await logo.locator('input[type=file]').setInputFiles(await large('big-logo.png'));
    await logo.getByText('Preparing big-logo.png…').waitFor();
    await continueTo(page, 'Accreditations');
    await vi.waitFor(() => expect(draft()?.data.logo).toMatchObject({ name: expect.stringMatching(/^big-logo\./) }), { timeout: 20_000, interval: 50 });
    await back(page, 'Business Information');
    await group(page, 'Your logo').getByRole('button', { name: /^Replace big-logo\./ }).waitFor();
    await close();
  });

  it("is the accreditation's certificate all the same when Continue is tapped while it is prepared", async () => {
    const { page, draft, close } = await openRequest(1280, 'accreditations');
    await page.getByRole('checkbox', { name: 'NICEIC Approved Contractor' }).check();
    const images = group(page, 'Certificate images (optional)');
    await images.locator('input[type=file]').first().setInputFiles(await large('big-cert.png'));
    await images.getByText('Preparing big-cert.png…').waitFor();
    await continueTo(page, 'Content Sources');
    await vi.waitFor(() => expect(draft()?.data.accreditationImages).toMatchObject([{ name: 'NICEIC Approved Contractor' }]), { timeout: 20_000, interval: 50 });
    await back(page, 'Accreditations');
    await group(page, 'Certificate images (optional)').getByRole('img', { name: 'Certificate image for NICEIC Approved Contractor' }).waitFor();
    await close();
  });
});

describe('certificate images (accreditation-images)', () => {
  it('offers a picker per selected accreditation and drops images of unticked ones', async () => {
    const { page, close } = await openRequest(1280, 'accreditations');
    const images = group(page, 'Certificate images (optional)');
    expect(await images.getByText('Tick an accreditation above to add a photo of its certificate.').isVisible()).toBe(true);

    await page.getByRole('checkbox', { name: 'NICEIC Approved Contractor' }).check();
    await page.getByRole('checkbox', { name: 'Stroma Certified' }).check();
    await images.getByRole('button', { name: 'Add certificate image for Stroma Certified' }).waitFor();
    await images.locator('input[type=file]').nth(0).setInputFiles({ name: 'niceic.txt', mimeType: 'image/png', buffer: textBytes('nope') });
    await images.getByText('niceic.txt is not a PNG or JPG image.').waitFor();
    await images.locator('input[type=file]').nth(0).setInputFiles(png('niceic.png', GREEN_PNG));
    const thumb = images.getByRole('img', { name: 'Certificate image for NICEIC Approved Contractor' });
    await thumb.waitFor();
    expect(await imageLoaded(thumb)).toBe(true);
    expect(await images.getByRole('button', { name: 'Remove certificate image for NICEIC Approved Contractor' }).isVisible()).toBe(true);

    await continueTo(page, 'Content Sources');
    await back(page, 'Accreditations');
    await group(page, 'Certificate images (optional)').getByRole('img', { name: 'Certificate image for NICEIC Approved Contractor' }).waitFor();

    await page.getByRole('checkbox', { name: 'NICEIC Approved Contractor' }).uncheck();
    await page.getByRole('checkbox', { name: 'NICEIC Approved Contractor' }).check();
    await images.getByRole('button', { name: 'Add certificate image for NICEIC Approved Contractor' }).waitFor();
    expect(await images.locator('img').count()).toBe(0);
    await close();
  });
});

describe('file pickers and assistive technology', () => {
  /** The ids a picker's controls point to with aria-describedby that are missing from the page. */
  async function danglingDescriptions(scope: Locator, mustExist: string[]) {
    return scope.evaluate((root, needed) => {
      const ids = [...root.querySelectorAll('[aria-describedby]')].flatMap((el) => el.getAttribute('aria-describedby')!.split(/\s+/));
      const missing = needed.filter((suffix) => !ids.some((id) => id.endsWith(suffix) && document.getElementById(id)));
      return missing;
    }, mustExist);
  }

  async function axe(_page: Page) {
    const violations = await axeViolations();
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  it('have no axe violations with files chosen and refused, and link their help', async () => {
    const { page, close } = await openRequest(1280, 'business');
    const logo = group(page, 'Your logo');
    await logo.locator('input[type=file]').setInputFiles(png('brand.png'));
    await logo.getByRole('img').waitFor();
    await logo.locator('input[type=file]').setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: textBytes('text') });
    await logo.getByText('x.png is not a PNG or JPG image.').waitFor();
    expect(await danglingDescriptions(logo, ['__help', '__refused'])).toEqual([]);
    expect(await axe(page)).toEqual([]);

    await continueTo(page, 'Accreditations');
    await page.getByRole('checkbox', { name: 'Stroma Certified' }).check();
    const images = group(page, 'Certificate images (optional)');
    await images.locator('input[type=file]').first().setInputFiles(png('stroma.png', GREEN_PNG));
    await images.getByRole('img').waitFor();
    expect(await danglingDescriptions(page.locator('[data-step]'), ['accreditationImages__help'])).toEqual([]);
    expect(await axe(page)).toEqual([]);

    await continueTo(page, 'Content Sources');
    const gallery = group(page, 'Photos of your work');
    await gallery.locator('input[type=file]').setInputFiles([png('a.png', GREEN_PNG), png('b.png')]);
    await gallery.getByText('2 photos chosen').waitFor();
    expect(await danglingDescriptions(gallery, ['__help', '__count'])).toEqual([]);
    expect(await axe(page)).toEqual([]);
    await close();
  });
});

describe('file pickers on a phone', () => {
  it('fit 375 px with a logo chosen', async () => {
    const { page, close } = await openRequest(375, 'business');
    await group(page, 'Your logo').locator('input[type=file]').setInputFiles(png('a-rather-long-logo-file-name-for-a-small-screen.png'));
    await group(page, 'Your logo').getByRole('img').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of [/^Replace/, /^Remove/]) {
      const box = await group(page, 'Your logo').getByRole('button', { name }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await close();
  });
});
