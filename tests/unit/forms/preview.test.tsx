import { readFileSync, readdirSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, readableTextColour, accentTextColour } from '@/forms/preview/contrast';
import { groupHours, nextView, previewContent, safeLogoUrl, tradeAdjective, type SitePreviewData } from '@/forms/preview/preview-model';
import { PreviewTabs, previewAddress } from '@/forms/preview/preview-tabs';
import { SitePreview } from '@/forms/preview/site-preview';

const electrician = {
  label: 'Electrician',
  plural: 'Electricians',
  adjective: 'Electrical',
  services: ['Full & Partial Rewires', 'EICR Testing & Certification', 'EV Charger Installation'],
};
const blueYellow = { primary: '#00235A', secondary: '#FFA419', background: '#F5F8FC' };

const customer: SitePreviewData = {
  businessName: 'Bright Spark Electrical Ltd',
  firstName: 'Sam',
  phone: '07700 900123',
  email: 'sam@brightspark.co.uk',
  areas: ['Leeds', 'Bradford'],
  services: ['Smart Home Wiring', 'Garden Lighting'],
  hours: [
    { day: 'Monday', open: true, openTime: '08:00', closeTime: '18:00' },
    { day: 'Tuesday', open: true, openTime: '08:00', closeTime: '18:00' },
    { day: 'Saturday', open: true, openTime: '09:30', closeTime: '12:00' },
    { day: 'Sunday', open: false, openTime: '09:00', closeTime: '17:00' },
  ],
  stats: { experience: '15', happyCustomers: '500+' },
  accreditations: ['NICEIC Approved Contractor'],
};

/** The page text without tags, with React's comment markers and entities resolved. */
function textOf(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

const render = (data: SitePreviewData, view: 'home' | 'services' | 'contact' = 'home') =>
  renderToString(<SitePreview data={data} colours={blueYellow} trade={electrician} view={view} />);

describe('SitePreview with the customer’s data', () => {
  it('shows the business name, phone, services and area on the home page', () => {
    const text = textOf(render(customer));
    expect(text).toContain('Bright Spark Electrical Ltd');
    expect(text).toContain('07700 900123');
    expect(text).toContain('Smart Home Wiring');
    expect(text).toContain('Garden Lighting');
    expect(text).toContain('Trusted Electricians in Leeds');
    expect(text).toContain('15 years experience');
    expect(text).toContain('NICEIC Approved Contractor');
    // The customer's services replace the trade's list.
    expect(text).not.toContain('EV Charger Installation');
  });

  it('lists every chosen service and every area on the services page', () => {
    const text = textOf(render(customer, 'services'));
    expect(text).toContain('Our Services');
    expect(text).toContain('Smart Home Wiring');
    expect(text).toContain('Leeds');
    expect(text).toContain('Bradford');
  });

  it('shows the hours, grouped by day runs, the e-mail, phone, first name and area on the contact page', () => {
    const text = textOf(render(customer, 'contact'));
    expect(text).toContain('Mon - Tue 08:00 - 18:00');
    expect(text).toContain('Sat 09:30 - 12:00');
    expect(text).toContain('Sun Closed');
    // The address may wrap only after its @ (a <wbr>), so its parts are separate in the markup.
    expect(text.replace(/\s+/g, '')).toContain('sam@brightspark.co.uk');
    expect(text).toContain('07700 900123');
    expect(text).toContain('Ask for Sam');
    expect(text).toContain('Bradford');
  });

  it('falls back to sample text in the trade’s words when the data is empty', () => {
    const home = textOf(render({}));
    expect(home).toContain('Your Electrical Business');
    expect(home).toContain('Trusted Electricians in Your Area');
    expect(home).toContain('01234 567890');
    expect(home).toContain('EV Charger Installation');
    expect(home).toContain('Fully Insured');
    const contact = textOf(render({}, 'contact'));
    expect(contact.replace(/\s+/g, '')).toContain('hello@yourbusiness.co.uk');
    expect(contact).toContain('Mon - Fri 09:00 - 17:00');
    expect(contact).toContain('Sat - Sun Closed');
    expect(contact).not.toContain('Ask for');
  });

  it('treats blank strings as missing', () => {
    const content = previewContent({ businessName: '  ', areas: [' ', ''], services: [] }, electrician);
    expect(content.name).toBe('Your Electrical Business');
    expect(content.areas).toEqual(['Your Area']);
    expect(content.services).toEqual(electrician.services);
  });

  it('names the sample business after the trade, by its adjective or else its label', () => {
    expect(tradeAdjective({ label: 'Plumber', plural: 'Plumbers', services: [], adjective: 'Plumbing' })).toBe('Plumbing');
    expect(tradeAdjective({ label: 'Tiler', plural: 'Tilers', services: [] })).toBe('Tiler');
    expect(tradeAdjective({ label: 'Tiler', plural: 'Tilers', services: [], adjective: '  ' })).toBe('Tiler');
    expect(tradeAdjective({ label: 'Locksmith', plural: 'Locksmiths', services: [], adjective: 'Security' })).toBe('Security');
  });
});

describe('logo', () => {
  it('draws a safe logo URL as the image source', () => {
    const html = render({ ...customer, logoUrl: 'https://files.example.com/logo.png' });
    expect(html).toMatch(/<img[^>]+src="https:\/\/files\.example\.com\/logo\.png"/);
    expect(html).toContain('alt="Bright Spark Electrical Ltd logo"');
  });

  it('does not render a javascript: logo URL as an image source, and shows the initials instead', () => {
    const html = render({ ...customer, logoUrl: 'javascript:alert(1)' });
    expect(html).not.toContain('javascript:');
    expect(html).not.toMatch(/<img/);
    expect(textOf(html)).toContain('BS');
  });

  it('accepts blob:, data:image/ and http(s) logo URLs only', () => {
    expect(safeLogoUrl('blob:http://localhost:8080/6f1c2d3e-aaaa-bbbb-cccc-123456789abc')).toBe('blob:http://localhost:8080/6f1c2d3e-aaaa-bbbb-cccc-123456789abc');
    expect(safeLogoUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeLogoUrl('http://example.com/a.png')).toBe('http://example.com/a.png');
    expect(safeLogoUrl('  JavaScript:alert(1)')).toBeNull();
    expect(safeLogoUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeLogoUrl('blob:javascript:alert(1)')).toBeNull();
    expect(safeLogoUrl('vbscript:msgbox')).toBeNull();
    expect(safeLogoUrl('/relative/logo.png')).toBeNull();
    expect(safeLogoUrl('')).toBeNull();
    expect(safeLogoUrl(undefined)).toBeNull();
  });
});

describe('compact preview', () => {
  it('is one image with an accessible name and hidden content', () => {
    const html = renderToString(<SitePreview compact data={{}} colours={blueYellow} trade={electrician} schemeName="Blue & Yellow" />);
    expect(html).toMatch(/role="img"/);
    expect(html).toContain('aria-label="Preview of the Blue &amp; Yellow design for electricians"');
    expect(html).toMatch(/aria-hidden="true"[^>]*>.*Your Electrical Business/s);
    expect(html).toContain('data-preview-view="home"');
  });

  it('always shows the home page', () => {
    const html = renderToString(<SitePreview compact view="contact" data={{}} colours={blueYellow} trade={electrician} label="Design one" />);
    expect(html).toContain('aria-label="Design one"');
    expect(html).toContain('data-preview-view="home"');
  });
});

describe('readableTextColour', () => {
  it('picks white on #00235A and near-black on #FFA419', () => {
    expect(readableTextColour('#00235A')).toBe(LIGHT_TEXT);
    expect(readableTextColour('#FFA419')).toBe(DARK_TEXT);
    expect(readableTextColour('#ffffff')).toBe(DARK_TEXT);
    expect(readableTextColour('#000')).toBe(LIGHT_TEXT);
    expect(readableTextColour('not a colour')).toBe(DARK_TEXT);
  });

  it('gives AA contrast (4.5:1) on every colour of config/colour-schemes.yaml, trade overrides included', () => {
    const config = parse(readFileSync('config/colour-schemes.yaml', 'utf8')) as {
      schemes: { id: string; primary: string; secondary: string; background: string; tradeOverrides?: Record<string, { primary: string; secondary: string }> }[];
    };
    // Trades' own variants of a scheme live in their files (colourOverrides).
    const overrides = readdirSync('config/trades').flatMap((f) => Object.values((parse(readFileSync(`config/trades/${f}`, 'utf8')) as { colourOverrides?: Record<string, { primary: string; secondary: string }> }).colourOverrides ?? {}));
    const colours = config.schemes.flatMap((s) => [s.primary, s.secondary, s.background, ...Object.values(s.tradeOverrides ?? {}).flatMap((o) => [o.primary, o.secondary])]).concat(overrides.flatMap((o) => [o.primary, o.secondary]));
    expect(colours).toEqual(expect.arrayContaining(['#00235A', '#FFA419', '#000000', '#D90429', '#344E41', '#A3B18A', '#495057', '#FF7D00', '#03045E', '#669BBC', '#560BAD', '#FDCA00', '#36454F', '#A7C957']));
    for (const colour of colours) {
      expect(contrastRatio(colour, readableTextColour(colour)), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('picks the expected text colour on each scheme colour of the spec', () => {
    const expected: Record<string, string> = {
      '#00235A': LIGHT_TEXT, '#FFA419': DARK_TEXT,
      '#000000': LIGHT_TEXT, '#D90429': LIGHT_TEXT,
      '#344E41': LIGHT_TEXT, '#A3B18A': DARK_TEXT,
      '#495057': LIGHT_TEXT, '#FF7D00': DARK_TEXT,
      '#03045E': LIGHT_TEXT, '#669BBC': DARK_TEXT,
      '#560BAD': LIGHT_TEXT, '#FDCA00': DARK_TEXT,
      '#36454F': LIGHT_TEXT, '#A7C957': DARK_TEXT,
    };
    for (const [colour, text] of Object.entries(expected)) expect(readableTextColour(colour), colour).toBe(text);
  });

  it('uses a colour for headings only where it reads on the background', () => {
    expect(accentTextColour('#00235A', '#F5F8FC')).toBe('#00235A');
    expect(accentTextColour('#FDCA00', '#FFFFFF')).toBe(DARK_TEXT);
  });
});

describe('nextView', () => {
  it('cycles home, services, contact and wraps round both ways', () => {
    expect(nextView('home', 1)).toBe('services');
    expect(nextView('services', 1)).toBe('contact');
    expect(nextView('contact', 1)).toBe('home');
    expect(nextView('home', -1)).toBe('contact');
    expect(nextView('contact', -1)).toBe('services');
  });
});

describe('PreviewTabs', () => {
  const noop = () => {};
  it('shows the title, the three tabs, the arrows and the three buttons with the spec’s labels', () => {
    const html = renderToString(<PreviewTabs data={customer} colours={blueYellow} trade={electrician} view="services" onBack={noop} onRequestChanges={noop} onApprove={noop} />);
    const text = textOf(html);
    for (const label of ['Website Preview', 'Home', 'Services', 'Contact', 'Back to Form', 'Request Changes', 'Approve & Pay']) expect(text).toContain(label);
    expect(html).toContain('role="tablist"');
    expect((html.match(/role="tab"/g) ?? []).length).toBe(3);
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>[\s\S]*?<\/button>/g)].map((m) => m[0]);
    expect(tabs.map((t) => t.includes('aria-selected="true"'))).toEqual([false, true, false]);
    expect(textOf(tabs[1])).toContain('Services');
    expect(html).toContain('aria-label="Previous page"');
    expect(html).toContain('aria-label="Next page"');
    expect(html).toContain('data-preview-view="services"');
    // No domain was given: the address bar says what it is rather than inventing one.
    expect(text).toContain('Your website preview');
    expect(text).not.toMatch(/www\.\w+\.co\.uk/);
  });

  it('takes its labels from props', () => {
    const html = renderToString(
      <PreviewTabs data={{}} colours={blueYellow} trade={electrician} onBack={noop} onRequestChanges={noop} onApprove={noop}
        labels={{ back: 'Edit my details', approve: 'Looks good', previous: 'Back one', tabs: { home: 'Start', services: 'Work', contact: 'Reach us' } }} />,
    );
    const text = textOf(html);
    expect(text).toContain('Edit my details');
    expect(text).toContain('Looks good');
    expect(text).toContain('Reach us');
    expect(html).toContain('aria-label="Back one"');
    expect(text).toContain('Request Changes');
  });

  it("shows the customer's own domain in the address bar, and never makes one up", () => {
    expect(previewAddress('https://www.brightspark.co.uk/')).toBe('www.brightspark.co.uk');
    expect(previewAddress('brightspark.co.uk')).toBe('brightspark.co.uk');
    expect(previewAddress('')).toBe('Your website preview');
    expect(previewAddress(null)).toBe('Your website preview');
    expect(previewAddress('not a domain')).toBe('Your website preview');
  });
});

describe('groupHours', () => {
  it('joins days in a row with the same hours', () => {
    expect(groupHours([
      { day: 'Monday', open: true, openTime: '09:00', closeTime: '17:00' },
      { day: 'Tuesday', open: true, openTime: '09:00', closeTime: '17:00' },
      { day: 'Wednesday', open: false, openTime: '09:00', closeTime: '17:00' },
    ], 'Closed')).toEqual([{ days: 'Mon - Tue', times: '09:00 - 17:00' }, { days: 'Wed', times: 'Closed' }]);
  });
});
