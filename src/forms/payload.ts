import { site } from '@/generated/config';
import { getPath, type FormData } from './runtime';

/** What a payload source may read besides the answers. */
export interface PayloadContext {
  query: URLSearchParams;
  now: Date;
  /** The page address without query or fragment. */
  source: string;
}

/**
 * The payload of a one-call form from its YAML mapping (`submit.payload`): `field:<path>` an answer,
 * `query:<name>` a link parameter, `timestamp` now (ISO), `source` the page address, `site:<path>` a value of
 * site.yaml, `text:<words>` fixed words (`text:` alone: an empty value). Other empty values are left out.
 *
 * @example buildPayload({ Email: 'field:email', Source: 'source' }, { email: 'a@b.co' }, ctx) // { Email: 'a@b.co', Source: 'https://…/unsubscribe' }
 */
export function buildPayload(mapping: Record<string, string>, data: FormData, ctx: PayloadContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(mapping)) {
    const [kind, ...rest] = spec.split(':');
    const arg = rest.join(':');
    let value: unknown;
    if (kind === 'field') value = getPath(data, arg);
    else if (kind === 'query') value = ctx.query.get(arg) ?? undefined;
    else if (kind === 'timestamp') value = ctx.now.toISOString();
    else if (kind === 'source') value = ctx.source;
    else if (kind === 'site') value = getPath(site, arg);
    else if (kind === 'text') value = arg;
    // Fixed words are sent as written, even empty (`text:` sends an empty value, e.g. the unsubscribe querystring).
    if (kind !== 'text' && (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))) continue;
    out[name] = value;
  }
  return out;
}
