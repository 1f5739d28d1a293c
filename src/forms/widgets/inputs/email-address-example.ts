import { cleanRequestDomain } from '@/domain/domain-name';
import { businessEmailPrefix, COMMON_EMAIL_PREFIXES, type EmailPrefixKind } from '@/domain/email-prefix';

/** The e-mail prefix kinds in the order they are offered. */
export const EMAIL_PREFIX_KINDS: readonly EmailPrefixKind[] = ['common', 'first-name', 'custom'];

/** The domain an example address is shown with: the customer's own (without www.), or a stand-in. */
export function exampleDomain(domainName: unknown, fallback = 'yourbusiness.co.uk'): string {
  const clean = cleanRequestDomain(typeof domainName === 'string' ? domainName : '').replace(/^www\./, '');
  return clean || fallback;
}

/**
 * The common prefix currently chosen: the stored prefix when it is one of the common ones, else the first (info).
 *
 * @example chosenCommonPrefix('hello') // 'hello'
 * @example chosenCommonPrefix('sam') // 'info'
 */
export function chosenCommonPrefix(prefix: unknown): string {
  return businessEmailPrefix('common', { common: typeof prefix === 'string' ? prefix : undefined });
}

/** True for one of the ready-made prefixes. */
export function isCommonPrefix(prefix: unknown): boolean {
  return (COMMON_EMAIL_PREFIXES as readonly unknown[]).includes(prefix);
}

/**
 * The prefix to store when the customer picks a kind: the chosen common one, the first name lowercased, or what
 * was typed before (lowercased) for "something else".
 *
 * @example prefixForKind('first-name', { firstName: 'Sam', prefix: 'info' }) // 'sam'
 */
export function prefixForKind(kind: EmailPrefixKind, source: { firstName?: unknown; prefix?: unknown }): string {
  const firstName = typeof source.firstName === 'string' ? source.firstName : undefined;
  const prefix = typeof source.prefix === 'string' ? source.prefix : undefined;
  return businessEmailPrefix(kind, { firstName, custom: prefix, common: prefix });
}
