import { Document, isMap, isPair, isScalar, isSeq, LineCounter, Pair, visit, YAMLMap, YAMLSeq, type Node as YamlNode } from 'yaml';
import type { ConfigProblem } from './problems';
import type { YamlSource } from './yaml-source';

/**
 * `extends: <form>`: a form that states only how it differs from another. The two files are merged node by
 * node, so every value keeps the place it was written: the merged source reads as the extending file
 * followed by the base file, and `relocate` turns a problem found in the base's part back into the base
 * file's own line.
 *
 * Merging: maps merge key by key (a key set to `null` removes the base's value); lists of steps, fields and
 * file sets (items with an `id` or a `field`) merge item by item, an item the base lacks going right after
 * the item before it in the extending file; any other value (a list of actions, of words) replaces the base's.
 */
export function extendSource(child: YamlSource, base: YamlSource): { source: YamlSource; lines: number } {
  const offset = child.text.length + 1;
  const baseContents = (base.doc.contents as YamlNode | null)?.clone() as YamlNode | undefined;
  if (baseContents) {
    visit(baseContents, (_key, node) => {
      const n = node as { range?: [number, number, number] | null };
      if (n.range) n.range = [n.range[0] + offset, n.range[1] + offset, n.range[2] + offset];
    });
  }
  const childContents = child.doc.contents as YamlNode | null;
  const merged = baseContents && childContents ? mergeNodes(baseContents, childContents, true) : (childContents ?? baseContents);
  const doc = new Document();
  doc.contents = merged ?? null;
  const text = `${child.text}\n${base.text}`;
  const lineCounter = new LineCounter();
  lineCounter.addNewLine(0);
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineCounter.addNewLine(i + 1);
  return { source: { file: child.file, doc, lineCounter, data: doc.toJS(), text }, lines: child.text.split('\n').length };
}

const keyOf = (pair: Pair): string => String(isScalar(pair.key) ? pair.key.value : pair.key);
const isNull = (node: unknown) => isScalar(node) && node.value === null;
/** The identity of a list item that is merged rather than replaced: its `id`, or its `field`. */
const identity = (item: unknown): string | undefined => {
  if (!isMap(item)) return undefined;
  for (const name of ['id', 'field']) {
    const pair = item.items.find((p) => isPair(p) && keyOf(p as Pair) === name) as Pair | undefined;
    if (pair && isScalar(pair.value)) return `${name}:${String(pair.value.value)}`;
  }
  return undefined;
};

function mergeNodes(base: YamlNode, child: YamlNode, root = false): YamlNode {
  if (isMap(base) && isMap(child)) {
    const out = new YAMLMap();
    out.range = child.range;
    out.flow = child.flow;
    const childPairs = new Map((child.items as Pair[]).map((p) => [keyOf(p), p]));
    for (const pair of base.items as Pair[]) {
      const over = childPairs.get(keyOf(pair));
      if (!over) out.items.push(pair);
      else if (!isNull(over.value)) out.items.push(new Pair(over.key, over.value && pair.value ? mergeNodes(pair.value as YamlNode, over.value as YamlNode) : over.value));
    }
    for (const [key, pair] of childPairs) {
      if (root && key === 'extends') continue;
      if (!base.items.some((p) => keyOf(p as Pair) === key) && !isNull(pair.value)) out.items.push(pair);
    }
    return out;
  }
  if (isSeq(base) && isSeq(child) && child.items.length && child.items.every((item) => identity(item))) {
    const out = new YAMLSeq();
    out.range = child.range;
    const items = [...base.items];
    let after = -1;
    for (const item of child.items) {
      const at = items.findIndex((b) => identity(b) === identity(item));
      if (at >= 0) {
        items[at] = mergeNodes(items[at] as YamlNode, item as YamlNode);
        after = at;
      } else {
        items.splice(after + 1, 0, item);
        after += 1;
      }
    }
    out.items = items;
    return out;
  }
  return child;
}

/**
 * Moves problems found in the base's part of a merged form back to the base file, and drops the ones the
 * base file reports itself (the same problem at the same place is listed once).
 */
export function relocateProblems(problems: ConfigProblem[], merged: Map<string, { lines: number; base: string }>): ConfigProblem[] {
  const seen = new Set<string>();
  const out: ConfigProblem[] = [];
  for (const problem of problems) {
    let p = problem;
    for (let hop = 0, m = merged.get(p.file); m && p.line > m.lines && hop < 10; hop++, m = merged.get(p.file)) {
      p = { ...p, file: m.base, line: p.line - m.lines };
    }
    const key = `${p.file}:${p.line}:${p.column}:${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}
