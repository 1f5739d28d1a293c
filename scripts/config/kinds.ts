/**
 * The kinds of config file, where each lives in `config/`, and the schema that checks it.
 * This table is the single list the loader walks: a file in `config/` that matches no kind is an error,
 * so a typo in a file name is caught rather than silently ignored.
 */
export interface ConfigKind {
  /** Key of the kind in the loaded config. */
  key: 'site' | 'routes' | 'colourSchemes' | 'trades' | 'pages' | 'forms' | 'legal' | 'registrars' | 'emailClients' | 'tradeLanding' | 'siteTemplates';
  /** A single file (`site.yaml`) or a folder of files keyed by file name (`trades/`). */
  file?: string;
  dir?: string;
  /** Schema file name in `schemas/config/`, without `.schema.json`. */
  schema: string;
  required: boolean;
}

export const CONFIG_KINDS: readonly ConfigKind[] = [
  { key: 'site', file: 'site.yaml', schema: 'site', required: true },
  { key: 'routes', file: 'routes.yaml', schema: 'routes', required: true },
  { key: 'colourSchemes', file: 'colour-schemes.yaml', schema: 'colour-schemes', required: true },
  { key: 'registrars', file: 'registrars.yaml', schema: 'registrars', required: false },
  { key: 'emailClients', file: 'email-clients.yaml', schema: 'email-clients', required: false },
  { key: 'tradeLanding', file: 'trade-landing.yaml', schema: 'trade-landing', required: false },
  { key: 'trades', dir: 'trades', schema: 'trade', required: true },
  { key: 'pages', dir: 'pages', schema: 'page', required: true },
  { key: 'forms', dir: 'forms', schema: 'form', required: false },
  { key: 'legal', dir: 'legal', schema: 'legal', required: false },
  { key: 'siteTemplates', dir: 'site-templates', schema: 'site-template', required: false },
];
