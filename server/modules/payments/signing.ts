import { createHmac, timingSafeEqual } from 'node:crypto';
import { callbackSigningText, type PaymentCallback } from '@contract/packs';
import { AppError } from '../../lib/errors';

/** A callback signed longer ago than this (or this far in the future) is refused as a replay risk. */
const CALLBACK_MAX_AGE_SECONDS = 300;

export function signCallback(secret: string, unsigned: Omit<PaymentCallback, 'signature'>): string {
  return createHmac('sha256', secret).update(callbackSigningText(unsigned)).digest('hex');
}

/**
 * Refuses a callback that this provider did not sign with our shared secret, or signed too long
 * ago. Checked before anything is read from the database, so a forged callback learns nothing.
 */
export function verifyCallback(
  secret: string | undefined,
  callback: PaymentCallback,
  now = Date.now(),
): void {
  if (!secret)
    throw new AppError('callback_signature_invalid', 'Payment callbacks are not accepted');
  const { signature, ...unsigned } = callback;
  const expected = Buffer.from(signCallback(secret, unsigned), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('callback_signature_invalid', 'Bad callback signature');
  }
  if (Math.abs(Math.floor(now / 1000) - callback.timestamp) > CALLBACK_MAX_AGE_SECONDS) {
    throw new AppError('callback_stale', 'Callback timestamp is too old');
  }
}
