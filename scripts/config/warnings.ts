import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { schemaFieldPaths } from './cross-check';
import { handWrittenFigures } from './hand-written-figures';
import type { LoadResult } from './load-config';
import type { ConfigProblem } from './problems';
import { formatPath, positionOf, type Segment } from './yaml-source';

/**
 * Checks for things that build but are almost certainly slips: they are listed as warnings with the
 * problems (file:line:column, what and how to fix), and do not stop the build.
 */
export type WarningCheck = (loaded: LoadResult, root: string) => ConfigProblem[];

type Json = Record<string, unknown>;

function warning(loaded: LoadResult, sourceKey: string, path: Segment[], message: string, fix: string): ConfigProblem {
  const source = loaded.sourceOf(sourceKey);
  const pos = source ? positionOf(source, path) : { line: 1, column: 1 };
  return { file: source?.file ?? sourceKey, ...pos, kind: 'reference', severity: 'warning', where: formatPath(path), message, fix };
}

/** Two trades with the same `order` (a copied trade file, usually) are listed in an order nobody chose. */
const duplicateOrder: WarningCheck = (loaded) => {
  const byOrder = new Map<number, string[]>();
  for (const [id, trade] of Object.entries(loaded.raw.trades)) {
    const order = (trade as Json | undefined)?.order;
    if (typeof order === 'number') byOrder.set(order, [...(byOrder.get(order) ?? []), id]);
  }
  const used = [...byOrder.keys()];
  const free = Math.max(0, ...used) + 1;
  return [...byOrder].flatMap(([order, ids]) =>
    ids.slice(1).map((id) =>
      warning(loaded, `trades/${id}`, ['order'], `order ${order} is also the order of ${ids[0]}.yaml, so the two are listed in no chosen order`, `Give it an order no other trade has, e.g. order: ${free}.`),
    ),
  );
};

/** Every path a form's YAML names anywhere: fields, targets, conditions, `field:` sources, query settings. */
function mentionedPaths(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    out.add(value);
    const source = /^(?:field|announced|upload):([\w.[\]]+?)(?:\.key|\.getUrl)?$/.exec(value);
    if (source) out.add(source[1]);
  } else if (Array.isArray(value)) value.forEach((v) => mentionedPaths(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      out.add(key);
      mentionedPaths(v, out);
    }
  }
  return out;
}

/**
 * A field of a form's data schema that no step asks, no link sets and no plan sends is never filled in:
 * usually a field renamed on one side only, or one a new step forgot.
 */
const unaskedFields: WarningCheck = (loaded, root) => {
  const out: ConfigProblem[] = [];
  for (const [id, form] of Object.entries(loaded.raw.forms as Record<string, Json | undefined>)) {
    const schemaName = form?.schema;
    if (typeof schemaName !== 'string') continue;
    const file = `schemas/forms/${schemaName}.schema.json`;
    if (!existsSync(join(root, file))) continue;
    const paths = schemaFieldPaths(JSON.parse(readFileSync(join(root, file), 'utf8')) as Json);
    const leaves = paths.filter((p) => !paths.some((q) => q.startsWith(`${p}.`)));
    const mentioned = [...mentionedPaths(form)];
    const unasked = leaves.filter((leaf) => !mentioned.some((m) => m === leaf || leaf.startsWith(`${m}.`) || m.startsWith(`${leaf}.`)));
    if (!unasked.length) continue;
    const names = unasked.length > 4 ? `${unasked.slice(0, 4).join(', ')} and ${unasked.length - 4} more` : unasked.join(', ');
    const what = unasked.length === 1 ? `a field (${names}) that no step asks` : `${unasked.length} fields (${names}) that no step asks`;
    out.push(warning(loaded, `forms/${id}`, ['schema'], `${file} has ${what}, no link sets and no plan sends`, `Ask ${unasked.length === 1 ? 'it' : 'each'} in a step (fields: - field: ${unasked[0]}), send ${unasked.length === 1 ? 'it' : 'them'} under submit:, or remove ${unasked.length === 1 ? 'it' : 'them'} from ${file}.`));
  }
  return out;
};

export const WARNING_CHECKS: WarningCheck[] = [duplicateOrder, unaskedFields, handWrittenFigures];

/**
 * The first line that tells editors which schema checks a file (`# yaml-language-server: $schema=…`).
 * Without it, or with a path to another schema, the editor checks nothing or the wrong thing while the
 * build checks the file: the two would disagree.
 * @example modelineWarning('config/trades/tiler.yaml', text, '/repo/config/trades/tiler.yaml', '/repo/schemas/config/trade.schema.json')
 */
export function modelineWarning(file: string, text: string, path: string, schemaPath: string): ConfigProblem[] {
  const expected = relative(dirname(path), schemaPath).replace(/\\/g, '/');
  const line = `# yaml-language-server: $schema=${expected}`;
  const match = /^# yaml-language-server: \$schema=(\S+)\s*$/.exec(text.split('\n')[0] ?? '');
  const real = (p: string) => (existsSync(p) ? realpathSync(p) : p);
  if (match && real(resolve(dirname(path), match[1])) === real(schemaPath)) return [];
  const message = match ? `the first line names the schema ${match[1]}, which is not the one that checks this file` : 'the first line does not name the schema, so editors do not check or complete this file';
  return [{ file, line: 1, column: 1, kind: 'reference', severity: 'warning', where: '', message, fix: `Make the first line: ${line}` }];
}
