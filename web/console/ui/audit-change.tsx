/**
 * What an audit entry changed, as an operator reads it: one line per field whose value moved
 * ("role: editor → analyst"), in the page's own font so Myanmar text reads (a monospace face has
 * no Myanmar glyphs), instead of two JSON documents side by side.
 */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const lines = changedFields(before, after);
  if (lines.length === 0) return <>—</>;
  return (
    <ul className="audit-change">
      {lines.map(({ field, from, to }) => (
        <li key={field ?? ''}>
          {field && <span className="audit-field">{field}: </span>}
          {from !== undefined && (
            <>
              <del>{text(from)}</del> →{' '}
            </>
          )}
          <ins>{text(to)}</ins>
        </li>
      ))}
    </ul>
  );
}

type Line = { field: string | null; from: unknown; to: unknown };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields that differ; a value that is not an object is one line of its own. */
function changedFields(before: unknown, after: unknown): Line[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null || before === undefined) {
      return after === null || after === undefined
        ? []
        : [{ field: null, from: undefined, to: after }];
    }
    return [{ field: null, from: before, to: after }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((f) => JSON.stringify(was[f]) !== JSON.stringify(now[f]))
    .map((f) => ({ field: f, from: isRecord(before) ? was[f] : undefined, to: now[f] }));
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
