import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ATTEMPT_HEADER, IDEMPOTENCY_HEADER } from '../../src/server/relay/relay-worker';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Relaying submissions'), readme.indexOf('\n## ', readme.indexOf('## Relaying submissions') + 3));

describe('the README tells a receiver how to handle repeats', () => {
  it('says delivery is at least once, names the headers the relay really sends, and shows n8n, Make and Zapier', () => {
    expect(section.length).toBeGreaterThan(500);
    expect(section).toMatch(/at least once/i);
    expect(section).toContain(`\`${IDEMPOTENCY_HEADER}\``);
    expect(section).toContain(`\`${ATTEMPT_HEADER}\``);
    expect(section).toContain(`$json.headers["${IDEMPOTENCY_HEADER.toLowerCase()}"]`);
    for (const tool of ['**n8n**', '**Make**', '**Zapier**']) expect(section).toContain(tool);
  });
});
