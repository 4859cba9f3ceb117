import type { StaffMember } from '@contract/console';
import type { CsvColumn } from '../../ui/csv';
import { operatorStamp } from '../../ui/format';

/** The staff list's export, in the API's field names. */
export const STAFF_CSV: CsvColumn<StaffMember>[] = [
  { header: 'id', value: (s) => s.id },
  { header: 'email', value: (s) => s.email },
  { header: 'role', value: (s) => s.role },
  { header: 'disabled', value: (s) => s.disabled },
  { header: 'totp_enabled', value: (s) => s.totp_enabled },
  { header: 'created_at', value: (s) => operatorStamp(s.created_at) },
  { header: 'last_sign_in_at', value: (s) => operatorStamp(s.last_sign_in_at) },
  {
    header: 'delayed_addresses',
    value: (s) => s.sign_in_throttles.map((d) => d.address).join(' '),
  },
];
