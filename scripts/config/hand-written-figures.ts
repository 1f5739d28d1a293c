import type { LoadResult } from './load-config';
import { sharedValues } from './placeholders';
import type { ConfigProblem } from './problems';
import { formatPath, stringNodeAt, type Segment } from './yaml-source';

/**
 * A pattern that finds a shared figure as people write it by hand: "24-48 hours" also as "24 to 48 hours",
 * "24–48 hrs" or "24 - 48 hours", whatever the spaces. Only figures with a digit are looked for.
 * @example figurePattern('24-48 hours')?.test('live within 24 to 48 hours') // true
 */
export function figurePattern(value: string): RegExp | undefined {
  const text = value.trim();
  if (!/\d/.test(text)) return undefined;
  const body = text
    .split(/(\s+|(?<=\d)\s*[-–—]\s*(?=\d)|\bhours\b|\bhrs\b)/)
    .map((part) => {
      if (!part) return '';
      if (/^\s+$/.test(part)) return '\\s*';
      if (/^\s*[-–—]\s*$/.test(part)) return '\\s*(?:-|–|—|to)\\s*';
      if (part === 'hours' || part === 'hrs') return '\\s*(?:hours|hrs)';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const start = /^[\w£$]/.test(text) ? '(?<![\\w.,£$])' : '';
  const end = /\w$/.test(text) ? '(?!\\w)' : '';
  return new RegExp(`${start}${body}${end}`, 'gi');
}

/**
 * Copy that writes a delivery time, price or other shared figure by hand instead of `{group.name}`: the
 * page keeps its old figure when site.yaml's changes, and two pages promise two different things. Each
 * hand-written figure is a warning at its own line and column, naming the placeholder that holds it.
 */
export function handWrittenFigures(loaded: LoadResult): ConfigProblem[] {
  const shared = sharedValues((loaded.raw.site as { shared?: unknown } | undefined)?.shared);
  const byValue = new Map<string, string[]>();
  for (const [name, value] of Object.entries(shared)) byValue.set(value.trim(), [...(byValue.get(value.trim()) ?? []), name]);
  const figures = [...byValue].flatMap(([value, names]) => {
    const pattern = figurePattern(value);
    return pattern ? [{ value, names, pattern }] : [];
  });
  const out: ConfigProblem[] = [];
  for (const [key, source] of loaded.sources) {
    const visit = (value: unknown, path: Segment[]) => {
      if (key === 'site' && path.length === 1 && path[0] === 'shared') return;
      if (typeof value === 'string') {
        for (const { value: figure, names, pattern } of figures) {
          for (const match of value.matchAll(pattern)) {
            const pos = stringNodeAt(source, path, match[0], value, match.index ?? 0);
            const holders = names.map((n) => `{${n}}`).join(' or ');
            out.push({
              file: source.file,
              ...pos,
              kind: 'reference',
              severity: 'warning',
              where: formatPath(path),
              message: `"${match[0]}" is written by hand, but the shared figure ${holders} holds ${figure}`,
              fix: `Write ${holders} instead, so this text follows config/site.yaml (shared:) when the figure changes.`,
            });
          }
        }
      } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, [...path, k]);
    };
    visit(source.data, []);
  }
  return out;
}
