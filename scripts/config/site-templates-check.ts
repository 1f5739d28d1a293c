import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import type { CrossCheck } from './cross-check';
import { referenceProblem } from './cross-check';
import { suggestion } from './cross-check-trades';
import type { LoadResult } from './load-config';
import type { NormalisedConfig } from './normalise';
import type { ConfigProblem } from './problems';

interface TemplateShape {
  id: string;
  pages: { id: string; sections: { type: string; more?: { page: string } }[] }[];
}
interface TradeWebsite {
  template?: string;
  serviceCopy?: Record<string, string>;
}

const templatesOf = (loaded: LoadResult) => (loaded.raw.siteTemplates ?? {}) as Record<string, TemplateShape | undefined>;

/**
 * The site templates against their files and the trades: a template's id is its file name, its pages have
 * distinct ids and its "more" links name one of them; a trade's `website.template` is a template that exists,
 * and every key of its `serviceCopy` is one of its services (a misspelt service would silently show the fallback).
 */
const siteTemplateRefs: CrossCheck = (loaded) => {
  const out: ConfigProblem[] = [];
  const templates = templatesOf(loaded);
  for (const [file, template] of Object.entries(templates)) {
    if (!template?.pages) continue;
    const key = `site-templates/${file}`;
    if (template.id !== file) {
      out.push(referenceProblem(loaded, key, ['id'], `the id "${template.id}" differs from the file name "${file}"`, `Rename the file to ${template.id}.yaml or set id: ${file}.`));
    }
    const ids = template.pages.map((p) => p.id);
    template.pages.forEach((page, i) => {
      if (ids.indexOf(page.id) !== i) out.push(referenceProblem(loaded, key, ['pages', i, 'id'], `two pages are called "${page.id}"`, 'Give each page its own id.'));
      page.sections.forEach((section, j) => {
        const target = section.more?.page;
        if (target && !ids.includes(target)) {
          out.push(referenceProblem(loaded, key, ['pages', i, 'sections', j, 'more', 'page'], `no page of this template is called "${target}"`, suggestion(target, ids, 'the pages of this template')));
        }
      });
    });
  }
  const templateIds = Object.keys(templates);
  const links = ((loaded.raw.site as { templates?: Record<string, unknown> } | undefined)?.templates ?? {}) as Record<string, unknown>;
  if (templateIds.length) {
    for (const id of Object.keys(links)) {
      if (!templateIds.includes(id)) out.push(referenceProblem(loaded, 'site', ['templates', id], `no site template is called "${id}"`, suggestion(id, templateIds, 'config/site-templates/')));
    }
  }
  for (const [file, trade] of Object.entries(loaded.raw.trades as Record<string, { services?: string[]; website?: TradeWebsite }>)) {
    const website = trade?.website;
    if (!website) continue;
    if (website.template && !templateIds.includes(website.template)) {
      out.push(referenceProblem(loaded, `trades/${file}`, ['website', 'template'], `no site template is called "${website.template}"`, suggestion(website.template, templateIds, 'config/site-templates/')));
    }
    for (const service of Object.keys(website.serviceCopy ?? {})) {
      if (!(trade.services ?? []).includes(service)) {
        out.push(referenceProblem(loaded, `trades/${file}`, ['website', 'serviceCopy', service], `"${service}" is not one of this trade's services`, suggestion(service, trade.services ?? [], 'the services list of this file')));
      }
    }
  }
  return out;
};

type RawFormShape = { submit?: { send?: { hook?: string } } };

/**
 * site.yaml `previewSites` against the forms: `startsFrom.hook` is a hook some form's plan sends (else no submission
 * would get a preview) and `quoteRequests.form` is a form.
 */
const previewSettingsRefs: CrossCheck = (loaded) => {
  const out: ConfigProblem[] = [];
  const forms = (loaded.raw.forms ?? {}) as Record<string, RawFormShape | undefined>;
  const settings = (loaded.raw.site as { previewSites?: { startsFrom?: { hook?: string }; quoteRequests?: { form?: string } } } | undefined)?.previewSites;
  const hooks = [...new Set(Object.values(forms).map((f) => f?.submit?.send?.hook).filter((h): h is string => typeof h === 'string'))];
  const hook = settings?.startsFrom?.hook;
  if (hook && hooks.length && !hooks.includes(hook)) {
    out.push(referenceProblem(loaded, 'site', ['previewSites', 'startsFrom', 'hook'], `no form's submit plan sends the hook "${hook}", so no submission would get a preview`, suggestion(hook, hooks, 'the hooks the forms send')));
  }
  const form = settings?.quoteRequests?.form;
  if (form && !Object.hasOwn(forms, form)) {
    out.push(referenceProblem(loaded, 'site', ['previewSites', 'quoteRequests', 'form'], `no form is called "${form}"`, suggestion(form, Object.keys(forms), 'config/forms/')));
  }
  return out;
};

export const SITE_TEMPLATE_CHECKS: CrossCheck[] = [siteTemplateRefs, previewSettingsRefs];

/**
 * Writes `src/generated/sites.json`, everything the server's site generator reads: the site templates,
 * each trade's names, lists and website settings, the colour schemes (with trade overrides), each form's `profile:`
 * (which answer says what) and the words where the answers say nothing.
 * The generator never reads YAML itself, so a template or trade edit takes effect with `npm run config`.
 */
export function emitSiteBuilderData(loaded: LoadResult, config: NormalisedConfig, outDir: string): void {
  const trades = Object.fromEntries(
    Object.values(config.trades).map((t) => [
      t.id,
      { id: t.id, label: t.label, plural: t.plural, adjective: t.adjective, defaultScheme: t.defaultScheme, services: t.services, website: (t as { website?: unknown }).website },
    ]),
  );
  const profiles = Object.fromEntries(Object.entries(config.forms as Record<string, { profile?: unknown }>).flatMap(([id, form]) => (form.profile ? [[id, form.profile]] : [])));
  const fallback = config.site.previewSites?.fallback;
  const data = { templates: templatesOf(loaded), trades, colourSchemes: config.colourSchemes, templateLinks: config.site.templates ?? {}, profiles, fallback };
  writeFileSync(join(outDir, 'sites.json'), `${JSON.stringify(data, null, 2)}\n`);
}
