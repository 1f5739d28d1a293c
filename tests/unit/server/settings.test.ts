import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/config';

/** The settings are read by their rules (zod): one line per bad value, saying what to write; empty means not set. */
describe('the intake server settings', () => {
  const read = (env: Record<string, string>) => readConfig(env, { siteConfigPath: null });

  it('says in one line what each bad value should be', () => {
    const { problems } = read({ TRUST_PROXY: 'yes', LOG_LEVEL: 'loud', PUBLIC_URL: 'ftp://x', SIGNING_SECRET: 'short', RELAY_CONCURRENCY: '0', PREVIEW_LEASE_MS: '1.5' });
    expect(problems).toEqual([
      'PUBLIC_URL must be an http(s) address; it is "ftp://x".',
      'SIGNING_SECRET must be at least 16 characters long.',
      'RELAY_CONCURRENCY must be a whole number from 1 to 64; it is "0".',
      `PREVIEW_LEASE_MS must be a whole number from 1000 to ${Number.MAX_SAFE_INTEGER}; it is "1.5".`,
      'TRUST_PROXY must be true or false; it is "yes".',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; it is "loud".',
    ]);
    for (const line of problems) expect(line).not.toContain('\n');
  });

  it('takes good values, and the defaults for empty ones', () => {
    const { config, problems } = read({ PORT: ' ', TRUST_PROXY: 'true', LOG_LEVEL: 'warn', PUBLIC_URL: 'https://forms.example.co.uk/', RELAY_CONCURRENCY: '8', DATABASE_URL: '' });
    expect(problems).toEqual([]);
    expect(config).toMatchObject({ port: 8080, trustProxy: true, logLevel: 'warn', publicUrl: 'https://forms.example.co.uk', databaseUrl: undefined });
    expect(config.relay.concurrency).toBe(8);
  });
});
