/**
 * An error whose message was written for the people using the app: Korean, no internals. ApiError
 * (the server's message or the call's default) and UploadError are such errors; anything else
 * (a TypeError, a DOMException) is a bug or a browser refusal and must not reach the screen.
 */
export class UserFacingError extends Error {}

/** The text to show for a failed action: a user-facing error's own message, otherwise `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof UserFacingError && error.message ? error.message : fallback;
}
