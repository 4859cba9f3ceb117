import type { Envelope } from '@contract/envelope';

/** A successful reply in the envelope every client reads (interfaces.md). */
export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { status_code: 200, success: true, message, data };
}

export function failure<T>(status: number, message: string, data: T): Envelope<T> {
  return { status_code: status, success: false, message, data };
}
