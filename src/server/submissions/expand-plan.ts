/**
 * A form's YAML plan expanded into hook payloads on the server: the final send and the file announcements of a
 * submission (`submit:`), and the background actions of leaving a step (`onLeave`). Every field name comes from
 * the YAML; this file only knows the plan's vocabulary (src/domain/send-plan.ts).
 */
import { createHash } from 'node:crypto';
import { applyTransforms } from '../../domain/send-transforms';
import { buildPayload, fileItems, withoutEmpty, withoutPaths, type Answers, type PayloadContext, type StoredLink } from '../../domain/send-plan';
import type { FormConfig } from '../../generated/config-types';
import { colourSchemes, site, trades } from '../../generated/config';

/** One hook call the plan asks for. `id` is set for calls that must be made once only (an announcement of given files). */
export interface PlannedCall {
  hook: string;
  payload: Answers;
  id?: string;
}

/** What a plan reads besides the answers. */
export interface PlanInput {
  answers: Answers;
  /** The link of each file item, by file field, in the order of the items (`null`: no file stored for it). */
  links: Record<string, Array<StoredLink | null>>;
  reference: string | null;
  query: Record<string, string>;
  source: string;
  now: Date;
}

/** An announcement of the same files for the same customer is one call, however often it is asked for. */
function announcementId(hook: string, reference: string | null, keys: string[]): string {
  const hex = createHash('sha256').update(JSON.stringify([hook, reference, [...keys].sort()])).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function contextOf(form: FormConfig, data: Answers, input: PlanInput): PayloadContext {
  const ctx: PayloadContext = { query: input.query, now: input.now, source: input.source, reference: input.reference ?? undefined, site, uploads: {}, announced: {} };
  for (const set of form.submit?.files ?? []) {
    const { single, items } = fileItems(set, data);
    const results = items.map((_item, i) => input.links[set.field]?.[i] ?? null);
    ctx.uploads[set.field] = { single, items, results };
    ctx.announced[set.field] = Boolean(set.announce) && results.some((r) => r !== null);
  }
  return ctx;
}

/** The announcement of one file field, when it has stored files and an announcing hook. */
function announcement(form: FormConfig, field: string, data: Answers, ctx: PayloadContext): PlannedCall | undefined {
  const set = form.submit?.files?.find((s) => s.field === field);
  const keys = (ctx.uploads[field]?.results ?? []).filter((r): r is StoredLink => r !== null).map((r) => r.key);
  if (!set?.announce || keys.length === 0) return undefined;
  return { hook: set.announce.hook, payload: buildPayload(set.announce.payload, data, ctx), id: announcementId(set.announce.hook, ctx.reference ?? null, keys) };
}

/**
 * The calls of a submission, in order: each file field's announcement (once per set of files), then the final send
 * with every answer not listed under `notSent` when `answers: true`.
 * @example submissionCalls(form, input) // [{ hook: 'logo', ... }, { hook: 'gallery', ... }, { hook: 'main', payload: {...} }]
 */
export function submissionCalls(form: FormConfig, input: PlanInput): PlannedCall[] {
  const plan = form.submit;
  if (!plan) return [];
  const data = applyTransforms(plan.transforms, input.answers, { schemes: colourSchemes.schemes, trades });
  const ctx = contextOf(form, data, input);
  const calls: PlannedCall[] = [];
  for (const set of plan.files ?? []) {
    const call = announcement(form, set.field, data, ctx);
    if (call) calls.push(call);
  }
  if (plan.send) {
    const answers = plan.send.answers ? (withoutEmpty(withoutPaths(data, Object.keys(plan.notSent ?? {}))) as Answers) : {};
    calls.push({ hook: plan.send.hook, payload: { ...answers, ...buildPayload(plan.send.payload ?? {}, data, ctx) } });
  }
  return calls;
}

/**
 * The calls of leaving step `stepIndex` forwards: its `send-hook` actions, and the announcements of its
 * `upload-files` actions that ask for one.
 */
export function stepCalls(form: FormConfig, stepIndex: number, input: PlanInput): PlannedCall[] {
  const ctx = contextOf(form, input.answers, input);
  const calls: PlannedCall[] = [];
  for (const action of form.steps[stepIndex]?.onLeave ?? []) {
    if (action.action === 'send-hook' && action.hook) calls.push({ hook: action.hook, payload: buildPayload(action.payload ?? {}, input.answers, ctx) });
    if (action.action === 'upload-files' && action.announce) {
      for (const field of action.fields ?? []) {
        const call = announcement(form, field, input.answers, ctx);
        if (call) calls.push(call);
      }
    }
  }
  return calls;
}
