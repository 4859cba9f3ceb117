/** product-spec §4 and §9: the topic result is graded on the percentage correct, rounded up. */
const PASS_PERCENT = 66;
const NOT_BAD_PERCENT = 33;

export type ResultGrade = 'passed' | 'notBad' | 'failed';

// Binary fractions make 0.7 × 100 = 70.00000000000001; round that noise away before ceil().
const ceilPercent = (value: number) => Math.ceil(Math.round(value * 1e6) / 1e6);

export function percentCorrect(correct: number, total: number): number {
  return total > 0 ? ceilPercent((100 * correct) / total) : 0;
}

export function resultGrade(percent: number): ResultGrade {
  if (percent >= PASS_PERCENT) return 'passed';
  if (percent >= NOT_BAD_PERCENT) return 'notBad';
  return 'failed';
}

/** progress_topic is a fraction 0..1; shown as a whole percent, rounded up, at most 100. */
export function progressPercent(fraction: number): number {
  return Math.min(100, Math.max(0, ceilPercent(fraction * 100)));
}
