import type { BankQuestion } from '@contract/console-studio';
import type { CsvColumn } from '../../ui/csv';

/**
 * The question bank's export: texts as editors typed them (the one CSV writer neutralises any that
 * would start a formula), the rate as a fraction a spreadsheet can format, empty when never served.
 */
export const BANK_CSV: CsvColumn<BankQuestion>[] = [
  { header: 'id', value: (q) => q.id },
  { header: 'topic_id', value: (q) => q.topic_id },
  { header: 'topic', value: (q) => q.topic_en },
  { header: 'question_en', value: (q) => q.question_en },
  { header: 'question_mm', value: (q) => q.question_mm },
  { header: 'difficulty', value: (q) => q.difficulty },
  { header: 'status', value: (q) => (q.active ? 'active' : 'retired') },
  { header: 'served', value: (q) => q.served },
  { header: 'correct', value: (q) => q.correct },
  { header: 'correct_rate', value: (q) => q.correct_rate },
];
