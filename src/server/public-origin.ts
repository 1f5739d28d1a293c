/**
 * The origin of the links the server makes and keeps: upload links, the file links of a submission, the preview
 * address, what the preview site names as its own address (canonical link, `og:url`, its quote form's action) and the
 * links relayed to the team. A request's Host header is the client's to write, so it decides these links only when it
 * names a host the service answers for; anything else gets the configured main site, never the host the client named.
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { site } from '../generated/config';
import type { ServerConfig } from './config';
import { RequestError } from './hooks/request-error';

/** What the rule reads of a request: its protocol, its Host (with the port) and the address the connection came to. */
export interface RequestPlace {
  protocol: string;
  host: string;
  /** The server's own address of the connection (`request.socket.localAddress`). */
  localAddress?: string;
}

/** The service's own addresses: `PUBLIC_URL` when set, and `site.yaml` `hosts` (the main site and its prefixes). */
export interface OwnHosts {
  publicUrl?: string;
  /** `hosts.mainUrl`: the main site's origin (`https://tradesites.co.uk`). */
  mainUrl?: string;
  prefixes: string[];
}

/** The host of a Host header as a URL reads it (lower case, IPv4 in its usual form, IPv6 in brackets), or undefined. */
function parsedHost(host: string): URL | undefined {
  if (!host || /[\s/\\?#@]/.test(host)) return undefined;
  try {
    return new URL(`http://${host}`);
  } catch {
    return undefined;
  }
}

/** True for a name or address of this machine for local use: localhost, `*.localhost`, 127.0.0.0/8 and ::1. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(hostname) || hostname === '[::1]';
}

/** The connection's own address as a URL writes it: `::ffff:192.168.1.20` is 192.168.1.20, IPv6 in brackets. */
function ownAddress(localAddress: string | undefined): string | undefined {
  if (!localAddress) return undefined;
  const address = localAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').replace(/%.*$/, '');
  if (isIP(address) === 4) return address;
  return isIP(address) === 6 ? parsedHost(`[${address}]`)?.hostname : undefined;
}

/**
 * The origin links point at for a request (see the module's comment):
 * - `PUBLIC_URL` when it is set;
 * - a host of `site.yaml` `hosts` (the main URL's host, and it with the forms and embed prefixes): that host, with the
 *   main URL's scheme and port, whatever scheme or port the request claims;
 * - a loopback name or address (localhost, `*.localhost`, 127.0.0.0/8, ::1), or the address the connection itself came
 *   to (a phone on the same network opening `http://192.168.1.20:8080`): the request's own origin, for local use;
 * - anything else (another host, another machine's address): the main URL, and `trusted` is false (no origin at all
 *   when the config names no main URL).
 *
 * @example linkOrigin({ protocol: 'http', host: 'evil.example' }, { mainUrl: 'https://tradesites.co.uk', prefixes: ['forms.', 'embed.'] }) // { origin: 'https://tradesites.co.uk', trusted: false }
 */
export function linkOrigin(place: RequestPlace, own: OwnHosts): { origin: string | undefined; trusted: boolean } {
  if (own.publicUrl) return { origin: own.publicUrl, trusted: true };
  const main = own.mainUrl ? new URL(own.mainUrl) : undefined;
  const host = parsedHost(place.host);
  if (host) {
    const name = host.hostname;
    if (main && [main.hostname, ...own.prefixes.map((prefix) => `${prefix.toLowerCase()}${main.hostname}`)].includes(name)) {
      return { origin: `${main.protocol}//${name}${main.port ? `:${main.port}` : ''}`, trusted: true };
    }
    if (isLoopback(name) || name === ownAddress(place.localAddress)) {
      return { origin: `${place.protocol === 'https' ? 'https' : 'http'}://${host.host}`, trusted: true };
    }
  }
  return { origin: main?.origin, trusted: false };
}

/** The service's own hosts, from the settings and the generated site config. */
function ownHosts(config: Pick<ServerConfig, 'publicUrl'>): OwnHosts {
  return { publicUrl: config.publicUrl, mainUrl: site.hosts.mainUrl, prefixes: [site.hosts.formsPrefix, site.hosts.embedPrefix] };
}

/**
 * The origin of the links made for `request` ({@link linkOrigin}); a request to a host the service does not answer
 * for is logged, so an operator who forgot `PUBLIC_URL` on a new host sees why its links name the main site. With no
 * main URL in the config either, such a request is refused (421) rather than given links to a host nobody named.
 */
export function publicOrigin(request: FastifyRequest, config: Pick<ServerConfig, 'publicUrl'>): string {
  const { origin, trusted } = linkOrigin({ protocol: request.protocol, host: request.host, localAddress: request.socket?.localAddress }, ownHosts(config));
  if (!trusted) request.log.warn({ host: request.host.slice(0, 200), origin }, 'links made for a host the service does not answer for name the main site (set PUBLIC_URL to name another)');
  if (!origin) throw new RequestError(421, `This server makes no links for the host ${request.hostname.slice(0, 200)}: set PUBLIC_URL, or hosts.mainUrl in config/site.yaml.`);
  return origin;
}
