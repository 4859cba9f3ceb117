import type { AuditEntry } from '@contract/console';
import type { CsvColumn } from '../../ui/csv';
import { operatorStamp } from '../../ui/format';

/** The audit log's export: before and after as JSON, reasons as staff typed them. */
export const AUDIT_CSV: CsvColumn<AuditEntry>[] = [
  { header: 'id', value: (e) => e.id },
  { header: 'at', value: (e) => operatorStamp(e.at) },
  { header: 'staff_email', value: (e) => e.staff_email },
  { header: 'action', value: (e) => e.action },
  { header: 'target', value: (e) => e.target },
  { header: 'before', value: (e) => JSON.stringify(e.before ?? null) },
  { header: 'after', value: (e) => JSON.stringify(e.after ?? null) },
  { header: 'reason', value: (e) => e.reason },
];
