/**
 * The `form` part of the bench: the multi-step form of budgets.json `requestForm` against its SurveyJS peer, with
 * the goals of issue 27 (ours at most the peer's key press and step change p95, less JavaScript over the journey).
 */
import { formLoaders } from '@/generated/config';
import type { FormConfig } from '@/generated/config-types';
import { answeredDraft, seedDraft } from '../../tests/e2e/support/drafts';
import type { Budgets, Verdicts } from './budgets';
import { journeyActions, peerAnswers } from './journey';
import { buildPeer } from './peer/build-peer';
import { formatRequestFormBench, runRequestFormBench } from './request-form';

/** The customer of the journey: the usual answers of the tests' drafts, on the form's own fallback trade. */
const BASICS = { firstName: 'Sam', companyName: 'Jones and Sons Ltd', email: 'sam@example.co.uk', phone: '01134960000' };

/** Runs the part, printing its table and adding its verdicts. */
export async function benchRequestForm(goal: Budgets['requestForm'], verdicts: Verdicts, log: (line: string) => void): Promise<void> {
  const form = (await (formLoaders as Record<string, () => Promise<{ form: FormConfig }>>)[goal.peerForm]()).form;
  const trade = form.query?.trade?.fallback;
  if (!trade) throw new Error(`Form ${goal.peerForm} has no fallback trade (query.trade.fallback) for the journey.`);
  const answers = answeredDraft({ trade, basics: BASICS });
  const actions = journeyActions(form, goal.field, goal.keys);
  log(`Building the peer (${goal.peerForm} form in SurveyJS, bench only)...`);
  const peerDir = await buildPeer(goal.peerForm);
  const buttons = { continueLabel: form.buttons.continue ?? 'Continue', backLabel: form.buttons.back ?? 'Back' };
  const result = await runRequestFormBench({
    route: goal.route,
    peerDir,
    actions,
    cpuSlowdown: goal.cpuSlowdown,
    rounds: goal.rounds,
    keyIntervalMs: goal.keyIntervalMs,
    ours: { scope: 'main', heading: 'h2', ...buttons, prepare: (context) => seedDraft(context, goal.peerForm, 1, answers) },
    peer: { scope: 'main', heading: '.sd-page__title', ...buttons, prepare: async (context) => void (await context.addInitScript(`window.__PEER_DATA__ = ${JSON.stringify(peerAnswers(form, answers))};`)) },
    log,
  });
  log(formatRequestFormBench(result));
  const { ours, peer } = result;
  const at = `at ${goal.cpuSlowdown}x CPU`;
  verdicts.atLeast(`${goal.route} key presses measured`, ours.keystroke.samples, goal.minSamples);
  verdicts.atLeast(`${goal.route} step changes measured`, ours.stepChange.samples, goal.minSamples);
  verdicts.atMost(`${goal.route} key press p95 ${at}`, ours.keystroke.p95, goal.keyPressP95Ms, ' ms');
  verdicts.ratio(`${goal.route} key press p95 ${at}`, ours.keystroke.p95, peer.keystroke.p95, goal.maxKeyPressRatio, ' ms');
  verdicts.atMost(`${goal.route} step change p95 ${at}`, ours.stepChange.p95, goal.stepChangeP95Ms, ' ms');
  verdicts.ratio(`${goal.route} step change p95 ${at}`, ours.stepChange.p95, peer.stepChange.p95, goal.maxStepChangeRatio, ' ms');
  verdicts.ratio(`${goal.route} JavaScript of the whole journey`, ours.journeyGzipBytes / 1024, peer.journeyGzipBytes / 1024, goal.journeyJsBelowRatio, ' kB', true);
}
