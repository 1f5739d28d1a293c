import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import type { ConfigProblem } from './problems';
import { syntaxProblem } from './yaml-syntax';

/** A parsed YAML file that can answer "where is this value?" for any path inside it. */
export interface YamlSource {
  file: string;
  doc: Document;
  lineCounter: LineCounter;
  data: unknown;
  /** The file's text, to point inside a value (e.g. at one placeholder of a sentence). */
  text: string;
}

export type Segment = string | number;

/**
 * Parses a YAML file keeping positions. A file that does not parse comes back with one problem, in plain
 * words, at the line that is wrong (yaml-syntax.ts).
 */
export function parseYamlSource(file: string, text: string): { source: YamlSource; problems: ConfigProblem[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problem = syntaxProblem(file, text, doc.errors, lineCounter);
  const problems: ConfigProblem[] = problem ? [problem] : [];
  const data = problems.length === 0 ? doc.toJS() : undefined;
  return { source: { file, doc, lineCounter, data, text }, problems };
}

/** Turns `["blocks", 3, "items", 0]` into `blocks[3].items[0]`. */
export function formatPath(path: readonly Segment[]): string {
  return path.reduce<string>((out, seg) => (typeof seg === 'number' ? `${out}[${seg}]` : out ? `${out}.${seg}` : seg), '');
}

/** Splits an ajv instance path (`/blocks/3/items/0`) into segments. */
export function splitPointer(pointer: string): Segment[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/**
 * Line and column of the node at `path`, or of its key when `key` is given (the key must be a child of
 * the map at `path`). Falls back to the deepest node that exists, so a position is always given.
 */
export function positionOf(source: YamlSource, path: readonly Segment[], key?: string): { line: number; column: number } {
  let node: unknown = source.doc.contents;
  let best: unknown = node;
  for (const seg of path) {
    const next = childOf(node, seg);
    if (!next) break;
    node = next.value ?? next.key;
    best = node;
  }
  if (key !== undefined) {
    const pair = isMap(node) ? node.items.find((p) => keyText(p.key) === key) : undefined;
    if (pair?.key) best = pair.key;
  }
  const range = (best as YamlNode | null)?.range;
  const pos = source.lineCounter.linePos(range ? range[0] : 0);
  return { line: pos.line, column: pos.col };
}

/**
 * Line and column of `needle` inside the text value at `path`, where `index` is its offset in the value
 * (so the second of two equal placeholders is found), or of the value itself when the written text
 * differs (escapes).
 */
export function stringNodeAt(source: YamlSource, path: readonly Segment[], needle: string, value: string, index: number): { line: number; column: number } {
  let node: unknown = source.doc.contents;
  for (const seg of path) {
    const next = childOf(node, seg);
    if (!next) return positionOf(source, path);
    node = next.value ?? next.key;
  }
  const range = (node as YamlNode | null)?.range;
  if (!range) return positionOf(source, path);
  const written = source.text.slice(range[0], range[1]);
  const before = value.slice(0, index).split(needle).length - 1;
  let at = -1;
  for (let i = 0; i <= before; i++) at = written.indexOf(needle, at + 1);
  const pos = source.lineCounter.linePos(at >= 0 ? range[0] + at : range[0]);
  return { line: pos.line, column: pos.col };
}

function childOf(node: unknown, seg: Segment): { key?: unknown; value?: unknown } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((p) => keyText(p.key) === String(seg));
    return pair ? { key: pair.key, value: pair.value } : undefined;
  }
  if (isSeq(node) && typeof seg === 'number') {
    const item = node.items[seg];
    return item ? { value: item } : undefined;
  }
  return undefined;
}

function keyText(key: unknown): string | undefined {
  if (key && typeof key === 'object' && 'value' in key) return String((key as { value: unknown }).value);
  return key === undefined || key === null ? undefined : String(key);
}
