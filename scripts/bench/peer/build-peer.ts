/**
 * Bench-only Vite build of the peer page (SurveyJS) into dist/bench-peer, with its own inline config: it is not
 * part of `npm run build`, of vite.config.ts or of any route. The form of config/forms/ named by `formId` is
 * rewritten as a survey at build time (see survey-json.ts).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { FormConfig } from '@/generated/config-types';
import { colourSchemes, trades } from '@/generated/config';
import { surveyJson } from './survey-json';

/** Builds the peer of form `formId` and answers the folder holding its index.html. */
export async function buildPeer(formId: string, root = process.cwd()): Promise<string> {
  const module = (await import(pathToFileURL(path.join(root, 'src', 'generated', 'forms', `${formId}.ts`)).href)) as { form: FormConfig; schema: Parameters<typeof surveyJson>[1] };
  const offered = (module.form.trades ?? Object.keys(trades)).map((id) => trades[id]).filter(Boolean);
  const list = (key: 'services' | 'accreditations') => [...new Set(offered.flatMap((t) => t[key] ?? []))].map((v) => ({ value: v, text: v }));
  const survey = surveyJson(module.form, module.schema, {
    trades: offered.map((t) => ({ value: t.id, text: t.label })),
    schemes: colourSchemes.schemes.map((s) => ({ value: s.id, text: s.name })),
    services: list('services'),
    accreditations: list('accreditations'),
  });
  const outDir = path.join(root, 'dist', 'bench-peer');
  await build({
    configFile: false,
    root: path.join(root, 'scripts', 'bench', 'peer'),
    plugins: [react()],
    define: { __PEER_SURVEY__: JSON.stringify(survey) },
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
    logLevel: 'warn',
  });
  return outDir;
}
