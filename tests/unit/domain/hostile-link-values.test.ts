import { describe, expect, it } from 'vitest';
import { chooseRegistrar } from '@/blocks/registrar-steps-block';
import { queryLinkView, resolveHostList, type HostList } from '@/domain/query-link';
import { redirectTarget } from '@/forms/success-extras';
import { site } from '@/generated/config';
import type { RegistrarsConfig } from '@/generated/config-types';
import { form as domainSelection } from '@/generated/forms/domain-selection';
import { form as feedback } from '@/generated/forms/feedback';
import { data as domainInstructions } from '@/generated/pages/domain-instructions';

/**
 * The hostile values a link may carry in the parameters that become a link or a redirect, each read from the
 * address as the page reads it (`URLSearchParams`) and judged with the real config: the registrars of
 * config/registrars.yaml, the rules of config/forms/ and the host lists of config/site.yaml. The browser tests keep
 * one or two values a page (tests/e2e/instruction-pages.test.ts, small-forms.test.ts) for what the page does with
 * the choice: no link, no redirect, no request, no dialog, nothing sent.
 */
const fromLink = (name: string, query: string) => new URLSearchParams(`${name}=${query}`).get(name);

describe('domainRegistrarLogin on /domain-instructions?registrar=ionos', () => {
  const registrars = domainInstructions.registrars as RegistrarsConfig;
  const hostile: [label: string, query: string][] = [
    ['JavaScript: with a newline', encodeURIComponent('java\nscript:alert(1)')],
    ['double-encoded javascript:', encodeURIComponent(encodeURIComponent('JaVaScRiPt:alert(1)'))],
    ['data:', encodeURIComponent('data:text/html,<script>alert(1)</script>')],
    ['vbscript:', encodeURIComponent('vbscript:msgbox(1)')],
    ['//evil.example', encodeURIComponent('//evil.example/login')],
    ['evil.example without a scheme', 'evil.example'],
    ['a very long address', encodeURIComponent(`https://evil.example/${'a'.repeat(5000)}`)],
    ['a lone %', 'javascript:alert(1)%'],
    ['credentials in the address', encodeURIComponent('https://user:pass@evil.example/')],
    ['a look-alike host', encodeURIComponent('https://login.ionos.co.uk.evil.example/')],
    ["another registrar's host", encodeURIComponent('https://sso.godaddy.com/')],
    ['an http(s) address elsewhere', encodeURIComponent('https://account.example-registrar.co.uk/login')],
  ];
  for (const [label, query] of hostile) {
    it(`never makes a link of it (${label}): the login goes to IONOS's own page, the value is shown as text of at most 201 characters`, () => {
      const choice = chooseRegistrar(registrars, 'ionos', null, fromLink('domainRegistrarLogin', query));
      expect(choice.loginHref).toBe('https://login.ionos.co.uk/');
      expect(choice.loginText).not.toBeNull();
      expect(choice.loginText!.length).toBeLessThanOrEqual(201);
    });
  }
});

describe('stripe_link on /domain-selection', () => {
  const rule = domainSelection.success!.redirect!;
  for (const bad of ['https://evil.example/pay', '//evil.example/pay', 'https://checkout.stripe.com.evil.example/x']) {
    it(`refuses ${bad}`, () => {
      expect(redirectTarget(rule, new URLSearchParams({ stripe_link: bad }), site)).toEqual({ refused: true });
    });
  }
});

describe('websiteUrl on /comments-form', () => {
  const options = feedback.steps[0].fields!.find((f) => f.field === 'websiteUrl')!.options as { param: string; allowedHosts: HostList; httpsOnly?: boolean };
  for (const bad of ['data:text/html,<script>alert(1)</script>', `https://x.example/${'a'.repeat(3000)}`, 'https://preview.example.co.uk/site/42', 'https://preview.tradesites.co.uk.evil.example/site/42', 'http://preview.tradesites.co.uk/site/42']) {
    it(`never links ${bad.slice(0, 40)}: shown as plain text, no answer to send`, () => {
      const view = queryLinkView(fromLink(options.param, encodeURIComponent(bad)), { allowedHosts: resolveHostList(options.allowedHosts, site), httpsOnly: options.httpsOnly === true });
      expect(view.kind).toBe('text');
      expect(view.kind === 'text' && view.text).toContain(bad.slice(0, 200));
    });
  }
});
