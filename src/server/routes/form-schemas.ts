/**
 * The request and reply schemas of the forms' intake, declared to Fastify: it refuses a malformed request with 400
 * before the handler runs (the form's own schema then checks the answers), and serialises replies by them.
 */

const FIELD = '^[A-Za-z][A-Za-z0-9]*$';

const page = {
  type: 'object',
  additionalProperties: false,
  description: 'The page the form was sent from.',
  properties: {
    source: { type: 'string', maxLength: 2000, description: 'The page address without query or fragment (the payloads\' source).' },
    query: {
      type: 'object',
      description: 'The parameters of the page\'s link (customerNumber, lead_id, ...), for plans that read them.',
      maxProperties: 50,
      additionalProperties: { type: 'string', maxLength: 8000 },
    },
  },
} as const;

const common = {
  answers: { type: 'object', description: 'The answers, as the form holds them (hidden and empty ones left out).', maxProperties: 300 },
  files: {
    type: 'object',
    description: 'The keys of the files already uploaded, by file field, one per file in the order of the answers (null: that file was not uploaded).',
    propertyNames: { pattern: FIELD },
    maxProperties: 20,
    additionalProperties: { type: 'array', maxItems: 100, items: { type: ['string', 'null'], maxLength: 200 } },
  },
  reference: { type: 'string', maxLength: 64, description: 'The reference the server gave this form session earlier (POST /api/references), for its uploads.' },
  page,
} as const;

const params = {
  type: 'object',
  properties: { form: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', description: 'The form, as named in config/forms/.' } },
  required: ['form'],
} as const;

/** The JSON body of `POST /api/forms/:form/submissions`. */
const submissionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['answers', 'attemptKey'],
  properties: {
    ...common,
    attemptKey: {
      type: 'string',
      minLength: 8,
      maxLength: 100,
      pattern: '^[A-Za-z0-9_:-]+$',
      description: 'One key per attempt: a repeat with the same key answers the same submission and stores nothing.',
    },
  },
} as const;

/**
 * `POST /api/forms/:form/submissions`: JSON from the enhanced form (also as `text/plain`, a `no-cors` fetch); a form
 * posted as HTML (`multipart/form-data`, urlencoded) is read field by field by its form's schema (form-posts.ts).
 */
export const submissionSchema = {
  params,
  body: { content: { 'application/json': { schema: submissionBody }, 'text/plain': { schema: submissionBody } } },
} as const;

/** `POST /api/forms/:form/events`. */
export const eventSchema = {
  params,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['step', 'answers'],
    properties: { ...common, step: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', description: 'The step left forwards, by its id.' } },
  },
} as const;

/** The reply to a submission. */
export const submissionReplySchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'The submission.' },
    reference: { type: ['string', 'null'], description: 'The customer reference: the one given, or a new one the server made.' },
    createdAt: { type: 'number', description: 'When it was stored (epoch milliseconds).' },
    repeated: { type: 'boolean', description: 'True when the attempt key was seen before and this is the first answer again.' },
    preview: {
      type: 'object',
      description: "The customer's website built from this submission (forms whose plan sends the main hook).",
      properties: {
        url: { type: 'string', description: 'The preview address.' },
        status: { type: 'string', description: 'Where to ask whether it is built: GET /api/previews/<code>.' },
      },
    },
  },
} as const;

/** The reply to `POST /api/references`. */
export const referenceReplySchema = {
  type: 'object',
  properties: { reference: { type: 'string', description: 'A new customer reference.' } },
} as const;

/** A submission's body. */
export interface SubmissionBody {
  answers: Record<string, unknown>;
  files?: Record<string, Array<string | null>>;
  attemptKey: string;
  reference?: string;
  page?: { source?: string; query?: Record<string, string> };
}

/** A step event's body. */
export type EventBody = Omit<SubmissionBody, 'attemptKey'> & { step: string };
