// An area's error table (code -> [HTTP status, Korean message]) as the two functions every area
// needs: the AppError to throw, and the OpenAPI description of a status's codes and messages.
import { AppError } from '@ieum/server-kit';

export function errorTable<Code extends string>(table: Readonly<Record<Code, readonly [number, string]>>) {
  return {
    error(code: Code): AppError {
      const [status, message] = table[code];
      return new AppError(status, code, message);
    },
    describe(...codes: Code[]): string {
      return codes.map((code) => `${code}: ${table[code][1]}`).join(' / ');
    },
  };
}
