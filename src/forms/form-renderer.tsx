import { use, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Alert, AlertTitle, Box, CircularProgress, Container, Paper, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import type { FormBlock as FormBlockConfig, FormConfig } from '@/generated/config-types';
import { colourSchemes, site, trades as allTrades } from '@/generated/config';
import { linkVariantsOf } from '@/domain/link-variant';
import { linkChoice, withLinkAnswers } from '@/domain/link-answers';
import { createFormServices } from './create-services';
import type { SavedDraft } from './form-services';
import { openDraft, useOpenedDraft } from './use-draft';
import { getPath, tradeOf, type FormData } from './runtime';
import { customerNumberMode, fetchedParamsOf, linkParamsOf, servedLink } from './form-link';
import { fitDraft } from './draft-fit';
import { Wizard } from './wizard';
import { prepare, type Prepared } from './form-module';
import { ToastText } from './wizard-progress';
import { SuccessPreview } from './success-preview';
import { SuccessView } from './success-view';
import { noteAlreadySent } from '@/services/upload-progress';
import { forgetServerDraft } from '@/services/server-draft-cookie';
import { entryState, markedStep } from '@/services/step-mark';
import { ledgerOfServerState, markServerStateUsed, useServerState } from './page-context';
import { ReceivedFilesContext, receivedLinksOf } from './received-files';

export { prepareForm } from './form-module';

const subscribe = () => () => {};

/** False while prerendering and hydrating (the HTML knows no draft, and of the link only what chose the page), true in every later render. */
function useLive(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

/**
 * A form from config/forms/ on a page: reads the link's parameters (trade, customerNumber), restores the
 * saved draft, and draws the step wizard; after a successful submission, the form's success view.
 */
export default function FormRenderer({ block }: { block: FormBlockConfig }) {
  const [params] = useSearchParams();
  // The prerendered first step (as the link chose it) is what hydration draws too; the draft and the rest of the link apply right after.
  const live = useLive();
  // A page the server rendered after a post shows what it drew (what was typed, its messages or the sent view),
  // never the local draft.
  const served = useServerState(block.form);
  // Both start at once; the draft is read again when the form opens again (see openDraft).
  const preparing = prepare(block.form);
  const opening = live && !served ? openDraft(block.form) : undefined;
  const { module, validators } = use(preparing as Promise<Prepared>);
  const opened = opening ? use(opening) : undefined;
  useOpenedDraft(block.form);
  // A page's form block may replace the form's link rules and success view (e.g. the partner pages).
  const form = useMemo(() => ({ ...module.form, ...(block.query && { query: block.query }), ...(block.success && { success: block.success }) }), [module.form, block.query, block.success]);
  const services = useMemo(() => createFormServices(block.form, form), [block.form, form]);
  const fromOtherTab = useOtherTab(block.form, services, live);
  // Whatever the storage held, the form gets only answers that fit its schema, on a step it has.
  const fromServer = useMemo<SavedDraft | undefined>(() => (served && served.view !== 'sent' ? { step: served.step, data: served.answers, ledger: ledgerOfServerState(served) } : undefined), [served]);
  const draft = useMemo(() => fitDraft(fromOtherTab ?? opened ?? fromServer, module.schema, form), [fromOtherTab, opened, fromServer, module.schema, form]);
  // From this render on the page shows the draft, so the form's saves are taken again (see DraftStore.open). It
  // runs before the wizard below mounts: nothing it reports on mounting is refused.
  useMemo(() => {
    if (!live) return;
    services.drafts.apply(block.form, draft);
    // The files posted with a step before the runtime are on the server: sent already, not asked for again.
    if (draft?.ledger) noteAlreadySent(Object.entries(draft.ledger.uploads).flatMap(([id, upload]) => (upload.posted ? [id] : [])));
  }, [live, services, block.form, draft]);
  // The files the server received show from its links, in its drawing, in hydration and once live (received-files.ts).
  const received = useMemo(() => receivedLinksOf(draft?.ledger), [draft]);
  useEffect(() => {
    if (!live || !served) return;
    // The page's state is taken over: a sent form's draft goes, as after a submission here; a later opening of the
    // form (after leaving the page within the site) starts from its draft as usual.
    markServerStateUsed();
    if (served.view === 'sent') void services.drafts.clear(block.form);
    // A step the server drew from its draft (posted before the form was live) is kept in this browser from now on, as
    // any live form's answers are: once it is, the server's draft no longer opens this page, or a reload would show its
    // older answers instead of what is typed next.
    else if (draft && served.draft && services.drafts.adopt?.(block.form, draft)) forgetServerDraft(block.form);
    // Read once, when the form takes the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, served, services, block.form]);

  // The trades whose files offer this form, in order (written by the config build).
  const offered = (form.trades ?? [])
    .map((id) => allTrades[id])
    .filter(Boolean);

  const start = useMemo(() => {
    // The step this history entry showed, when it opens the browser's draft again (Back or Forward to it, a reload):
    // the draft may have moved on since, in another entry (a step posted before the runtime left its page behind).
    // Another tab's newer answers open where that tab is; a page the server drew shows its step.
    const marked = live && !served && !fromOtherTab ? markedStep(entryState(), block.form) : undefined;
    const link = live ? params : servedLink(params, linkVariantsOf(form.query));
    // The same mechanism as the server's for a form posted without script (src/domain/link-answers.ts).
    const { trade: tradeRule, reference: linkNumber } = linkChoice(form.query, link);
    const withLink = (from: FormData): FormData => withLinkAnswers(form, from, link, { trades: allTrades, templates: site.templates });
    return {
      // What the server showed is what was posted, the link's choices included.
      data: fromServer ? fromServer.data : withLink(draft?.data ?? {}),
      fresh: withLink({}),
      step: draft && (!tradeRule?.locked || tradeOf(form, draft.data) === tradeRule.trade) ? (marked ?? draft.step) : 0,
      locked: tradeRule?.locked ?? false,
      // The served page shows a link's reference read-only; a host that hides it does so once the form is live.
      numberMode: live ? customerNumberMode(Boolean(linkNumber)) : linkNumber ? ('read-only' as const) : ('editable' as const),
    };
    // The link and the draft are read once, when the form opens (and once more right after hydration), and again
    // when another tab saved newer answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, fromOtherTab]);
  // The wizard starts afresh only when the draft or the link change where it starts.
  // (A confirmation kept in this history entry is found by the wizard itself once live: see wizard.tsx.)
  const startKey = useMemo(() => JSON.stringify(start), [start]);
  // The address's parameters the form reads when it opens (the page's first script starts it at once for those).
  const linkParams = useMemo(() => linkParamsOf(form).join(' '), [form]);
  const fetchedParams = useMemo(() => fetchedParamsOf(form).join(' ') || undefined, [form]);
  const servedProps = useMemo(
    () => (served ? { errors: served.errors, ...(served.view === 'sent' ? { sent: { reference: served.reference, data: served.answers, preview: served.preview } } : {}) } : undefined),
    [served],
  );

  // The prerendered first step is a plain HTML form (it posts to the server without JavaScript) and takes what is
  // typed before the runtime is live (the live form starts from it); `data-form` tells the page's first script when
  // to fetch the runtime (see src/app/form-start.ts), and `data-form-ready` marks the form as live.
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }} data-form={block.form} data-form-params={linkParams} data-form-fetches={fetchedParams} data-form-ready={live ? '' : undefined} data-form-pending={live ? undefined : ''}>
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
      {!live && <RestoringNote formId={block.form} />}
      {/* Usable before the script runs: typed into, and posted to the server as a plain form (html-form.ts). */}
      <Box sx={live || !PARAM_NAME.test(block.form) ? undefined : { [`html[data-drafts~="${block.form}"] &`]: { display: 'none' } }}>
        <ReceivedFilesContext value={received}>
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
            draftRestored={restoresAnswers(draft)}
            live={live}
            trades={offered}
            allTrades={allTrades}
            tradeLocked={start.locked}
            customerNumberMode={start.numberMode}
            colourSchemes={colourSchemes.schemes}
            services={services}
            served={servedProps}
            renderSuccess={(data, again, back, preview, reference) =>
              form.success?.mode === 'preview' ? (
                <SuccessPreview form={form} formId={block.form} data={data} reference={reference} trade={allTrades[tradeOf(form, data)]} files={services.files} back={back} preview={preview} />
              ) : (
                <SuccessView
                  form={form}
                  data={data}
                  again={again}
                  preview={preview}
                  reference={reference}
                  words={{ trades: allTrades, schemes: colourSchemes.schemes }}
                  skip={(f) => start.numberMode === 'hidden' && f.widget === 'customer-reference'}
                />
              )
            }
          />
        </ReceivedFilesContext>
      </Box>
    </Container>
  );
}

/**
 * True when a draft brings back something the customer gave (a draft saved before they touched the page holds
 * only what the form filled in by itself, and gets no "Welcome back").
 */
function restoresAnswers(draft: SavedDraft | undefined): boolean {
  return draft !== undefined && (draft.step > 0 || draft.answered !== false);
}

/**
 * The draft another tab of this browser saved for the form since it opened here (the newer edit wins, so this tab
 * shows it and says so in the words of `site.yaml` `drafts.otherTab`); undefined until then.
 */
function useOtherTab(formId: string, services: ReturnType<typeof createFormServices>, live: boolean): SavedDraft | undefined {
  const [draft, setDraft] = useState<SavedDraft | undefined>();
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (!live) return undefined;
    return services.drafts.follow(formId, (newer) => {
      // A draft removed there (sent, or the form started again) leaves this tab's answers as they are.
      if (!newer) return;
      setDraft(newer);
      const told = site.drafts.otherTab;
      if (told) enqueueSnackbar(<ToastText title={told.title} description={told.description} />, { variant: 'info' });
    });
  }, [formId, services, live, enqueueSnackbar]);
  return draft;
}

/** A query parameter name that can sit in an attribute selector as it is. */
const PARAM_NAME = /^[A-Za-z_][\w-]*$/;

/**
 * "Restoring your answers…" (`site.yaml` `drafts.restoring`), in the prerendered HTML but shown only on a page the
 * server marked as having a saved draft of this form (`<html data-drafts>`, from the browser's draft cookie): there
 * it takes the place of the empty first step until the form is live with the saved step, so a slow phone never
 * paints a blank form over answers that are about to come back.
 */
function RestoringNote({ formId }: { formId: string }) {
  const text = site.drafts.restoring;
  if (!text || !PARAM_NAME.test(formId)) return null;
  return (
    <Paper
      variant="outlined"
      role="status"
      data-restoring
      sx={{ display: 'none', [`html[data-drafts~="${formId}"] &`]: { display: 'flex' }, alignItems: 'center', gap: 2, p: { xs: 3, sm: 4 }, borderRadius: 3, minHeight: 240, justifyContent: 'center' }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
    </Paper>
  );
}

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
  // `field:<name>`: the answer, which the link may set (`query:` names it); `query:<name>`: the link itself.
  const [kind, name] = submit.reference.split(':');
  const fromLink = kind === 'query' || (form.query && Object.hasOwn(form.query, name));
  const param = fromLink && PARAM_NAME.test(name) ? name : undefined;
  const value = kind === 'field' ? getPath(data, name) : new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search).get(name);
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
