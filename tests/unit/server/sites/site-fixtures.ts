import sharp from 'sharp';

/** A photo-like JPEG of `width`×`height` (a gradient with a coloured block), made with sharp. */
export async function photo(width: number, height: number, hue = 0): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,40%)"/><stop offset="1" stop-color="hsl(${hue + 60},60%,70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="10%" y="20%" width="30%" height="40%" fill="#fff" opacity=".6"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A logo PNG with a transparent background. */
export async function logo(width = 600, height = 200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${height / 2}" cy="${height / 2}" r="${height / 2.2}" fill="#ffa419"/><rect x="${height}" y="${height / 3}" width="${width - height - 20}" height="${height / 3}" fill="#00235a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Request form answers as the form's schema describes them: an electrician who hid their address. */
export function requestAnswers(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tradeType: 'electrician',
    useCustomColors: false,
    selectedColorScheme: 'blue-yellow',
    businessBasics: { firstName: 'Sam', companyName: 'Bright Spark Ltd', email: 'sam@brightspark.co.uk', phone: '0113 496 0000' },
    selectedServices: ['EV Charger Installation', 'EICR Testing & Certification', 'Full & Partial Rewires'],
    additionalServices: 'Heat pump wiring',
    selectedAccreditations: ['NICEIC Approved Contractor'],
    whatsAppNumber: '07700 900123',
    serviceLocations: ['Leeds', 'Wakefield', 'Harrogate'],
    businessHours: [
      { day: 'Monday', open: true, openTime: '08:00', closeTime: '18:00' },
      { day: 'Sunday', open: false, openTime: '09:00', closeTime: '17:00' },
    ],
    businessStats: { experience: '15', happyCustomers: '900+' },
    businessAddress: { street: '12 Secret Lane', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP', hideAddress: true },
    termsAgreed: true,
    ...overrides,
  };
}
