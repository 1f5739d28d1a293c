import { PreviewReady, type PreviewLink } from './preview-ready';
import { use, useMemo, useSyncExternalStore } from 'react';
import { Alert, AlertTitle, Box, Button, Container, Paper, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { FormBlock as FormBlockConfig, FormConfig } from '@/generated/config-types';
import { colourSchemes, formLoaders, site, trades as allTrades } from '@/generated/config';
import { resolveTradeParam } from '@/domain/trade-param';
import { resetForTradeChange } from '@/domain/request-rules';
import { interpolate } from '@/domain/text-template';
import { createFormServices } from './create-services';
import { openDraft, useOpenedDraft } from './use-draft';
import { getPath, type CustomerNumberMode, type FormData } from './runtime';
import { Wizard } from './wizard';
import { SuccessPreview } from './success-preview';
import { answerValues, SuccessRedirect } from './success-extras';

/** The shape of a generated form module (src/generated/forms/<form>.ts). */
interface FormModule {
  form: FormConfig;
  schema: RJSFSchema;
  stepSchemas: RJSFSchema[];
  stepValidators: Record<string, unknown>[];
}

interface Prepared {
  module: FormModule;
  validators: ValidatorType[];
}

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks a promise with its state as it settles, so React's `use` reads a settled one synchronously. */
function tracked<T>(promise: Tracked<T>): Tracked<T> {
  if (promise.status) return promise;
  promise.status = 'pending';
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

const cache = new Map<string, Tracked<Prepared>>();

/** Loads a form's module once per page visit. */
function prepare(formId: string): Tracked<Prepared> {
  let pending = cache.get(formId);
  if (!pending) {
    const loader = (formLoaders as Record<string, () => Promise<unknown>>)[formId];
    pending = tracked(
      (loader ? (loader() as Promise<FormModule>) : Promise.reject(new Error(`There is no form called "${formId}".`))).then((module) => ({
        module,
        validators: module.stepSchemas.map((s, i) => createPrecompiledValidator(module.stepValidators[i] as never, s)),
      })),
    );
    cache.set(formId, pending);
  }
  return pending;
}

/**
 * Loads a form's module (and, in the browser, reads its saved draft) before the page is prerendered or hydrated,
 * so the form renders synchronously: its first step is in the prerendered HTML and hydration matches it.
 */
export async function prepareForm(formId: string): Promise<void> {
  await prepare(formId);
  if (typeof window !== 'undefined') await tracked(openDraft(formId));
}

const subscribe = () => () => {};

/** False while prerendering and hydrating (the HTML knows no draft and no link), true in every later render. */
function useLive(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

function customerNumberMode(fromLink: boolean): CustomerNumberMode {
  const host = typeof window === 'undefined' ? '' : window.location.hostname.toLowerCase();
  const hidden = (site.customerNumber?.hiddenOnHosts ?? []).some((prefix: string) => host.startsWith(prefix.toLowerCase()));
  if (hidden) return 'hidden';
  return fromLink ? 'read-only' : 'editable';
}

/**
 * A form from config/forms/ on a page: reads the link's parameters (trade, customerNumber), restores the
 * saved draft, and draws the step wizard; after a successful submission, the form's success view.
 */
export default function FormRenderer({ block }: { block: FormBlockConfig }) {
  const [params] = useSearchParams();
  // The prerendered first step is what hydration draws too; the draft and the link's parameters apply right after.
  const live = useLive();
  // Both start at once; the draft is read again when the form opens again (see openDraft).
  const preparing = prepare(block.form);
  const opening = live ? openDraft(block.form) : undefined;
  const { module, validators } = use(preparing as Promise<Prepared>);
  const draft = opening ? use(opening) : undefined;
  useOpenedDraft(block.form);
  // A page's form block may replace the form's link rules and success view (e.g. the partner pages).
  const form = useMemo(() => ({ ...module.form, ...(block.query && { query: block.query }), ...(block.success && { success: block.success }) }), [module.form, block.query, block.success]);
  const services = useMemo(() => createFormServices(form), [form]);

  // The trades whose files offer this form, in order (written by the config build).
  const offered = (form.trades ?? [])
    .map((id) => allTrades[id])
    .filter(Boolean);

  const start = useMemo(() => {
    const query = form.query;
    const link = live ? params : new URLSearchParams();
    const tradeRule = query?.trade ? resolveTradeParam(link.get('trade'), query.trade.lockable ?? [], query.trade.fallback) : undefined;
    const linkNumber = query?.customerNumber ? (link.get('customerNumber') ?? '').trim().slice(0, 100) : '';
    const withLink = (from: FormData): FormData => {
      let data = from;
      if (tradeRule) {
        if (tradeRule.locked) data = resetForTradeChange(data, tradeRule.trade) as FormData;
        else if (!data.tradeType) data = { ...data, tradeType: tradeRule.trade };
      }
      data = withTemplate(data, form.query?.template, link.get('template'), tradeRule?.locked ?? false);
      return linkNumber ? { ...data, customerNumber: linkNumber } : data;
    };
    return {
      data: withLink(draft?.data ?? {}),
      fresh: withLink({}),
      step: draft && (!tradeRule?.locked || draft.data.tradeType === tradeRule.trade) ? draft.step : 0,
      locked: tradeRule?.locked ?? false,
      numberMode: live ? customerNumberMode(Boolean(linkNumber)) : 'editable',
    };
    // The link and the draft are read once, when the form opens (and once more right after hydration).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);
  // The wizard starts afresh only when the draft or the link change where it starts.
  const startKey = useMemo(() => JSON.stringify(start), [start]);

  // Until the draft and the link apply, the prerendered first step is shown but inert (nothing typed into it is lost);
  // `data-form-ready` then marks the form as live.
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }} data-form-ready={live ? '' : undefined}>
      {form.title && (
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', sm: '2.5rem' }, fontWeight: 800, mb: 1 }}>
          {form.title}
        </Typography>
      )}
      {form.intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {form.intro}
        </Typography>
      )}
      <MissingReferenceNotice form={form} data={start.data} live={live} />
      <Box inert={!live}>
        <Wizard
          key={startKey}
          formId={block.form}
          form={form}
          stepSchemas={module.stepSchemas}
          stepValidators={validators}
          initialData={start.data}
          freshData={start.fresh}
          initialStep={start.step}
          initialLedger={draft?.ledger}
          draftRestored={draft !== undefined}
          trades={offered}
          allTrades={allTrades}
          tradeLocked={start.locked}
          customerNumberMode={start.numberMode}
          colourSchemes={colourSchemes.schemes}
          services={services}
          renderSuccess={(data, again, back, preview) =>
            form.success?.mode === 'preview' ? (
              <SuccessPreview form={form} data={data} trade={allTrades[String(data.tradeType ?? '')]} files={services.files} back={back} preview={preview} />
            ) : (
              <SuccessView form={form} data={data} again={again} preview={preview} />
            )
          }
        />
      </Box>
    </Container>
  );
}

/**
 * `?template=<id>` of site.yaml `templates`: the template's trade (unless the link locked one) and colour
 * scheme are chosen in the fields the form's `query.template` names, so "Use This Template" starts there.
 * An unknown id changes nothing.
 */
function withTemplate(data: FormData, rule: NonNullable<FormConfig['query']>['template'], id: string | null, tradeLocked: boolean): FormData {
  const template = rule && id ? site.templates?.[id.trim().toLowerCase()] : undefined;
  if (!rule || !template || !allTrades[template.trade]) return data;
  let out = data;
  if (!tradeLocked && out[rule.tradeField] !== template.trade) out = { ...(resetForTradeChange(out, template.trade) as FormData), [rule.tradeField]: template.trade };
  if (tradeLocked && out[rule.tradeField] !== template.trade) return out;
  return { ...out, [rule.schemeField]: template.scheme, ...(rule.customColoursField ? { [rule.customColoursField]: false } : {}) };
}

/** A query parameter name that can sit in an attribute selector as it is. */
const PARAM_NAME = /^[A-Za-z_][\w-]*$/;

/**
 * A form that cannot be sent without the customer's reference (`submit.requireReference`, e.g. the media page)
 * says so as soon as it opens without one, in the words of `messages.missingReference`, rather than after Submit.
 *
 * Where the link carries the reference (`query:` names it), the notice is in the prerendered HTML too, with
 * `data-needs-param`: the server marks `<html data-missing="...">` when a request's address lacks that
 * parameter, and the notice shows from the first paint, before any script, so nothing moves when the form
 * starts. Once live, the form's own data decides (a reference may also come from the saved draft).
 */
function MissingReferenceNotice({ form, data, live }: { form: FormConfig; data: FormData; live: boolean }) {
  const submit = form.submit;
  const notice = form.messages.missingReference;
  if (!submit?.requireReference || !submit.reference || !notice) return null;
  const param = form.query && Object.hasOwn(form.query, submit.reference) && PARAM_NAME.test(submit.reference) ? submit.reference : undefined;
  const value = getPath(data, submit.reference);
  const missing = !(typeof value === 'string' && value.trim());
  if (live ? !missing : !param) return null;
  return (
    <Alert
      severity="warning"
      data-missing-reference
      data-needs-param={param}
      data-shown={live ? '' : undefined}
      sx={{ mb: 3, display: 'none', '&[data-shown]': { display: 'flex' }, ...(param ? { [`html[data-missing~="${param}"] &`]: { display: 'flex' } } : {}) }}
    >
      <AlertTitle component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>{notice.title}</AlertTitle>
      {notice.description}
    </Alert>
  );
}

function SuccessView({ form, data, again, preview }: { form: FormConfig; data: FormData; again: () => void; preview?: PreviewLink }) {
  const basics = (data.businessBasics ?? {}) as Record<string, string | undefined>;
  const values = { ...answerValues(data), firstName: basics.firstName ?? '', companyName: basics.companyName ?? '', customerNumber: String(data.customerNumber ?? '') };
  const success = form.success;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }} role="status">
      <Typography variant="h2" tabIndex={-1} ref={(el: HTMLElement | null) => el?.focus()} sx={{ fontSize: '2rem', fontWeight: 800, outline: 'none' }}>
        {interpolate(success?.title ?? 'Thank you!', values)}
      </Typography>
      {success?.body && <Typography sx={{ mt: 2 }}>{interpolate(success.body, values)}</Typography>}
      {values.customerNumber && success?.reference && (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {interpolate(success.reference, values)}
        </Typography>
      )}
      {success?.nextSteps?.length ? (
        <Box component="ol" sx={{ textAlign: 'left', mt: 3, mx: 'auto', maxWidth: 520 }}>
          {success.nextSteps.map((s) => (
            <Typography component="li" key={s} sx={{ mb: 1 }}>
              {s}
            </Typography>
          ))}
        </Box>
      ) : null}
      <PreviewReady preview={preview} />
      {success?.redirect && <SuccessRedirect rule={success.redirect} />}
      {success?.mode === 'again' && (
        <Button variant="contained" size="large" sx={{ mt: 3, minHeight: 48 }} onClick={again}>
          {success.againLabel ?? 'Start again'}
        </Button>
      )}
    </Paper>
  );
}
