import type { LineCounter, YAMLError } from 'yaml';
import type { ConfigProblem } from './problems';

/** One line that holds YAML (not blank, not only a comment), with its indent and text. */
interface Line {
  number: number;
  indent: number;
  text: string;
}

/** What the parser said, turned into a place and plain words. */
interface Plain {
  line: number;
  column: number;
  message: string;
  fix: string;
}

const QUOTE_FIX = 'Check the indentation and quoting around this spot; values containing ": " or starting with special characters need quotes.';

/**
 * The one problem a file that does not parse gets: the first thing the parser stumbled on, in plain words,
 * at the line that is actually wrong. The parser's later errors are nearly always consequences of the first,
 * so they are not listed (an editor fixes one spot and runs the check again; every other file is checked in
 * the same run). Indentation mistakes are found by comparing each line with the lines above it, since the
 * parser notices them only a line or two later.
 * @example syntaxProblem('config/forms/contact.yaml', text, doc.errors, lineCounter)
 * // { line: 15, column: 4, message: 'the line after "steps:" is indented by 3 spaces; the lines above use 2', ... }
 */
export function syntaxProblem(file: string, text: string, errors: readonly YAMLError[], lineCounter: LineCounter): ConfigProblem | undefined {
  const first = errors[0];
  if (!first) return undefined;
  const at = lineCounter.linePos(first.pos[0]);
  const lines = yamlLines(text);
  const plain =
    tabIndent(text, at.line) ??
    (['BAD_INDENT', 'MISSING_CHAR', 'BLOCK_AS_IMPLICIT_KEY', 'UNEXPECTED_TOKEN', 'MULTILINE_IMPLICIT_KEY'].includes(first.code) ? badIndent(lines, at.line) : undefined) ??
    byCode(first, text, at);
  return { file, line: plain.line, column: plain.column, kind: 'syntax', where: '', message: `the YAML cannot be read: ${plain.message}`, fix: plain.fix };
}

/** The lines that hold YAML, leaving out blank lines, comments and the lines of a `|` or `>` block of text. */
export function yamlLines(text: string): Line[] {
  const out: Line[] = [];
  let blockIndent = -1;
  text.split('\n').forEach((raw, i) => {
    const body = raw.replace(/\s+$/, '');
    const trimmed = body.trimStart();
    const indent = body.length - trimmed.length;
    if (!trimmed) return;
    if (blockIndent >= 0 && indent > blockIndent) return;
    blockIndent = -1;
    if (trimmed.startsWith('#')) return;
    out.push({ number: i + 1, indent, text: trimmed });
    if (/(^|[:-]\s*)[|>][-+0-9]*\s*(#.*)?$/.test(trimmed)) blockIndent = indent;
  });
  return out;
}

/** Where a line's children start: after `- ` for a list item, else at the line's own indent. */
const contentColumn = (line: Line): number => line.indent + (/^-\s/.test(line.text) ? line.text.length - line.text.slice(1).trimStart().length : 0);
/** A line that opens a block below it (`steps:`, `- fields:`). */
const opens = (line: Line): boolean => /:\s*(#.*)?$/.test(line.text.replace(/"[^"]*"|'[^']*'/g, '""'));
const spaces = (n: number) => `${n} space${n === 1 ? '' : 's'}`;

/**
 * The file's indentation step: the most common indent of a line below a line that opens a block, leaving
 * out the one line being judged (so a short file with one bad indent does not teach its own mistake); 2
 * when nothing else says.
 */
function indentUnit(lines: Line[], judged: number): number {
  const counts = new Map<number, number>();
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    if (next && next.number !== judged && opens(line) && next.indent > line.indent) counts.set(next.indent - line.indent, (counts.get(next.indent - line.indent) ?? 0) + 1);
  });
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 2;
}

/**
 * The first line, up to the parser's error, whose indent fits no block above it: the first line of a block
 * indented by other than the file's step, a line that starts at another column than the first line of its
 * block, or a key indented under a line that already has its value.
 */
export function badIndent(lines: Line[], errorLine: number): Plain | undefined {
  const root = { line: { number: 0, indent: -1, text: '' }, child: undefined as Line | undefined };
  const stack = [root];
  for (const line of lines) {
    // The parser often notices a bad indent on the line after it.
    if (line.number > errorLine + 1) break;
    while (stack.length > 1 && stack[stack.length - 1].line.indent >= line.indent) stack.pop();
    const parent = stack[stack.length - 1];
    const first = parent.child;
    if (first && first.indent !== line.indent) return misaligned(line, first, first.indent);
    if (first && /^-(\s|$)/.test(first.text) !== /^-(\s|$)/.test(line.text)) {
      const item = /^-(\s|$)/.test(first.text);
      return {
        line: line.number,
        column: line.indent + 1,
        message: item ? `"${line.text}" sits in the list that starts on line ${first.number} but does not start with "- "` : `"${line.text}" starts a list item among keys (line ${first.number} has no "- ")`,
        fix: item ? 'Start it with "- " to make it an item, or indent it under the item above.' : 'Indent the list under a key that ends in ":", or remove the "- ".',
      };
    }
    if (!first && parent !== root) {
      const top = parent.line;
      const by = line.indent - contentColumn(top);
      const unit = indentUnit(lines, line.number);
      if (opens(top) && by !== unit && by > 0) {
        return {
          line: line.number,
          column: line.indent + 1,
          message: `the line after "${top.text}" is indented by ${spaces(by)}; the lines above use ${unit}`,
          fix: `Indent it by ${spaces(unit)} more than "${top.text}" (start it at column ${contentColumn(top) + unit + 1}).`,
        };
      }
      if (by < 0 || (!opens(top) && by !== 0 && /^(-\s+)?[\w"'-]+:(\s|$)/.test(line.text))) {
        return by < 0 || /^-\s/.test(top.text) ? misaligned(line, top, contentColumn(top)) : {
          line: line.number,
          column: line.indent + 1,
          message: `"${line.text}" is indented under "${top.text}" on line ${top.number}, which already has its value`,
          fix: `Start it at column ${top.indent + 1}, like line ${top.number}, or end line ${top.number} with ":" and put its value below.`,
        };
      }
    }
    if (!first) parent.child = line;
    stack.push({ line, child: undefined });
  }
  return undefined;
}

function misaligned(line: Line, above: Line, column: number): Plain {
  const diff = line.indent - column;
  const side = diff > 0 ? `${spaces(diff)} further right` : `${spaces(-diff)} further left`;
  return {
    line: line.number,
    column: line.indent + 1,
    message: `"${line.text}" starts ${side} than "${above.text}" on line ${above.number}; lines of the same block start at the same column`,
    fix: `Start it at column ${column + 1}, like line ${above.number}, or indent it under a line ending in ":".`,
  };
}

function tabIndent(text: string, errorLine: number): Plain | undefined {
  const lines = text.split('\n');
  for (let i = 0; i < Math.min(lines.length, errorLine); i++) {
    if (/^ *\t/.test(lines[i])) return { line: i + 1, column: 1, message: 'this line is indented with a tab', fix: 'Indent with spaces only, like the lines around it.' };
  }
  return undefined;
}

/** Plain words for the parser's other complaints, at the spot it names. */
function byCode(error: YAMLError, text: string, at: { line: number; col: number }): Plain {
  const lineText = text.split('\n')[at.line - 1] ?? '';
  const place = { line: at.line, column: at.col };
  switch (error.code) {
    case 'BLOCK_AS_IMPLICIT_KEY': {
      const m = /^(\s*(?:-\s+)?[^:#]+:\s+)(.*)$/.exec(lineText);
      const quoted = m ? `${m[1].trim()} "${m[2].replace(/"/g, '\\"')}"` : undefined;
      return { ...place, message: 'this value contains ": ", which YAML reads as a second key on the same line', fix: quoted ? `Put the value in quotes: ${quoted}` : QUOTE_FIX };
    }
    case 'DUPLICATE_KEY':
      return { ...place, message: 'this key is given twice in the same block (the second would replace the first)', fix: 'Keep one of the two and delete the other.' };
    case 'BAD_SCALAR_START':
      return { ...place, message: `a value cannot start with "${lineText.slice(at.col - 1, at.col)}" unless it is in quotes`, fix: 'Put the whole value in quotes.' };
    case 'MISSING_CHAR':
      if (/quote/i.test(error.message)) return { ...place, message: 'a quote opened here is never closed', fix: 'Close the quote at the end of the value.' };
      return { ...place, message: 'a list or map written in brackets is not closed', fix: 'Close it with ] or } on the same line, or write one item per line.' };
    default:
      return { ...place, message: 'this line cannot be read as YAML', fix: QUOTE_FIX };
  }
}
