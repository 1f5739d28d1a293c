import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every word a visitor reads belongs in config/ (YAML), where the people who run the service edit it. This
 * reads the code a visitor's browser runs (src/app, src/blocks, src/forms, src/domain, src/services) and lists each string that
 * reads like copy (two words or more, starting with a capital letter or ending a sentence), every JSX text and
 * every text of an attribute a visitor reads or hears (aria-label, alt, title, label ...), one word or more.
 * Not copy: messages of the built-in errors (`new Error(...)`, `TypeError`, ...) and of the console or a log (for
 * developers), imports, and the strings of `NOT_COPY` (each with why). An error class of the project's own
 * (`FormSendError`, the send runner's `Stop`, ...) carries its message to a toast's {reason}, so its words are copy.
 * The server (src/server) answers programs, not visitors, and is not read. Any copy found fails: it goes in YAML
 * (the shared words are site.yaml `words:`).
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const ROOTS = ['src/app', 'src/blocks', 'src/forms', 'src/domain', 'src/services'];

/** Strings that look like words but are not read by visitors as copy. */
const NOT_COPY: Record<string, string> = {
  'No renderer for block type "': 'a developer error for a block type the build would have refused',
  '". Add it to src/blocks/registry.ts.': 'the end of that developer error',
  'Content-Type': 'an HTTP header name',
  'If-None-Match': 'an HTTP header name',
};

/** The errors whose messages only developers read: JavaScript's own. */
const BUILT_IN_ERRORS = /^(Error|TypeError|RangeError|SyntaxError|ReferenceError|AggregateError|DOMException)$/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

/** JSX attributes whose text a visitor reads or hears. */
const SHOWN_ATTRIBUTES = /^(aria-label|aria-description|aria-roledescription|aria-valuetext|label|title|alt|placeholder|helperText|buttonLabel|legend)$/;

/** A hyphenated name such as a class name (`Mui-disabled`), which no visitor reads. */
const HYPHENATED = /^[A-Za-z]+(-[A-Za-z0-9]+)+$/;
/** A list of class names, some joined from parts (`MuiInputLabel-root MuiInputLabel-shrink{…}`): no visitor reads it. */
const classList = (text: string) => text.split(/\s+|\{…\}/).filter(Boolean).every((name) => HYPHENATED.test(name));

/** Two words or a sentence; not hyphenated names such as class names, which no visitor reads. */
const looksLikeCopy = (text: string) => /[A-Za-z]{2,}[^A-Za-z]+[A-Za-z]{2,}/.test(text) && !classList(text) && (/^[A-Z£][a-z]/.test(text) || /[a-z][.!?]$/.test(text)) && !/^[A-Z][A-Za-z]+$/.test(text);

/**
 * Whether a node sits where its text is for developers: an import, a built-in error, a console or log call, or an
 * element's class names (`className`, e.g. the `Mui*` names a widget drawn with plain elements keeps).
 */
function forDevelopers(node: ts.Node): boolean {
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if (ts.isJsxAttribute(p) && p.name.getText() === 'className') return true;
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p)) return true;
    if (ts.isNewExpression(p) && BUILT_IN_ERRORS.test(p.expression.getText())) return true;
    if (ts.isCallExpression(p) && /^(console\.\w+|\w+\.log\.\w+|log\.\w+|log)$/.test(p.expression.getText())) return true;
  }
  return false;
}

/** Every string of one source file that reads like copy. */
function copyInSource(file: string, source: string): string[] {
  const out: string[] = [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = node.head.text + node.templateSpans.map((s) => `{…}${s.literal.text}`).join('');
    else if (ts.isJsxText(node)) text = node.text.trim();
    // Text between tags, and the words of an attribute screen readers or the eye read, are copy even as one word.
    const shown = ts.isJsxText(node) || (node.parent && ts.isJsxAttribute(node.parent) && SHOWN_ATTRIBUTES.test(node.parent.name.getText()));
    const copy = text !== undefined && (shown ? /[A-Za-z]{2,}/.test(text) : looksLikeCopy(text.trim()));
    if (text && copy && !(text.trim() in NOT_COPY) && !forDevelopers(node)) out.push(text.trim());
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Every string that reads like copy in the code a visitor's browser runs, by file. */
function copyInCode(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const file of ROOTS.flatMap((r) => sourceFiles(join(repo, r)))) {
    const found = copyInSource(file, readFileSync(file, 'utf8'));
    if (found.length) out[relative(repo, file).replace(/\\/g, '/')] = found;
  }
  return out;
}

describe('visitor copy', () => {
  const found = copyInCode();

  it('no sentence a visitor reads is written in the code', () => {
    const written = Object.entries(found).flatMap(([file, texts]) => texts.map((t) => `${file}: ${JSON.stringify(t)}`));
    expect(written, 'Put these words in config/ (YAML) and read them from there').toEqual([]);
  });

  it('reads the services too: the message of a project error reaches a toast, a built-in error or a log does not', () => {
    expect(ROOTS).toContain('src/services');
    const code = [
      "throw new FormSendError(`The server did not answer within ${seconds} seconds.`);",
      "throw new Stop('hook', 'This form has nothing to send.');",
      "return fail(`Failed to get presigned URL: ${reason}`);",
      "throw new Error('IndexedDB is not available');",
      "log(`The background step failed: ${String(error)}`);",
      "xhr.setRequestHeader('If-None-Match', '*');",
    ].join('\n');
    expect(copyInSource('src/services/x.ts', code)).toEqual(['The server did not answer within {…} seconds.', 'This form has nothing to send.', 'Failed to get presigned URL: {…}']);
  });
});
