import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_WEAKNESSES, type PasswordWeakness } from '@contract/console';
import { AppError } from '../../lib/errors';

/**
 * zxcvbn's score from 0 to 4; 3 is "safely unguessable: moderate protection from an offline
 * slow-hash scenario", its authors' advice for a password that guards something worth having.
 */
const MIN_SCORE = 3;

/**
 * The estimator with the common-password and English dictionaries: about 0.4 s and 50 MB of
 * heap to load, so it is loaded on the first password set, not at start (most processes never
 * set one). Without translations zxcvbn-ts reports its warnings by their keys, which the contract
 * lists and the console words in both languages.
 */
let estimator: Promise<ZxcvbnFactory> | undefined;
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
      }),
  );
  return estimator;
}

const isWeakness = (key: string | null): key is PasswordWeakness =>
  (PASSWORD_WEAKNESSES as readonly (string | null)[]).includes(key);

/**
 * Refuses a password the estimator guesses in few tries (422 password_too_weak on `field`, with
 * the weakness as data.reason). `personal`: what an attacker knows of the account (its email,
 * the product's name), which makes a password that contains it weaker.
 */
export async function assertStrongPassword(
  password: string,
  personal: string[],
  field: string,
): Promise<void> {
  const zxcvbn = await loadEstimator();
  const words = personal.flatMap((p) => [p, ...p.split(/[^\p{L}\p{N}]+/u)]).filter(Boolean);
  const result = zxcvbn.check(password, [...words, 'quiz', 'arena', 'console']);
  if (result.score >= MIN_SCORE) return;
  const reason = isWeakness(result.feedback.warning) ? result.feedback.warning : 'guessable';
  throw new AppError(
    'password_too_weak',
    'This password is too easy to guess.',
    { [field]: [`is too easy to guess (${reason})`] },
    reason,
  );
}
