/** An error whose message is safe to show the user (pt-BR) and whose status is a 4xx. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
