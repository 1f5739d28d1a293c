/**
 * Where a stored submission starts its preview site: a submission whose plan sends the main hook (the request and
 * business forms) queues a build with the main payload's answers and the submission's logo and gallery keys, and
 * the main payload relayed to the team carries the preview's address.
 */
import type { PlannedCall } from '../submissions/expand-plan';
import { previewPath, type PreviewService } from './preview-service';

/** The hook whose payload is the whole submission, and which carries the preview address to the team. */
const MAIN_HOOK = 'main';

/** The reply's `preview`: the address and where to ask about it. */
export function previewAnswer(origin: string, code: string): { url: string; status: string } {
  return { url: `${origin}${previewPath(code)}`, status: `/api/previews/${code}` };
}

/**
 * Queues the preview of a submission about to be stored and writes its address into the planned main call
 * (changing `planned` in place); undefined when the plan sends no main hook.
 */
export async function startPreview(
  previews: PreviewService,
  planned: PlannedCall[],
  links: Record<string, ({ key: string } | null)[]>,
  reference: string,
  submissionId: string,
  origin: string,
  template?: string,
): Promise<{ url: string; status: string } | undefined> {
  const main = planned.find((call) => call.hook === MAIN_HOOK);
  if (!main) return undefined;
  const keys = (field: string) => (links[field] ?? []).filter((l): l is { key: string } => l !== null).map((l) => l.key);
  const logo = keys('logo')[0];
  const { code, url } = await previews.queue({ payload: main.payload, reference, submissionId, origin, earlierFiles: { ...(logo ? { logo } : {}), photos: keys('gallery') }, template });
  main.payload = { ...main.payload, previewUrl: url };
  return previewAnswer(origin, code);
}
