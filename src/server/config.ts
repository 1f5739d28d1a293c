import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { HOOK_NAMES, hookTargetEnvName, type HookName } from '../domain/hook-names';

/** S3-compatible storage settings; present only when every `S3_*` value needed is set. */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Relay worker tuning. Defaults suit production; tests shorten them. */
export interface RelaySettings {
  maxAttempts: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  timeoutMs: number;
  leaseMs: number;
  pollMs: number;
  /** Deliveries in flight at once per hook (each hook has its own, so a hanging target holds up only its hook). */
  concurrency: number;
}

/** Everything the intake server reads from its environment, validated. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  staticDir: string;
  databaseUrl?: string;
  s3?: S3Settings;
  adminToken?: string;
  signingSecret?: string;
  publicUrl?: string;
  allowedOrigins: string[];
  frameAncestors: string[];
  cspConnectSrc: string[];
  hookTargets: Partial<Record<HookName, string>>;
  relay: RelaySettings;
  /** Preview site builds: lease, poll, attempts and builds at once. */
  previewJobs: { leaseMs: number; pollMs: number; maxAttempts: number; concurrency: number };
  rateLimitMax: number;
  trustProxy: boolean;
  logLevel: string;
}

/** Options a caller (tests, `main.ts`) can pass on top of the environment. */
export interface ConfigOverrides {
  port?: number;
  host?: string;
  dataDir?: string;
  staticDir?: string;
  /** Path of the emitted site config with `relay.targets`; `null` ignores it. */
  siteConfigPath?: string | null;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the config build emits `config/site.yaml` as JSON. */
export const DEFAULT_SITE_CONFIG = path.join(repoRoot, 'src/generated/site.json');
/** Where `vite build` writes the browser bundle and prerendered pages. */
export const DEFAULT_STATIC_DIR = path.join(repoRoot, 'dist/client');

type Env = Record<string, string | undefined>;

/**
 * The settings' value rules, read with zod: each says what it accepts in one line an operator can act on, and every
 * setting is checked, so all problems are told at once. An empty value counts as not set.
 */
const blankIsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const httpUrl = z.string().trim().refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
});
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema.optional());
const yesNo = optional(z.enum(['true', 'false']));

/** One setting's rule and the line that says what to write instead. */
interface Rule<T> {
  schema: z.ZodType<T>;
  message: (raw: string) => string;
}
const number = (name: string, min: number, max: number): Rule<number | undefined> => ({
  schema: optional(z.coerce.number().int().min(min).max(max)),
  message: (raw) => `${name} must be a whole number from ${min} to ${max}; it is "${raw}".`,
});
const RULES = {
  DATABASE_URL: { schema: optional(z.string().trim().regex(/^postgres(ql)?:\/\//)), message: () => 'DATABASE_URL must start with postgres:// or postgresql:// (for example postgres://user:pass@host:5432/db).' },
  S3_ENDPOINT: { schema: optional(httpUrl), message: (raw: string) => `S3_ENDPOINT must be an http(s) address; it is "${raw}".` },
  S3_FORCE_PATH_STYLE: { schema: yesNo, message: (raw: string) => `S3_FORCE_PATH_STYLE must be true or false; it is "${raw}".` },
  PUBLIC_URL: { schema: optional(httpUrl), message: (raw: string) => `PUBLIC_URL must be an http(s) address; it is "${raw}".` },
  SIGNING_SECRET: { schema: optional(z.string().min(16)), message: () => 'SIGNING_SECRET must be at least 16 characters long.' },
  ADMIN_TOKEN: { schema: optional(z.string().min(16)), message: () => 'ADMIN_TOKEN must be at least 16 characters long.' },
  TRUST_PROXY: { schema: yesNo, message: (raw: string) => `TRUST_PROXY must be true or false; it is "${raw}".` },
  LOG_LEVEL: {
    schema: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
    message: (raw: string) => `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; it is "${raw}".`,
  },
} satisfies Record<string, Rule<string | undefined>>;

/** Reads one setting by its rule; a bad value adds its line to `problems` and gives undefined. */
function setting<T>(env: Env, name: string, rule: Rule<T>, problems: string[]): T | undefined {
  const parsed = rule.schema.safeParse(env[name]);
  if (parsed.success) return parsed.data;
  problems.push(rule.message(String(env[name])));
  return undefined;
}

function isHttpUrl(value: string): boolean {
  return httpUrl.safeParse(value).success;
}

function list(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter(Boolean);
}

/** Relay targets from the emitted site config, or none when the file is absent. */
function siteTargets(file: string | null, problems: string[]): Partial<Record<string, string>> {
  if (!file || !existsSync(file)) return {};
  try {
    const site = JSON.parse(readFileSync(file, 'utf8')) as { relay?: { targets?: Record<string, string> } };
    return site.relay?.targets ?? {};
  } catch (error) {
    problems.push(`${file} could not be read as JSON (${(error as Error).message}); run npm run config again.`);
    return {};
  }
}

/**
 * Reads and checks the server's environment (each value by its zod rule above, then the rules between settings).
 * Every problem is collected, one line each, so an operator fixes them all at once; the caller decides whether to
 * exit or throw.
 * @example const { config, problems } = readConfig(process.env); if (problems.length) exit(problems)
 */
export function readConfig(env: Env, overrides: ConfigOverrides = {}): { config: ServerConfig; problems: string[] } {
  const problems: string[] = [];
  const int = (name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number => setting(env, name, number(name, min, max), problems) ?? fallback;
  const read = (name: keyof typeof RULES): string | undefined => setting<string | undefined>(env, name, RULES[name], problems);

  const port = overrides.port ?? int('PORT', 8080, 0, 65535);
  const databaseUrl = read('DATABASE_URL');

  const s3Keys = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3Set = s3Keys.filter((k) => env[k]?.trim());
  let s3: S3Settings | undefined;
  if (s3Set.length > 0 || env.S3_ENDPOINT?.trim()) {
    const missing = s3Keys.filter((k) => !env[k]?.trim());
    if (missing.length) problems.push(`S3 storage needs ${missing.join(', ')} as well (some S3_* settings are set).`);
    const endpoint = read('S3_ENDPOINT');
    const pathStyle = read('S3_FORCE_PATH_STYLE');
    if (!missing.length) {
      s3 = {
        bucket: env.S3_BUCKET!.trim(),
        region: env.S3_REGION!.trim(),
        endpoint,
        accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
        forcePathStyle: pathStyle ? pathStyle === 'true' : Boolean(endpoint),
      };
    }
  }

  const publicUrl = read('PUBLIC_URL')?.replace(/\/+$/, '');
  const allowedOrigins = list(env.ALLOWED_ORIGINS);
  for (const origin of allowedOrigins) {
    if (origin !== '*' && !isHttpUrl(origin)) problems.push(`ALLOWED_ORIGINS entry "${origin}" must be an origin like https://example.co.uk or *.`);
  }
  const signingSecret = read('SIGNING_SECRET');
  const adminToken = read('ADMIN_TOKEN');

  const fromSite = siteTargets(overrides.siteConfigPath === undefined ? DEFAULT_SITE_CONFIG : overrides.siteConfigPath, problems);
  const hookTargets: Partial<Record<HookName, string>> = {};
  for (const name of HOOK_NAMES) {
    const envName = hookTargetEnvName(name);
    const value = env[envName]?.trim() || fromSite[name];
    if (!value) continue;
    if (!isHttpUrl(value)) problems.push(`${env[envName] ? envName : `relay.targets.${name} in config/site.yaml`} must be an http(s) address; it is "${value}".`);
    else hookTargets[name] = value;
  }
  for (const key of Object.keys(env)) {
    if (key.startsWith('HOOK_TARGET_') && !HOOK_NAMES.some((n) => hookTargetEnvName(n) === key)) {
      problems.push(`${key} names no hook; use one of ${HOOK_NAMES.map(hookTargetEnvName).join(', ')}.`);
    }
  }

  const relay: RelaySettings = {
    maxAttempts: int('RELAY_MAX_ATTEMPTS', 10, 1, 100),
    backoffBaseMs: int('RELAY_BACKOFF_BASE_MS', 2_000, 1),
    backoffMaxMs: int('RELAY_BACKOFF_MAX_MS', 15 * 60_000, 1),
    timeoutMs: int('RELAY_TIMEOUT_MS', 10_000, 50),
    leaseMs: int('RELAY_LEASE_MS', 60_000, 100),
    pollMs: int('RELAY_POLL_MS', 1_000, 10),
    concurrency: int('RELAY_CONCURRENCY', 2, 1, 64),
  };
  if (relay.leaseMs <= relay.timeoutMs) problems.push(`RELAY_LEASE_MS (${relay.leaseMs}) must be longer than RELAY_TIMEOUT_MS (${relay.timeoutMs}).`);

  const config: ServerConfig = {
    port,
    host: overrides.host ?? env.HOST ?? '::',
    dataDir: path.resolve(overrides.dataDir ?? env.DATA_DIR ?? './data'),
    staticDir: path.resolve(overrides.staticDir ?? env.STATIC_DIR ?? DEFAULT_STATIC_DIR),
    databaseUrl,
    s3,
    adminToken,
    signingSecret,
    publicUrl,
    allowedOrigins,
    frameAncestors: list(env.FRAME_ANCESTORS).length ? list(env.FRAME_ANCESTORS) : ['*'],
    cspConnectSrc: list(env.CSP_CONNECT_SRC),
    hookTargets,
    relay,
    previewJobs: {
      leaseMs: int('PREVIEW_LEASE_MS', 120_000, 1_000),
      pollMs: int('PREVIEW_POLL_MS', 1_000, 10),
      maxAttempts: int('PREVIEW_MAX_ATTEMPTS', 5, 1, 100),
      concurrency: int('PREVIEW_CONCURRENCY', 2, 1, 16),
    },
    rateLimitMax: int('RATE_LIMIT_MAX', 300, 1),
    trustProxy: read('TRUST_PROXY') === 'true',
    logLevel: read('LOG_LEVEL') ?? 'info',
  };
  return { config, problems };
}
