import { describe, expect, it } from 'vitest';
import { chooseRegistrar } from '@/blocks/registrar-steps-block';
import { tabsOf } from '@/blocks/tabs-block';
import { toastLine, COPIED_TOAST, COPY_FAILED_TOAST } from '@/blocks/shared/copy-button';
import { embedOriginOf } from '@/blocks/shared/use-fill';
import { createAppTheme, textColourOnWhite } from '@/app/theme';
import { getContrastRatio } from '@mui/material/styles';
import type { RegistrarsConfig, TabsBlock } from '@/generated/config-types';

const registrars: RegistrarsConfig = {
  registrars: [
    { id: 'godaddy', name: 'GoDaddy', loginUrl: 'https://sso.godaddy.com/', domainUrlTemplate: 'https://dcc.godaddy.com/manage/{domain}/dns', loginHosts: ['.godaddy.com'], steps: ['a {domain}', 'b'] },
    { id: 'ionos', name: 'IONOS', loginUrl: 'https://login.ionos.co.uk/', loginHosts: ['.ionos.co.uk', '.ionos.com'], steps: ['c', 'd'] },
  ],
  general: { name: 'your registrar', steps: ['g1 {domain}', 'g2'] },
};

describe('chooseRegistrar', () => {
  it('matches the registrar lowercased and gives any other the general steps', () => {
    expect(chooseRegistrar(registrars, ' GoDaddy ', null, null)).toMatchObject({ id: 'godaddy', name: 'GoDaddy', steps: ['a {domain}', 'b'] });
    expect(chooseRegistrar(registrars, 'namecheap', null, null)).toMatchObject({ id: null, name: 'your registrar', loginHref: null });
    expect(chooseRegistrar(registrars, null, null, null).id).toBeNull();
  });

  it('uses the domain page with a valid domain, the sign-in page otherwise', () => {
    expect(chooseRegistrar(registrars, 'godaddy', 'https://www.Smith.co.uk/', null)).toMatchObject({ domain: 'smith.co.uk', loginHref: 'https://dcc.godaddy.com/manage/smith.co.uk/dns' });
    expect(chooseRegistrar(registrars, 'godaddy', '"><script>', null)).toMatchObject({ domain: null, loginHref: 'https://sso.godaddy.com/' });
    expect(chooseRegistrar(registrars, 'ionos', 'smith.co.uk', null).loginHref).toBe('https://login.ionos.co.uk/');
  });

  it('decodes the login value, links it only when on the registrar\'s login hosts, and shows anything else as cut text', () => {
    expect(chooseRegistrar(registrars, 'ionos', null, 'https%3A%2F%2Fmy.ionos.co.uk%2Flogin')).toMatchObject({ loginHref: 'https://my.ionos.co.uk/login', loginText: null });
    expect(chooseRegistrar(registrars, 'godaddy', null, 'https://example.com/login')).toMatchObject({ loginHref: 'https://sso.godaddy.com/', loginText: 'https://example.com/login' });
    expect(chooseRegistrar(registrars, 'unknown', null, 'https://sso.godaddy.com/')).toMatchObject({ loginHref: null, loginText: 'https://sso.godaddy.com/' });
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'javascript%3Aalert(1)%E0%A4%A', `https://e.example/${'a'.repeat(3000)}`, 'https://login.ionos.co.uk.evil.example/']) {
      const choice = chooseRegistrar(registrars, 'ionos', null, bad);
      expect(choice.loginHref, bad).toBe('https://login.ionos.co.uk/');
      expect(choice.loginText, bad).not.toBeNull();
      expect(choice.loginText!.length, bad).toBeLessThanOrEqual(201);
    }
    expect(chooseRegistrar(registrars, 'ionos', null, 'abc%E0%A4%A').loginText).toBe('abc%E0%A4%A');
  });
});

describe('tabsOf', () => {
  const data = { emailClients: { defaultClient: 'b', clients: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] } };
  it('takes the tabs and the first open tab from source data', () => {
    const block: TabsBlock = { type: 'tabs', source: 'emailClients', sourceTabs: 'clients', sourceDefault: 'defaultClient' };
    expect(tabsOf(block, data)).toEqual({ tabs: data.emailClients.clients, defaultIndex: 1 });
  });
  it('prefers tabs written in the block, and opens the first when the default is unknown', () => {
    const block: TabsBlock = { type: 'tabs', tabs: [{ id: 'x', label: 'X' }], defaultTab: 'nope' };
    expect(tabsOf(block, data)).toEqual({ tabs: [{ id: 'x', label: 'X' }], defaultIndex: 0 });
  });
});

describe('copy notices', () => {
  it('uses the spec words', () => {
    expect(toastLine(COPIED_TOAST, { label: 'Nameserver 1' })).toBe('Copied! Nameserver 1 copied to clipboard');
    expect(toastLine(COPY_FAILED_TOAST, { label: 'Nameserver 1' })).toBe('Copy failed: Please try again or copy manually');
  });
});

describe('embedOriginOf', () => {
  it('puts the embed prefix in place of forms., embed. or www.', () => {
    expect(embedOriginOf('https://tradesites.co.uk')).toBe('https://embed.tradesites.co.uk');
    expect(embedOriginOf('https://www.tradesites.co.uk')).toBe('https://embed.tradesites.co.uk');
    expect(embedOriginOf('http://forms.localhost:8080')).toBe('http://embed.localhost:8080');
    expect(embedOriginOf('http://embed.localhost:8080')).toBe('http://embed.localhost:8080');
    expect(embedOriginOf('')).toBe('');
  });
});

describe('branding themes', () => {
  it('keeps a dark enough brand colour for text and darkens a light one', () => {
    expect(textColourOnWhite('#3172B2')).toBe('#3172B2');
    const green = textColourOnWhite('#7FA14C');
    expect(green).not.toBe('#7FA14C');
    expect(getContrastRatio(green, '#fff')).toBeGreaterThanOrEqual(4.5);
  });
  it('gives a branded route its colour and the site its own', async () => {
    const { site } = await import('@/generated/config');
    expect(createAppTheme('partner').palette.primary.main).toBe(site.brandings?.partner.themeColour);
    expect(createAppTheme('no-such-branding').palette.primary.main).toBe(site.brand.themeColour);
    expect(createAppTheme().palette.primary.main).toBe(site.brand.themeColour);
  });
});
