/** The text to show for a failed call: ApiError carries the server's (or the default) message. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
