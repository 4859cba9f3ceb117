/** Text made safe to place inside HTML, in an element or a quoted attribute. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A development page (the operator microsite's stand-ins, the payment sandbox's checkout). */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Operator microsite (development)</title>
<link rel="icon" type="image/svg+xml" href="/icon.svg">
<style>
  body{font-family:system-ui,sans-serif;margin:0;background:#f4f1ff;color:#1f1640}
  main{max-width:28rem;margin:0 auto;padding:1.5rem}
  h1{font-size:1.4rem} .card{background:#fff;border-radius:1rem;padding:1.25rem;box-shadow:0 2px 10px #0001}
  label{display:block;font-weight:600;margin:.75rem 0 .25rem} input{width:100%;box-sizing:border-box;font-size:1.1rem;padding:.7rem;border:1px solid #bbb;border-radius:.6rem}
  button{margin-top:1rem;width:100%;font-size:1.1rem;padding:.8rem;border:0;border-radius:.6rem;background:#5b3cc4;color:#fff;font-weight:700}
  .err{color:#b00020;font-weight:600} .note{font-size:.85rem;color:#555} a{color:#5b3cc4}
</style></head><body><main>${body}</main></body></html>`;
}
