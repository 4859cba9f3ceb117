import { escapeHtml, page } from '../../lib/html';

export { page };

/** `next`: where the app opens after sign-in ("store" when the visitor came to subscribe). */
export function micrositeHome(error?: string, next?: 'store'): string {
  return page(
    'Sign in',
    `<h1>Quiz Arena · operator microsite</h1>
<div class="card">
<form method="get" action="/dev/microsite/login">
  ${next ? `<input type="hidden" name="next" value="${next}">` : ''}
  <label for="msisdn">Mobile number</label>
  <input id="msisdn" name="msisdn" inputmode="numeric" autocomplete="tel" placeholder="01712345678" maxlength="13" required>
  <p class="note">An 11-digit mobile number is needed.</p>
  <label for="name">Name (optional)</label>
  <input id="name" name="name" maxlength="80" placeholder="Your name">
  <label><input type="checkbox" name="subscribe" value="1" style="width:auto"> Subscribe to the daily and mega packs (development)</label>
  ${error ? `<p class="err" role="alert">${escapeHtml(error)}</p>` : ''}
  <button type="submit">Continue</button>
</form>
</div>
<p class="note">Development only: this page stands in for the operator's microsite and signs a short-lived access token with the development secret.</p>
<p class="note"><a href="/dev/microsite/subscribe">Daily pack</a> · <a href="/dev/microsite/faq">FAQ</a> · <a href="/dev/microsite/privacy-policy">Privacy</a> · <a href="/dev/microsite/terms-of-service">Terms</a></p>`,
  );
}

const texts: Record<string, [string, string]> = {
  'privacy-policy': [
    'Privacy policy',
    'We keep your mobile number, name, email and game history to run Quiz Arena. We never sell them. Ask the operator to delete your account at any time.',
  ],
  'terms-of-service': [
    'Terms of service',
    'Quiz Arena is offered to subscribers of the operator. Packs renew automatically until you unsubscribe. Prizes are awarded per the tournament rules.',
  ],
  faq: [
    'FAQ',
    'How do I play? Pick a tournament or a trial quiz. How do coins work? You earn coins for correct answers and spend them on challenges, retries and lifelines.',
  ],
  subscribe: [
    'Daily quiz pack',
    '10 LKR + taxes, valid 1 day, renews automatically. Subscribe from the operator microsite; in development use the store in the app.',
  ],
};

export function staticPage(slug: string): string {
  const [title, text] = texts[slug] ?? ['Not found', ''];
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><div class="card"><p>${escapeHtml(text)}</p></div><p><a href="/dev/microsite">Back</a></p>`,
  );
}
