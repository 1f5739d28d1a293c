/**
 * The worker that prepares chosen images off the page's main thread, so the form stays responsive while a
 * phone decodes and re-encodes a 12-megapixel photo. Loaded by src/services/image-prepare.ts on the first
 * chosen image; served from this site (the Content Security Policy allows no other script source).
 */
import imageCompression from 'browser-image-compression';
import { decodesAsBitmap, type PrepareJob, type PrepareReply } from './image-prepare-job';

const scope = self as unknown as { onmessage: ((event: MessageEvent<PrepareJob>) => void) | null; postMessage(reply: PrepareReply): void };

scope.onmessage = (event) => {
  const job = event.data;
  void runJob(job).then((reply) => scope.postMessage(reply));
};

async function runJob(job: PrepareJob): Promise<PrepareReply> {
  try {
    const blob = await imageCompression(job.file, { ...job.options, useWebWorker: false });
    return { id: job.id, ok: true, blob };
  } catch (error) {
    return { id: job.id, ok: false, decodable: await decodesAsBitmap(job.file), message: error instanceof Error ? error.message : String(error) };
  }
}
