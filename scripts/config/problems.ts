/** One thing wrong with the config, pinned to the exact YAML node. */
export interface ConfigProblem {
  /** Path of the file relative to the project root, e.g. `config/trades/tiler.yaml`. */
  file: string;
  line: number;
  column: number;
  /** `unknown-key` problems are listed apart from bad values. */
  kind: 'syntax' | 'unknown-key' | 'bad-value' | 'missing-file' | 'reference';
  /** Where in the document, e.g. `services[2]`; empty for the whole file. */
  where: string;
  /** What is wrong. */
  message: string;
  /** How to fix it. */
  fix?: string;
  /** A warning is listed with the problems but does not stop the build (a likely slip, not a broken site). */
  severity?: 'warning';
}

/** Whether a problem stops the build: every problem does but a warning. */
export const isError = (p: ConfigProblem): boolean => p.severity !== 'warning';

/**
 * Thrown by the build when the config has problems; carries all of them, warnings included. Its message
 * says why the build stopped (the problems); `report` is everything to show a person, warnings too.
 */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(formatProblems(problems.filter(isError)));
    this.name = 'ConfigError';
  }

  /** Every problem and warning of the run, grouped, for the terminal and the browser overlay. */
  get report(): string {
    return formatProblems(this.problems);
  }
}

/** `config/trades/tiler.yaml:14:7  services[2]: must be a string. Write it as text.` */
export function formatProblem(p: ConfigProblem): string {
  const where = p.where ? `${p.where}: ` : '';
  const fix = p.fix ? ` ${p.fix}` : '';
  return `${p.file}:${p.line}:${p.column}  ${where}${p.message}.${fix}`;
}

/**
 * Formats every problem at once, unknown keys apart from bad values, sorted by file and position.
 * @example formatProblems(problems) // "The config has 2 problems.\n\nUnknown keys:\n  config/site.yaml:3:1 ..."
 */
export function formatProblems(problems: ConfigProblem[]): string {
  const sorted = [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
  const errors = sorted.filter(isError);
  const groups: [string, ConfigProblem[]][] = [
    ['Files that cannot be read', errors.filter((p) => p.kind === 'syntax' || p.kind === 'missing-file')],
    ['Unknown keys', errors.filter((p) => p.kind === 'unknown-key')],
    ['Bad values', errors.filter((p) => p.kind === 'bad-value')],
    ['Broken references', errors.filter((p) => p.kind === 'reference')],
    ['Warnings (the site still builds)', sorted.filter((p) => !isError(p))],
  ];
  const plural = (n: number, word: string) => (n === 1 ? `1 ${word}` : `${n} ${word}s`);
  const warnings = problems.length - errors.length;
  const count = [errors.length ? plural(errors.length, 'problem') : '', warnings ? plural(warnings, 'warning') : ''].filter(Boolean).join(' and ');
  const body = groups
    .filter(([, list]) => list.length > 0)
    .map(([title, list]) => `${title}:\n${list.map((p) => `  ${formatProblem(p)}`).join('\n')}`)
    .join('\n\n');
  return `The config has ${count || '0 problems'}.\n\n${body}`;
}
