import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConfigProblem } from './problems';
import { checkPlaceholders, sharedValues } from './placeholders';
import { tradePlaceholderNames } from './trade-text';
import type { YamlSource } from './yaml-source';

type SiteLike = {
  brand?: { name?: string };
  contact?: { email?: string; phone?: string };
  mail?: Record<string, string>;
  nameservers?: string[];
  shared?: unknown;
};

/**
 * The names the build fills in every file: `{email}`, `{phone}`, `{brand}`, the server names and the
 * shared figures. `servers` are the names the e-mail app steps get (their `{email}` is the customer's).
 */
export function buildPlaceholderValues(site: SiteLike | undefined): { all: Record<string, string>; servers: Record<string, string> } {
  const servers: Record<string, string> = { ...(site?.mail ?? {}), ...Object.fromEntries((site?.nameservers ?? []).map((ns, i) => [`ns${i + 1}`, ns])) };
  delete servers.exampleAddress;
  const shared = sharedValues(site?.shared);
  const contact = { email: site?.contact?.email ?? '', phone: site?.contact?.phone ?? '', brand: site?.brand?.name ?? '' };
  return { all: { ...shared, ...contact, ...servers }, servers: { ...shared, ...servers } };
}

/** Top-level answer names of a form's data schema: what `{name}` in its messages is filled from. */
function answerNames(root: string, schemaName: unknown): string[] {
  const path = join(root, 'schemas', 'forms', `${String(schemaName)}.schema.json`);
  if (typeof schemaName !== 'string' || !existsSync(path)) return [];
  const schema = JSON.parse(readFileSync(path, 'utf8')) as { properties?: Record<string, unknown> };
  return Object.keys(schema.properties ?? {});
}

/** Every `showWhen: { param }` in a page: the query parameters its text can rely on. */
function pageParams(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => pageParams(v, out));
  else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const when = obj.showWhen as { param?: unknown } | undefined;
    if (when && typeof when.param === 'string') out.add(when.param);
    for (const [k, v] of Object.entries(obj)) if (k !== 'showWhen') pageParams(v, out);
  }
  return out;
}

/**
 * Checks the placeholders of every loaded file (see placeholders.ts). Pages may also use the query
 * parameters they declare in `params:` or `showWhen`, and a form (or a page's form block) the form's answers.
 */
export function placeholderProblems(
  raw: { site?: unknown; forms: Record<string, unknown> },
  sources: Map<string, YamlSource>,
  scopes: Map<string, Map<string, Set<string>>>,
  root: string,
): ConfigProblem[] {
  const values = buildPlaceholderValues(raw.site as SiteLike | undefined);
  const all = Object.keys(values.all);
  const out: ConfigProblem[] = [];
  for (const [key, source] of sources) {
    if (source.data === undefined) continue;
    const known = new Set(key === 'emailClients' ? Object.keys(values.servers) : all);
    const fileScopes = new Map(scopes.get(key) ?? []);
    const add = (pointer: string, names: Iterable<string>) => fileScopes.set(pointer, new Set([...(fileScopes.get(pointer) ?? []), ...names]));
    const data = source.data as Record<string, unknown> | null;
    if (key.startsWith('forms/')) add('', answerNames(root, data?.schema));
    // Trade templates (trade-landing.yaml, cards' forEachTrade, fields' perTrade) may use the trade's words.
    const trade = tradePlaceholderNames();
    if (key === 'tradeLanding') add('', trade);
    if (key.startsWith('forms/') && data && Array.isArray(data.steps)) {
      data.steps.forEach((step: { fields?: { perTrade?: unknown }[] }, i: number) =>
        (Array.isArray(step?.fields) ? step.fields : []).forEach((field, j) => field?.perTrade && add(`/steps/${i}/fields/${j}/perTrade`, trade)),
      );
    }
    if (key.startsWith('pages/') && data) {
      add('', [...pageParams(data), ...(Array.isArray(data.params) ? (data.params as string[]) : [])]);
      (Array.isArray(data.blocks) ? data.blocks : []).forEach((block: { type?: string; form?: string }, i: number) => {
        if ((block?.type === 'cards' || block?.type === 'trade-links') && (block as { forEachTrade?: unknown }).forEachTrade) add(`/blocks/${i}/forEachTrade`, trade);
        if (block?.type === 'form' && typeof block.form === 'string') {
          add(`/blocks/${i}`, answerNames(root, (raw.forms[block.form] as { schema?: string } | undefined)?.schema));
        }
      });
    }
    out.push(...checkPlaceholders(source, known, fileScopes));
  }
  return out;
}
