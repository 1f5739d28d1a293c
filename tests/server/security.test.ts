import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { ConfigError, startServer } from '../../src/server/start';
import { CONTACT_PAYLOAD, postCall, postJson, startTestServer, submitForm, tempDir, testEnv } from './support/helpers';

describe('admin API', () => {
  it('requires the bearer token (401 without it, also when none is configured) and lists submissions and files', async () => {
    const server = await startTestServer({ ADMIN_TOKEN: 'admin-token-0123456789' });
    try {
      const { body } = await postCall(server.url, 'contact');
      await postJson(`${server.url}/api/upload`, { customerNumber: 'C1', fileName: 'a.png', fileType: 'logo', fileMimeType: 'image/png' });
      expect((await fetch(`${server.url}/api/hook-calls`)).status).toBe(401);
      expect((await fetch(`${server.url}/api/customers`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
      const listed = await fetch(`${server.url}/api/hook-calls`, { headers: { authorization: 'Bearer admin-token-0123456789' } });
      expect(listed.status).toBe(200);
      const json = await listed.json();
      expect(json.calls[0]).toMatchObject({ id: body.id, hook: 'contact', state: 'held', payload: CONTACT_PAYLOAD });
      expect(json.states.held).toMatch(/no relay target/);
      expect(json.files[0]).toMatchObject({ customerRef: 'C1', fileType: 'logo', state: 'issued', storage: 'local' });
      expect(json.counts.held).toBe(1);
    } finally {
      await server.stop();
    }
    const open = await startTestServer();
    try {
      const answer = await fetch(`${open.url}/api/customers`, { headers: { authorization: 'Bearer anything-at-all-here' } });
      expect(answer.status).toBe(401);
      expect((await answer.json()).error).toMatch(/set ADMIN_TOKEN/);
    } finally {
      await open.stop();
    }
  });
});

describe('CORS', () => {
  it('allows configured origins only, including the preflight of a signed PUT', async () => {
    const server = await startTestServer({ ALLOWED_ORIGINS: 'https://partner.example.co.uk' });
    try {
      const allowed = await fetch(`${server.url}/api/upload`, {
        method: 'OPTIONS',
        headers: { origin: 'https://partner.example.co.uk', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
      });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example.co.uk');
      expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT');
      const other = await submitForm(server.url, 'contact', undefined, {});
      expect(other.status).toBe(201);
      const evil = await fetch(`${server.url}/api/references`, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' });
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.stop();
    }
  });
});

describe('rate limiting', () => {
  it('answers 429 with a JSON error once a client exceeds the limit', async () => {
    const server = await startTestServer({ RATE_LIMIT_MAX: '3' });
    try {
      const statuses: number[] = [];
      const ask = () => fetch(`${server.url}/api/upload`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      for (let i = 0; i < 5; i += 1) statuses.push((await ask()).status);
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      const limited = await ask();
      expect((await limited.json()).error).toBeTruthy();
    } finally {
      await server.stop();
    }
  });
});

describe('settings', () => {
  it('lists every problem at once', () => {
    const { problems } = readConfig(
      {
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        S3_BUCKET: 'b',
        HOOK_TARGET_MAIN: 'ftp://example.com/hook',
        HOOK_TARGET_PAYMENTS: 'https://example.com',
        ADMIN_TOKEN: 'short',
        RELAY_TIMEOUT_MS: '5000',
        RELAY_LEASE_MS: '1000',
        ALLOWED_ORIGINS: 'not-an-origin',
      },
      { siteConfigPath: null },
    );
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535; it is "eighty".',
      'DATABASE_URL must start with postgres:// or postgresql:// (for example postgres://user:pass@host:5432/db).',
      'S3 storage needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as well (some S3_* settings are set).',
      'ALLOWED_ORIGINS entry "not-an-origin" must be an origin like https://example.co.uk or *.',
      'ADMIN_TOKEN must be at least 16 characters long.',
      'HOOK_TARGET_MAIN must be an http(s) address; it is "ftp://example.com/hook".',
      expect.stringMatching(/^HOOK_TARGET_PAYMENTS names no hook; use one of HOOK_TARGET_MAIN, /),
      'RELAY_LEASE_MS (1000) must be longer than RELAY_TIMEOUT_MS (5000).',
    ]);
  });

  it('refuses to start with bad settings, naming them', async () => {
    const tmp = tempDir();
    try {
      await expect(startServer({ port: 0, dataDir: tmp.dir, siteConfigPath: null, env: testEnv({ HOOK_TARGET_CONTACT: 'nope' }) })).rejects.toThrow(ConfigError);
      await expect(startServer({ port: 0, dataDir: tmp.dir, siteConfigPath: null, env: testEnv({ HOOK_TARGET_CONTACT: 'nope' }) })).rejects.toThrow(/HOOK_TARGET_CONTACT must be an http\(s\) address/);
    } finally {
      tmp.cleanup();
    }
  });

  it('reads relay targets from the emitted site config, with the environment taking precedence', async () => {
    const tmp = tempDir();
    try {
      const file = `${tmp.dir}/site.json`;
      const { writeFileSync } = await import('node:fs');
      writeFileSync(file, JSON.stringify({ relay: { targets: { main: 'https://n8n.example/main', contact: 'https://n8n.example/contact' } } }));
      const { config, problems } = readConfig({ HOOK_TARGET_CONTACT: 'https://override.example/c' }, { siteConfigPath: file });
      expect(problems).toEqual([]);
      expect(config.hookTargets).toEqual({ main: 'https://n8n.example/main', contact: 'https://override.example/c' });
    } finally {
      tmp.cleanup();
    }
  });
});
