/**
 * Where a stored submission starts its preview site: a submission whose plan sends the hook of site.yaml
 * `previewSites.startsFrom` (the request and business forms send it) queues a build with that call's payload and the
 * submission's logo and gallery keys, and the payload relayed to the team carries the preview's address.
 */
import type { ProfileFields } from '../../domain/business-profile';
import type { SentPreview } from '../../domain/form-state';
import type { PlannedCall } from '../submissions/expand-plan';
import { previewPath, type PreviewService } from './preview-service';
import { previewState } from './preview-sites';

/** The reply's `preview`: the address and where to ask about it. */
export function previewAnswer(origin: string, code: string): { url: string; status: string } {
  return { url: `${origin}${previewPath(code)}`, status: `/api/previews/${code}` };
}

/**
 * The preview site a stored submission started, as its sent view shows it: the address, where to ask about it, and
 * how its build goes now (`failed` also for a preview the team revoked or that has expired); undefined when the
 * submission started none. Its job is filed under the customer's reference, or the submission's id without one
 * (as `startPreview` is given them).
 */
export async function submissionPreview(previews: PreviewService, submission: { id: string; customerRef: string | null }, origin: string): Promise<SentPreview | undefined> {
  const job = (await previews.jobs.byReference(submission.customerRef ?? submission.id)).find((j) => j.submissionId === submission.id);
  if (!job) return undefined;
  const record = job.state === 'ready' ? await previews.sites.record(job.code) : undefined;
  const over = record !== undefined && previewState(record) !== 'live';
  const state = job.state === 'failed' || over ? 'failed' : job.state === 'ready' ? 'ready' : 'building';
  return { ...previewAnswer(origin, job.code), state };
}

/**
 * Queues the preview of a submission about to be stored and writes its address into the planned call it starts
 * from (changing `planned` in place); undefined when the plan sends no such call. The logo and photos are the
 * stored files of the file fields the form's `profile:` names (`logo`, `photos`).
 */
export async function startPreview(
  previews: PreviewService,
  planned: PlannedCall[],
  links: Record<string, ({ key: string } | null)[]>,
  reference: string,
  submissionId: string,
  origin: string,
  template?: string,
  form?: { id: string; form: { profile?: ProfileFields } },
): Promise<{ url: string; status: string } | undefined> {
  const { hook, addressField } = previews.settings.startsFrom;
  const main = planned.find((call) => call.hook === hook);
  if (!main) return undefined;
  const keys = (field: string | undefined) => (field ? (links[field] ?? []) : []).filter((l): l is { key: string } => l !== null).map((l) => l.key);
  const fields = form?.form.profile;
  const logo = keys(fields?.logo)[0];
  const { code, url } = await previews.queue({ payload: main.payload, reference, submissionId, origin, earlierFiles: { ...(logo ? { logo } : {}), photos: keys(fields?.photos) }, template, form: form?.id });
  main.payload = { ...main.payload, [addressField]: url };
  return previewAnswer(origin, code);
}
