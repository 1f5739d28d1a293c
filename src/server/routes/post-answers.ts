/**
 * What both kinds of form post (one page, `form-posts.ts`, and step by step, `step-posts.ts`) read from a post and how
 * they answer it: the last value of a field, the problems as the page lists them, and the redirect after a post.
 */
import type { FastifyReply } from 'fastify';
import type { ServerFormState } from '../../domain/form-state';
import { RequestError } from '../hooks/request-error';

/** The last value posted under `name` (a repeated name: the last one wins, as a browser's form holds it). */
export const field = (entries: [string, string][], name: string): string | undefined => entries.findLast(([key]) => key === name)?.[1];

/** Problems by dotted path, as the page lists them (in the summary and beside each field). */
export const asErrors = (fields: Record<string, string>): ServerFormState['errors'] => Object.entries(fields).map(([path, message]) => ({ path, message }));

/** The problems a refusal of the answers names (a 400 with fields), as the page lists them; any other error is thrown on. */
export function problemsOf(error: unknown): ServerFormState['errors'] {
  const fields = error instanceof RequestError && error.statusCode === 400 ? error.fields : undefined;
  if (!fields) throw error;
  return asErrors(fields);
}

/** Post/Redirect/Get: a reload of the address shown after a post never sends the form again. */
export function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
}
