import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Trades are data: no trade id decides anything in code. The code of `src/` (but for the generated modules)
 * and `scripts/` may not name a trade, even in a comment; tests, fixtures and data files (the bench's
 * budgets.json names a page to measure) may. Module names of the icon set
 * (`@mui/icons-material/<Name>`) are the icon library's words, not trade ids.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const SPEC_TRADES = ['electrician', 'plumber', 'roofer', 'builder', 'carpenter'];
const configTrades = readdirSync(join(repo, 'config', 'trades')).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, ''));
const TRADE_WORD = new RegExp(`\\b(${[...new Set([...SPEC_TRADES, ...configTrades])].join('|')})s?\\b`, 'i');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    // The bench's own packages (scripts/bench/node_modules, once it has run) are not the project's code.
    if (e.isDirectory()) return path === join(repo, 'src', 'generated') || e.name === 'node_modules' ? [] : files(path);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(e.name) ? [path] : [];
  });
}

/** Every line naming a trade, as `file:line: text`. */
function tradeMentions(text: string, file: string): string[] {
  return text
    .replace(/(['"])@mui\/icons-material\/[A-Za-z]+\1/g, "'icon'")
    .split('\n')
    .flatMap((line, i) => (TRADE_WORD.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('no trade id in code', () => {
  it('src/ and scripts/ name no trade', () => {
    const found = [join(repo, 'src'), join(repo, 'scripts')].flatMap(files).flatMap((f) => tradeMentions(readFileSync(f, 'utf8'), relative(repo, f)));
    expect(found).toEqual([]);
  });

  it('the search finds a trade in any letter case and plural, but not inside other words', () => {
    expect(tradeMentions("const fallback = 'Electrician';", 'x')).toHaveLength(1);
    expect(tradeMentions('// for roofers only', 'x')).toHaveLength(1);
    expect(tradeMentions('if (trade === "carpenter") {}', 'x')).toHaveLength(1);
    expect(tradeMentions("import SawIcon from '@mui/icons-material/Carpenter';", 'x')).toEqual([]);
    expect(tradeMentions('const pageBuilders = new ConfigBuilder();', 'x')).toEqual([]);
  });
});
