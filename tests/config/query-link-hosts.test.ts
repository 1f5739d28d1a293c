import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../scripts/config/build-config';
import { ConfigError, type ConfigProblem } from '../../scripts/config/problems';

/**
 * A page that makes a link or a redirect of a query parameter must name the hosts it may lead to. The
 * `query-link-hosts` fixture breaks each way once: a query-link without allowedHosts, a redirect whose site list
 * does not exist, a registrar without loginHosts, and a registrar whose own sign-in page is off its loginHosts.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const textAt = (p: ConfigProblem) => readFileSync(join(here, 'query-link-hosts', p.file), 'utf8').split('\n')[p.line - 1].slice(p.column - 1);

describe('links built from query parameters name their allowed hosts', () => {
  it('npm run check refuses each way of leaving them out, with the place and the fix', async () => {
    const error = await buildConfig(join(here, 'query-link-hosts'), { emit: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      [
        'The config has 4 problems.',
        '',
        'Broken references:',
        '  config/forms/feedback.yaml:17:11  steps[0].fields[0].options: the query-link links ?websiteUrl= (on the page comments-form) without naming its allowed hosts. Add allowedHosts: under options with the hosts it may link to (a list, or site:<name> of a list in config/site.yaml, e.g. site:previewHosts); any other address is then shown as plain text.',
        '  config/forms/feedback.yaml:25:19  success.redirect.allowedHosts: the form redirects to ?next= (on the page comments-form) with allowedHosts: site:nextHosts, but config/site.yaml has no list of hosts at nextHosts. Add allowedHosts: with the hosts it may go to (a list, or site:<name> of a list in config/site.yaml, e.g. site:stripeHosts).',
        '  config/registrars.yaml:4:5  registrars[0]: the registrar "ionos" names no loginHosts, but the page domain-instructions links ?domainRegistrarLogin= for it. Add loginHosts: with the hosts its sign-in pages are on (e.g. [.ionos.com]); any other login address is then shown as plain text.',
        '  config/registrars.yaml:12:15  registrars[1].loginUrl: the loginUrl of "godaddy" is not on its loginHosts (.godaddy.co.uk). Add its host to loginHosts, or correct the address.',
      ].join('\n'),
    );
    expect((error as ConfigError).problems.map(textAt)).toEqual(['param: websiteUrl', 'site:nextHosts', 'id: ionos', 'https://sso.godaddy.com/']);
  });
});
