/**
 * `npm run inbox`: the customers the intake server knows, from the same DATA_DIR / DATABASE_URL it uses.
 *
 *   npm run inbox                      customers, the latest first: reference, business, trade, journey, files, the latest form sent and its answers in short
 *   npm run inbox -- show <ref>        one customer: every answer field by field, the files, each delivery, the timeline
 *   npm run inbox -- calls --hook main --state dead --limit 50    the hook calls and their delivery
 *   npm run inbox -- call <id>         one hook call with its full payload
 *   npm run inbox -- files             uploaded files
 *   npm run inbox -- replay <id>       send a dead-letter (or held) call again; a running server picks it up
 */
import { readConfig } from '../src/server/config';
import { openStore } from '../src/server/storage/open-store';
import { STATE_MEANINGS, type DeliveryState, type FileRecord, type HookCallRecord, type Store } from '../src/server/storage/store';
import { answersInShort, printable } from './inbox-summary';
import { startedDirectly } from './started-directly';

const STATES = Object.keys(STATE_MEANINGS) as DeliveryState[];
const HELD = `"held" means ${STATE_MEANINGS.held}.`;

function when(ms: number | null | undefined): string {
  return ms ? new Date(ms).toISOString().replace('T', ' ').slice(0, 19) : '-';
}

/** Renders rows as an aligned text table, every cell printable (answers are what customers and visitors typed). */
function table(headers: string[], raw: string[][]): string {
  const rows = raw.map((row) => row.map((cell) => printable(cell ?? '')));
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (c ?? '').padEnd(widths[i])).join('  ').trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

/** The spec's names of the business and the trade in a hook payload (part 1 §7, part 2 §7). */
function spoken(calls: HookCallRecord[], name: 'businessName' | 'selectedTrade'): string {
  const found = calls.map((c) => c.payload[name]).find((v) => typeof v === 'string' && v);
  return found ? String(found) : '-';
}

/** Every answer as `path: value` lines, nested groups by their dotted path. */
function fieldLines(value: unknown, path = ''): [string, string][] {
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object')) return [[path, value.join(', ') || '(none)']];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => fieldLines(v, path ? `${path}.${k}` : k));
  return [[path, String(value)]];
}

function callsTable(rows: HookCallRecord[]): string {
  if (!rows.length) return 'No hook calls yet.';
  return table(
    ['received (UTC)', 'id', 'hook', 'reference', 'state', 'tries', 'last answer', 'answers'],
    rows.map((s) => [when(s.createdAt), s.id, s.hook, s.customerRef ?? '-', s.state, String(s.attempts), s.lastError ?? (s.lastStatus ? String(s.lastStatus) : '-'), answersInShort(s.payload)]),
  );
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

async function customers(store: Store, limit: number): Promise<string> {
  const list = await store.listCustomers(limit);
  if (!list.length) return 'No customers yet.';
  const rows = await Promise.all(
    list.map(async (c) => {
      const calls = await store.listCalls({ customerRef: c.ref, limit: 50 });
      return [c.ref, cut(spoken(calls, 'businessName'), 28), spoken(calls, 'selectedTrade'), c.last?.event ?? '-', when(c.last?.at), String(c.files), c.latest ? `${c.latest.form}: ${answersInShort(c.latest.answers, 50)}` : '-'];
    }),
  );
  return `${table(['reference', 'business', 'trade', 'journey', 'last event (UTC)', 'files', 'latest form: answers'], rows)}\n\nTo see one customer in full, with every answer: npm run inbox -- show <reference>`;
}

async function show(store: Store, ref: string): Promise<number> {
  const [submissions, journey, files, calls] = await Promise.all([
    store.listSubmissions({ customerRef: ref }),
    store.journey(ref),
    store.listFiles(1000, ref),
    store.listCalls({ customerRef: ref, limit: 1000 }),
  ]);
  if (!submissions.length && !journey.length && !files.length && !calls.length) {
    console.error(`No customer has the reference ${ref}. npm run inbox lists them.`);
    return 1;
  }
  console.log(`Customer ${printable(ref)}\n`);
  for (const s of submissions) {
    console.log(`Submission ${s.id} of the ${s.form} form, ${when(s.createdAt)} UTC\n`);
    console.log(`${table(['answer', 'value'], fieldLines(s.answers))}\n`);
  }
  console.log(`Files\n\n${filesTable(files)}\n`);
  console.log(`Deliveries (${HELD})\n\n${callsTable(calls)}\n`);
  console.log(`Timeline\n\n${journey.length ? table(['when (UTC)', 'event'], journey.map((e) => [when(e.at), e.event])) : 'No journey events yet.'}`);
  return 0;
}

/**
 * One command of `npm run inbox` on an open store: prints its answer and returns the exit code. Exported so the
 * tests run the commands in their own process (one Node with tsx started per command cost about a second of
 * processor time each); `env` holds the server's settings (the hook targets `replay` looks at).
 */
export async function run(store: Store, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command = 'list', ...rest] = args;
  switch (command) {
    case 'list': {
      const counts = await store.outboxCounts();
      console.log(`Customers (${store.kind}); deliveries: ${STATES.map((s) => `${counts[s]} ${s}`).join(', ')}. ${HELD}\n`);
      console.log(await customers(store, Number(option(rest, 'limit') ?? 20)));
      return 0;
    }
    case 'show':
      if (!rest[0]) {
        console.error('Usage: npm run inbox -- show <reference>');
        return 1;
      }
      return show(store, rest[0]);
    case 'calls': {
      const state = option(rest, 'state') as DeliveryState | undefined;
      if (state && !STATES.includes(state)) {
        console.error(`--state must be one of: ${STATES.join(', ')}`);
        return 2;
      }
      const limit = Number(option(rest, 'limit') ?? 20);
      console.log(`${HELD}\n\n${callsTable(await store.listCalls({ limit, state, hook: option(rest, 'hook') }))}\n\nTo see one call with its payload: npm run inbox -- call <id>`);
      return 0;
    }
    case 'call': {
      const record = rest[0] ? await store.getCall(rest[0]) : undefined;
      if (!record) {
        console.error(rest[0] ? `No hook call has the id ${rest[0]}.` : 'Usage: npm run inbox -- call <id>');
        return 1;
      }
      const { payload, ...meta } = record;
      console.log(table(['field', 'value'], Object.entries(meta).map(([k, v]) => [k, k.endsWith('At') ? when(v as number) : String(v ?? '-')])));
      // Line by line: the layout's own line breaks stay, what the answers hold is escaped (JSON already escapes C0).
      console.log(`\nPayload\n${JSON.stringify(payload, null, 2).split('\n').map(printable).join('\n')}`);
      return 0;
    }
    case 'files':
      console.log(filesTable(await store.listFiles(Number(option(rest, 'limit') ?? 100))));
      return 0;
    case 'replay': {
      const id = rest[0];
      const record = id ? await store.getCall(id) : undefined;
      if (!record) {
        console.error(id ? `No hook call has the id ${id}.` : 'Usage: npm run inbox -- replay <id>');
        return 1;
      }
      const { config } = readConfig(env);
      const outcome = await store.replay(record.id, Date.now(), Boolean(config.hookTargets[record.hook as keyof typeof config.hookTargets]));
      if (outcome === 'not-replayable') {
        console.error(`Hook call ${id} is ${record.state}; only dead-letter or held calls can be replayed.`);
        return 1;
      }
      const after = await store.getCall(record.id);
      console.log(
        after?.state === 'held'
          ? `Hook call ${id} stays held: the ${record.hook} hook has no target. Set ${`HOOK_TARGET_${record.hook.toUpperCase().replace(/-/g, '_')}`} and restart the server.`
          : `Hook call ${id} is queued again; the running server delivers it within a few seconds.`,
      );
      return 0;
    }
    default:
      console.error(`Unknown command "${command}". Use: list [--limit n], show <reference>, calls [--hook name] [--state ${STATES.join('|')}] [--limit n], call <id>, files, replay <id>.`);
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

if (startedDirectly(import.meta.url)) await main();
