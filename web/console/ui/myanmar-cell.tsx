/** Myanmar text in a list, marked as Myanmar for screen readers and fonts; a dash where there is none. */
export const MyanmarCell = ({ text }: { text: string | null }) => (
  <span lang="my">{text ?? '—'}</span>
);
