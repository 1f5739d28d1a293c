/** A client mistake with the status and message to answer (the error handler sends exactly this text). */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
