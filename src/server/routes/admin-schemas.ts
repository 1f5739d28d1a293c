/**
 * The reply schemas of the operators' API (admin-routes.ts), declared to Fastify: it serialises each reply by them
 * (nothing the schema does not name leaves the server) and the schemas document each field. Answers and payloads
 * are the forms' own objects, kept whole.
 */
import { STATE_MEANINGS } from '../storage/store';

const STATES = Object.keys(STATE_MEANINGS);
const text = (description: string) => ({ type: 'string', description }) as const;
const textOrNull = (description: string) => ({ type: ['string', 'null'], description }) as const;
const time = (description: string) => ({ type: 'number', description: `${description} (epoch milliseconds).` }) as const;
const timeOrNull = (description: string) => ({ type: ['number', 'null'], description: `${description} (epoch milliseconds).` }) as const;
const anyObject = (description: string) => ({ type: 'object', additionalProperties: true, description }) as const;

/** What each delivery state means, and how many calls are in each. */
const states = { type: 'object', description: 'What each delivery state means ("held": kept, not sent, because its hook has no relay target).', additionalProperties: { type: 'string' } } as const;
const counts = { type: 'object', description: 'Hook calls per delivery state.', additionalProperties: { type: 'integer' } } as const;

const submission = {
  type: 'object',
  description: 'One stored submission.',
  properties: {
    id: text('The submission.'),
    form: text('The form it was sent with (config/forms/).'),
    customerRef: textOrNull('The customer reference (none for the contact and unsubscribe forms).'),
    answers: anyObject('Every answer, as the form holds them.'),
    files: { type: 'object', description: 'The stored file keys, by file field.', additionalProperties: { type: 'array', items: { type: 'string' } } },
    attemptKey: text('The attempt key it was sent with.'),
    clientIp: text('The address it came from.'),
    userAgent: text('The browser that sent it.'),
    createdAt: time('When it was stored'),
  },
} as const;

const journeyEvent = {
  type: 'object',
  description: 'One event of a customer\'s journey.',
  properties: {
    customerRef: text('The customer.'),
    event: text('What happened: submitted, changes-requested, approved, domain-chosen, media-sent, unsubscribed.'),
    at: time('When'),
    submissionId: textOrNull('The submission that recorded it, if one did.'),
  },
} as const;

const file = {
  type: 'object',
  description: 'A file the upload service handed out a link for.',
  properties: {
    key: text('The stored file\'s key.'),
    customerRef: text('The customer it was uploaded for.'),
    fileType: text('What it is for (logo, gallery, accreditation, ...).'),
    mimeType: text('Its image type.'),
    size: { type: ['integer', 'null'], description: 'Its size in bytes, when known.' },
    storage: { type: 'string', enum: ['local', 's3'], description: 'Where it is kept.' },
    state: { type: 'string', enum: ['issued', 'stored'], description: 'issued: a link was handed out; stored: the bytes arrived.' },
    createdAt: time('When the link was handed out'),
    storedAt: timeOrNull('When the bytes arrived'),
  },
} as const;

const hookCall = {
  type: 'object',
  description: 'A stored hook call with its delivery.',
  properties: {
    id: text('The call.'),
    hook: text('The hook it is sent to.'),
    payload: anyObject('What is sent.'),
    contentType: text('How it is sent.'),
    clientIp: text('The address of the request that made it.'),
    userAgent: text('The browser of the request that made it.'),
    createdAt: time('When it was stored'),
    customerRef: textOrNull('The customer it is about, when it names one.'),
    submissionId: textOrNull('The submission that made it, when one did.'),
    state: { type: 'string', enum: STATES, description: 'Its delivery state (see states).' },
    attempts: { type: 'integer', description: 'Delivery attempts so far.' },
    nextAttemptAt: time('When the next attempt is due'),
    lastStatus: { type: ['integer', 'null'], description: 'The target\'s last HTTP status, if it answered.' },
    lastError: textOrNull('What went wrong on the last attempt.'),
    deliveredAt: timeOrNull('When the target took it'),
  },
} as const;

/** The error reply of every route (the server's error handler). */
const problem = {
  type: 'object',
  description: 'What is wrong and what to do.',
  properties: { error: text('The problem in one sentence.'), fields: { type: 'object', description: 'A message per field of the request.', additionalProperties: { type: 'string' } } },
} as const;
const errors = { 401: problem, 404: problem, 409: problem } as const;

/** `GET /api/customers`. */
export const customersReply = {
  200: {
    type: 'object',
    properties: {
      states,
      counts,
      customers: {
        type: 'array',
        description: 'The customers, the latest activity first.',
        items: {
          type: 'object',
          properties: {
            ref: text('The customer reference.'),
            latest: submission,
            last: journeyEvent,
            files: { type: 'integer', description: 'How many files were stored for the customer.' },
          },
        },
      },
    },
  },
  ...errors,
} as const;

/** `GET /api/customers/:ref`. */
export const customerReply = {
  200: {
    type: 'object',
    properties: {
      reference: text('The customer reference.'),
      states,
      submissions: { type: 'array', description: 'The customer\'s submissions, with every answer.', items: submission },
      files: { type: 'array', description: 'The customer\'s files.', items: file },
      calls: { type: 'array', description: 'The hook calls about the customer, with their deliveries.', items: hookCall },
      journey: { type: 'array', description: 'The customer\'s journey, in order.', items: journeyEvent },
    },
  },
  ...errors,
} as const;

/** `GET /api/submissions/:id`. */
export const submissionReply = {
  200: { ...submission, properties: { ...submission.properties, calls: { type: 'array', description: 'The hook calls the submission made.', items: hookCall } } },
  ...errors,
} as const;

/** `GET /api/hook-calls`. */
export const hookCallsReply = {
  200: {
    type: 'object',
    properties: {
      states,
      counts,
      calls: { type: 'array', description: 'The hook calls, the latest first.', items: hookCall },
      files: { type: 'array', description: 'The latest files.', items: file },
    },
  },
  ...errors,
} as const;

/** `GET /api/hook-calls/:id`. */
export const hookCallReply = { 200: hookCall, ...errors } as const;

/** `POST /api/hook-calls/:id/replay`. */
export const replayReply = {
  202: { type: 'object', properties: { id: text('The call.'), state: { type: 'string', enum: STATES, description: 'Its delivery state now (pending: it goes out again).' } } },
  ...errors,
} as const;
