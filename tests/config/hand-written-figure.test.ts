import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../scripts/config/build-config';
import { figurePattern } from '../../scripts/config/hand-written-figures';
import type { ConfigProblem } from '../../scripts/config/problems';

/**
 * The hand-written-figure fixture writes a launch time and a price by hand on its home page where
 * site.yaml's shared figures hold them, and uses the placeholder once: only the two hand-written ones warn.
 */
const fixture = fileURLToPath(new URL('./hand-written-figure', import.meta.url));

describe('a shared figure written by hand', () => {
  it('is a warning at its line and column naming the placeholder, and the site still builds', async () => {
    let warnings: ConfigProblem[] = [];
    await buildConfig(fixture, { emit: false, onWarnings: (list) => (warnings = list) });
    const figures = warnings.filter((w) => w.file === 'config/pages/home.yaml' && w.message.includes('written by hand'));
    const at = (p: ConfigProblem) => readFileSync(join(fixture, p.file), 'utf8').split('\n')[p.line - 1].slice(p.column - 1);
    expect(figures.map((w) => [w.file, w.where, w.severity, at(w)])).toEqual([
      ['config/pages/home.yaml', 'blocks[0].subheading', 'warning', '24 to 48 hours. Questions? Write to {email}.'],
      ['config/pages/home.yaml', 'blocks[1].items[2].text', 'warning', '£25 a month.'],
    ]);
    expect(figures[0].message).toBe('"24 to 48 hours" is written by hand, but the shared figure {delivery.goLive} holds 24-48 hours');
    expect(figures[0].fix).toContain('Write {delivery.goLive} instead');
    expect(figures[1].message).toContain('{price.monthly} holds £25');
  });

  it('finds the figure however the range is written, and not inside another number', () => {
    const range = figurePattern('24-48 hours')!;
    for (const text of ['within 24-48 hours', 'within 24 to 48 hours', 'within 24–48 hrs', 'within 24 - 48 hours']) expect(text.match(range)).not.toBeNull();
    for (const text of ['within 24 hours', 'within 124-48 hours', 'within 24-480 hours']) expect(text.match(range)).toBeNull();
    expect('costs £250 a month'.match(figurePattern('£25')!)).toBeNull();
    expect(figurePattern('a few minutes')).toBeUndefined();
  });
});
