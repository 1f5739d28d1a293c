import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../scripts/config/build-config';
import { ConfigError, type ConfigProblem } from '../../scripts/config/problems';

/**
 * One fixture folder per failure mode. Each holds a small complete config (`config/`) with one thing broken,
 * and a `schemas` link to the real schemas, so the real pipeline runs on it exactly as `npm run config` does.
 */
const here = fileURLToPath(new URL('.', import.meta.url));

async function failureOf(fixture: string): Promise<ConfigError> {
  try {
    await buildConfig(join(here, fixture), { emit: false });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`the ${fixture} fixture built without problems`);
}

/** The fixture's text from `line:column` to the end of that line: what the problem points at. */
function textAt(fixture: string, p: ConfigProblem): string {
  const line = readFileSync(join(here, fixture, p.file), 'utf8').split('\n')[p.line - 1];
  return line.slice(p.column - 1);
}

const kinds = (problems: ConfigProblem[]) => problems.map((p) => p.kind).sort();

describe('config loader failure modes', () => {
  it('malformed YAML: points at the spot and says how to quote', async () => {
    const error = await failureOf('malformed-yaml');
    expect(error.message).toBe(
      [
        'The config has 1 problem.',
        '',
        'Files that cannot be read:',
        '  config/pages/home.yaml:7:15  the YAML cannot be read: this value contains ": ", which YAML reads as a second key on the same line. Put the value in quotes: headline: "Trade websites: without the hassle"',
      ].join('\n'),
    );
  });

  it('unknown key: reported apart from bad values, with a "did you mean"', async () => {
    const error = await failureOf('unknown-key');
    expect(error.message).toBe(
      [
        'The config has 2 problems.',
        '',
        'Unknown keys:',
        '  config/site.yaml:10:3  brand.themeColur: unknown key "themeColur". Did you mean "themeColour"?',
        '',
        'Bad values:',
        '  config/site.yaml:8:3  brand: "themeColour" is missing. Add "themeColour:" here.',
      ].join('\n'),
    );
    expect(kinds(error.problems)).toEqual(['bad-value', 'unknown-key']);
    const unknown = error.problems.find((p) => p.kind === 'unknown-key')!;
    expect(textAt('unknown-key', unknown)).toBe('themeColur: "#3172B2"');
  });

  it('wrong type: names the expected type and the fix', async () => {
    const error = await failureOf('wrong-type');
    expect(error.message).toBe(
      [
        'The config has 1 problem.',
        '',
        'Bad values:',
        '  config/trades/electrician.yaml:17:14  landingPage: must be true or false. Write true or false.',
      ].join('\n'),
    );
  });

  it('missing reference: a colour scheme and a page that do not exist, with the valid choices', async () => {
    const error = await failureOf('missing-reference');
    expect(error.message).toBe(
      [
        'The config has 2 problems.',
        '',
        'Broken references:',
        '  config/routes.yaml:5:31  routes[1].page: no page is called "missing-page". Create config/pages/missing-page.yaml or use one of: home, not-found.',
        '  config/trades/electrician.yaml:16:16  defaultScheme: no colour scheme is called "blue-yelow". Did you mean "blue-yellow"?',
      ].join('\n'),
    );
    expect(kinds(error.problems)).toEqual(['reference', 'reference']);
    expect(error.problems.map((p) => textAt('missing-reference', p))).toEqual(['blue-yelow', 'missing-page }']);
  });

  it('bad colour: shows the value and the expected form', async () => {
    const error = await failureOf('bad-colour');
    expect(error.message).toBe(
      [
        'The config has 1 problem.',
        '',
        'Bad values:',
        '  config/colour-schemes.yaml:13:14  schemes[0].primary: "#00235" is not in the expected form. Write a colour as # followed by six hex digits, e.g. #3172B2.',
      ].join('\n'),
    );
    expect(textAt('bad-colour', error.problems[0])).toBe('"#00235"');
  });

  it('many problems: every one is reported at once, grouped and sorted by file and position', async () => {
    const error = await failureOf('many-problems');
    expect(error.message).toBe(
      [
        'The config has 6 problems.',
        '',
        'Files that cannot be read:',
        '  config/pages/not-found.yaml:6:8  the YAML cannot be read: this value contains ": ", which YAML reads as a second key on the same line. Put the value in quotes: title: "Page: not found"',
        '',
        'Unknown keys:',
        '  config/site.yaml:10:3  brand.themeColur: unknown key "themeColur". Did you mean "themeColour"?',
        '',
        'Bad values:',
        '  config/colour-schemes.yaml:13:14  schemes[0].primary: "#00235" is not in the expected form. Write a colour as # followed by six hex digits, e.g. #3172B2.',
        '  config/pages/home.yaml:10:11  blocks[1].type: unknown type "step". Did you mean "steps"?',
        '  config/site.yaml:8:3  brand: "themeColour" is missing. Add "themeColour:" here.',
        '  config/trades/electrician.yaml:17:14  landingPage: must be true or false. Write true or false.',
      ].join('\n'),
    );
    expect(new Set(error.problems.map((p) => p.file)).size).toBe(5);
  });

  it('unknown placeholder: each one at its own column, with the nearest name this text may use', async () => {
    const error = await failureOf('unknown-placeholder');
    expect(error.message).toBe(
      [
        'The config has 4 problems.',
        '',
        'Bad values:',
        '  config/pages/home.yaml:8:22  blocks[0].subheading: unknown placeholder {price.montly}: it would show as an empty gap. Did you mean {price.monthly}?',
        '  config/pages/home.yaml:8:66  blocks[0].subheading: unknown placeholder {emial}: it would show as an empty gap. Did you mean {email}?',
        '  config/pages/home.yaml:8:83  blocks[0].subheading: unknown placeholder {website}: it would show as an empty gap. Placeholders this text may use include {email}, {brand}, {ns1}, {ns2}, {origin}, {phone}; add a shared figure under shared: in config/site.yaml.',
        '  config/registrars.yaml:30:48  registrars[1].steps[1]: unknown placeholder {domian}: it would show as an empty gap. Did you mean {domain}?',
      ].join('\n'),
    );
    expect(error.problems.map((p) => textAt('unknown-placeholder', p).slice(0, 14)).sort()).toEqual(['{domian}.', '{emial} or vis', '{price.montly}', '{website}.']);
  });

  it('schema and reference problems together: one run lists both', async () => {
    const error = await failureOf('all-in-one-run');
    expect(error.message).toBe(
      [
        'The config has 2 problems.',
        '',
        'Unknown keys:',
        '  config/site.yaml:11:3  brand.tagLine: unknown key "tagLine". Did you mean "tagline"?',
        '',
        'Broken references:',
        '  config/trades/electrician.yaml:16:16  defaultScheme: no colour scheme is called "blue-yelow". Did you mean "blue-yellow"?',
      ].join('\n'),
    );
  });

  it('unquoted colour: YAML took it for a comment, so the hint is to quote it', async () => {
    const error = await failureOf('unquoted-colour');
    expect(error.message).toBe(
      [
        'The config has 1 problem.',
        '',
        'Bad values:',
        '  config/colour-schemes.yaml:13:14  schemes[0].primary: is empty: YAML reads everything after a # that follows a space as a comment, so #00235A is not the value. Put the value in quotes: primary: "#00235A".',
      ].join('\n'),
    );
  });
});
