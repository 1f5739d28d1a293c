import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The dependency direction of docs/architecture.md, as `npm run lint` enforces it: domain ◄ services ◄
 * forms, blocks ◄ app; the server uses the domain only; forms and blocks do not reach into each other.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules that refuse `code` placed at `filePath` (a file that need not exist). */
async function refusedBy(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

beforeAll(() => refusedBy('src/domain/warm-up.ts', 'export {};'), 60_000);

const BOUNDARY = 'import-x/no-restricted-paths';
const PACKAGE = 'no-restricted-imports';

// Loading the configuration and the TypeScript resolver takes a while on a busy machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it.each([
    ['src/domain/probe.ts', "export { postSubmission } from '@/services/form-client';", BOUNDARY],
    ['src/domain/probe.ts', "export { useFormRuntime } from '../forms/runtime';", BOUNDARY],
    ['src/domain/probe.ts', "export { useState } from 'react';", PACKAGE],
    ['src/services/probe.ts', "export { useFormRuntime } from '@/forms/runtime';", BOUNDARY],
    ['src/services/probe.ts', "export { Box } from '@mui/material';", PACKAGE],
    ['src/forms/probe.ts', "export type { BlockProps } from '@/blocks/block-props';", BOUNDARY],
    ['src/blocks/probe.ts', "export { useFormRuntime } from '@/forms/runtime';", BOUNDARY],
    ['src/blocks/probe.ts', "export { PageView } from '@/app/page-view';", BOUNDARY],
    ['src/server/probe.ts', "export { postSubmission } from '../services/form-client';", BOUNDARY],
    ['src/server/probe.ts', "export { useFormRuntime } from '@/forms/runtime';", BOUNDARY],
    ['src/server/probe.ts', "export { BlockList } from '@/blocks/block-list';", BOUNDARY],
    ['src/server/probe.ts', "export { createElement } from 'react';", PACKAGE],
    ['src/app/probe.ts', "export { startServer } from '@/server/start';", BOUNDARY],
  ])('%s refuses %s', async (file, code, rule) => {
    expect(await refusedBy(file, code)).toContain(rule);
  });

  it.each([
    ['src/services/probe.ts', "export { interpolate } from '@/domain/text-template';\nexport { site } from '@/generated/config';"],
    ['src/forms/probe.ts', "export { postSubmission } from '@/services/form-client';\nexport { interpolate } from '@/domain/text-template';"],
    ['src/blocks/probe.ts', "export const load = () => import('@/forms/form-renderer');"],
    ['src/app/probe.ts', "export { BlockList } from '@/blocks/block-list';\nexport { interpolate } from '@/domain/text-template';"],
    ['src/server/probe.ts', "export { HOOK_NAMES } from '../domain/hook-names';"],
  ])('%s may import what it needs: %s', async (file, code) => {
    expect(await refusedBy(file, code)).toEqual([]);
  });

  it('reports an eslint-disable comment that disables nothing', async () => {
    expect(await refusedBy('src/domain/probe.ts', '// eslint-disable-next-line no-console\nexport const one = 1;\n')).toHaveLength(1);
  });
});
