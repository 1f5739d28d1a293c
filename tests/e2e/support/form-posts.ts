import { expect, vi } from 'vitest';
import { TEST_ADMIN_TOKEN, type TestSite } from './site';

/**
 * The hook calls a test site stored for one attempt of a form (their ids are `<attempt>:<hook>`): what a form
 * posted without JavaScript, whose attempt key is a hidden field of its page, made on the server.
 */
export async function callsOf(site: TestSite, attempt: string): Promise<{ hook: string; payload: Record<string, unknown> }[]> {
  const response = await fetch(`${site.url}/api/hook-calls?limit=1000`, { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
  const { calls } = (await response.json()) as { calls: { id: string; hook: string; payload: Record<string, unknown> }[] };
  return calls.filter((c) => c.id.startsWith(`${attempt}:`));
}

/** The one payload an attempt stored for `hook`, once the server has stored it. */
export async function storedPayload(site: TestSite, attempt: string, hook: string): Promise<Record<string, unknown>> {
  let calls: Awaited<ReturnType<typeof callsOf>> = [];
  await vi.waitFor(async () => {
    calls = await callsOf(site, attempt);
    expect(calls.map((c) => c.hook)).toEqual([hook]);
  }, { timeout: 10_000, interval: 200 });
  return calls[0].payload;
}
