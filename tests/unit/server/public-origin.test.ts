import { describe, expect, it } from 'vitest';
import { site } from '../../../src/generated/config';
import { linkOrigin } from '../../../src/server/public-origin';

/**
 * The origin of the links a request makes, judged over many Host headers with the real config's hosts: only a host
 * the service answers for (or one for local use) names the links; every other one gets the main site.
 */
const own = { mainUrl: site.hosts.mainUrl, prefixes: [site.hosts.formsPrefix, site.hosts.embedPrefix] };
const main = new URL(site.hosts.mainUrl!);
const at = (host: string, extra: { protocol?: string; localAddress?: string } = {}) => linkOrigin({ protocol: extra.protocol ?? 'http', host, localAddress: extra.localAddress ?? '127.0.0.1' }, own);

describe('the origin of the links a request makes', () => {
  it('names the main site for a host the service does not answer for', () => {
    for (const host of [
      'evil.example',
      'evil.example:8080',
      `${main.hostname}.evil.example`,
      `evil${main.hostname}`,
      `evil.${main.hostname}`,
      `${site.hosts.formsPrefix}evil.example`,
      `localhost.evil.example`,
      `127.0.0.1.evil.example`,
      'evil.example@localhost',
      'localhost/evil.example',
      'localhost\\evil.example',
      'localhost#evil.example',
      'localhost evil.example',
      '10.0.0.1',
      '192.168.1.1:8080',
      '[fd00::1]',
      '[::ffff:10.0.0.1]',
      '',
      '[',
    ]) {
      expect(at(host), host).toEqual({ origin: main.origin, trusted: false });
    }
  });

  it('keeps a host of site.yaml, with the main URL\'s scheme and port whatever the request claims', () => {
    const hosts = [main.hostname, `${site.hosts.formsPrefix}${main.hostname}`, `${site.hosts.embedPrefix}${main.hostname}`];
    for (const host of hosts) {
      expect(at(host)).toEqual({ origin: `https://${host}`, trusted: true });
      expect(at(`${host.toUpperCase()}:8443`, { protocol: 'http' })).toEqual({ origin: `https://${host}`, trusted: true });
    }
  });

  it('keeps a loopback name or address, and the address the connection came to, for local use and a phone on the network', () => {
    for (const host of ['localhost:8080', 'forms.localhost:8080', 'embed.localhost', '127.0.0.1:8212', '127.8.9.10', '[::1]:8080']) {
      expect(at(host), host).toEqual({ origin: `http://${host}`, trusted: true });
    }
    expect(at('LOCALHOST:8080', { protocol: 'https' })).toEqual({ origin: 'https://localhost:8080', trusted: true });
    expect(at('192.168.1.20:8080', { localAddress: '::ffff:192.168.1.20' })).toEqual({ origin: 'http://192.168.1.20:8080', trusted: true });
    expect(at('[fe80::1]:8080', { localAddress: 'fe80::1%eth0' })).toEqual({ origin: 'http://[fe80::1]:8080', trusted: true });
    // Another machine's private address is not this service's, even on the same network.
    expect(at('192.168.1.21:8080', { localAddress: '::ffff:192.168.1.20' })).toEqual({ origin: main.origin, trusted: false });
  });

  it('names PUBLIC_URL whatever the host, and nothing when no main URL is configured for an unknown host', () => {
    expect(linkOrigin({ protocol: 'http', host: 'evil.example' }, { ...own, publicUrl: 'https://preview.example.co.uk' })).toEqual({ origin: 'https://preview.example.co.uk', trusted: true });
    expect(linkOrigin({ protocol: 'http', host: 'localhost:8080' }, { ...own, publicUrl: 'https://preview.example.co.uk' }).origin).toBe('https://preview.example.co.uk');
    expect(linkOrigin({ protocol: 'http', host: 'evil.example' }, { prefixes: own.prefixes })).toEqual({ origin: undefined, trusted: false });
    expect(linkOrigin({ protocol: 'http', host: 'localhost:8080' }, { prefixes: own.prefixes }).origin).toBe('http://localhost:8080');
  });
});
