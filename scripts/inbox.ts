/**
 * `npm run inbox`: what the intake server has received, from the same DATA_DIR / DATABASE_URL it uses.
 *
 *   npm run inbox                      latest submissions with delivery state and their answers in short, then files
 *   npm run inbox -- list --hook main --state dead --limit 50
 *   npm run inbox -- show <id>         one submission with its full payload
 *   npm run inbox -- files             uploaded files
 *   npm run inbox -- replay <id>       send a dead-letter (or held) call again; a running server picks it up
 */
import { readConfig } from '../src/server/config';
import { openStore } from '../src/server/storage/open-store';
import type { DeliveryState, FileRecord, Store, HookCallRecord } from '../src/server/storage/store';
import { answersInShort, SHOW_ONE_HINT } from './inbox-summary';

const STATES: DeliveryState[] = ['pending', 'delivering', 'delivered', 'dead', 'held'];

function when(ms: number | null): string {
  return ms ? new Date(ms).toISOString().replace('T', ' ').slice(0, 19) : '-';
}

/** Renders rows as an aligned text table. */
function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (c ?? '').padEnd(widths[i])).join('  ').trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function who(s: HookCallRecord): string {
  // The payloads of every hook, read loosely for a one-line summary.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const p = s.payload as Record<string, any>;
  const text = p.businessBasics?.companyName ?? p.businessName ?? p.companyName ?? p.Name ?? p.Email ?? p.selectedDomain ?? p.customerNumber ?? '';
  const value = String(text);
  return value.length > 30 ? `${value.slice(0, 29)}…` : value;
}

/** The customer reference a submission carries (its customerNumber, or the form's anonymous-{timestamp} one). */
function reference(s: HookCallRecord): string {
  const p = s.payload as Record<string, unknown>;
  return String(p.customerNumber ?? p.leadId ?? '-');
}

function submissionsTable(rows: HookCallRecord[]): string {
  if (!rows.length) return 'No submissions yet.';
  return table(
    ['received (UTC)', 'id', 'hook', 'reference', 'who', 'state', 'tries', 'last answer', 'answers'],
    rows.map((s) => [when(s.createdAt), s.id, s.hook, reference(s), who(s), s.state, String(s.attempts), s.lastError ?? (s.lastStatus ? String(s.lastStatus) : '-'), answersInShort(s.payload)]),
  ) + `\n\n${SHOW_ONE_HINT}`;
}

function filesTable(rows: FileRecord[]): string {
  if (!rows.length) return 'No files yet.';
  return table(
    ['issued (UTC)', 'reference', 'kind', 'key', 'type', 'size', 'state', 'where'],
    rows.map((f) => [when(f.createdAt), f.customerRef, f.fileType, f.key, f.mimeType, f.size === null ? '-' : `${Math.ceil(f.size / 1024)} KB`, f.state, f.storage]),
  );
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

async function run(store: Store, args: string[]): Promise<number> {
  const [command = 'list', ...rest] = args;
  switch (command) {
    case 'list': {
      const state = option(rest, 'state') as DeliveryState | undefined;
      if (state && !STATES.includes(state)) {
        console.error(`--state must be one of: ${STATES.join(', ')}`);
        return 2;
      }
      const limit = Number(option(rest, 'limit') ?? 20);
      const counts = await store.outboxCounts();
      console.log(`Submissions (${store.kind}): ${STATES.map((s) => `${counts[s]} ${s}`).join(', ')}\n`);
      console.log(submissionsTable(await store.listCalls({ limit, state, hook: option(rest, 'hook') })));
      console.log(`\nFiles\n\n${filesTable(await store.listFiles(limit))}`);
      return 0;
    }
    case 'show': {
      const record = rest[0] ? await store.getCall(rest[0]) : undefined;
      if (!record) {
        console.error(rest[0] ? `No submission has the id ${rest[0]}.` : 'Usage: npm run inbox -- show <id>');
        return 1;
      }
      const { payload, ...meta } = record;
      console.log(table(['field', 'value'], Object.entries(meta).map(([k, v]) => [k, k.endsWith('At') ? when(v as number) : String(v ?? '-')])));
      console.log(`\nPayload\n${JSON.stringify(payload, null, 2)}`);
      return 0;
    }
    case 'files':
      console.log(filesTable(await store.listFiles(Number(option(rest, 'limit') ?? 100))));
      return 0;
    case 'replay': {
      const id = rest[0];
      const record = id ? await store.getCall(id) : undefined;
      if (!record) {
        console.error(id ? `No submission has the id ${id}.` : 'Usage: npm run inbox -- replay <id>');
        return 1;
      }
      const { config } = readConfig(process.env);
      const outcome = await store.replay(record.id, Date.now(), Boolean(config.hookTargets[record.hook as keyof typeof config.hookTargets]));
      if (outcome === 'not-replayable') {
        console.error(`Submission ${id} is ${record.state}; only dead-letter or held calls can be replayed.`);
        return 1;
      }
      const after = await store.getCall(record.id);
      console.log(
        after?.state === 'held'
          ? `Submission ${id} stays held: the ${record.hook} hook has no target. Set ${`HOOK_TARGET_${record.hook.toUpperCase().replace(/-/g, '_')}`} and restart the server.`
          : `Submission ${id} is queued again; the running server delivers it within a few seconds.`,
      );
      return 0;
    }
    default:
      console.error(`Unknown command "${command}". Use: list [--hook name] [--state ${STATES.join('|')}] [--limit n], show <id>, files, replay <id>.`);
      return 2;
  }
}

async function main(): Promise<void> {
  const { config, problems } = readConfig(process.env);
  const relevant = problems.filter((p) => /DATABASE_URL|DATA_DIR/.test(p));
  if (relevant.length) {
    console.error(relevant.join('\n'));
    process.exit(1);
  }
  const store = await openStore(config);
  try {
    process.exitCode = await run(store, process.argv.slice(2));
  } finally {
    await store.close();
  }
}

await main();
