import type { Language } from '../../lib/language';

/**
 * Notification wording per kind and language. A notification row keeps its kind and parameters
 * (and English text as written, for kinds this table does not know), so each reader sees it in
 * the language they read now, with numbers in their digits, and wording can be fixed later
 * without rewriting old rows.
 */
type Params = Record<string, unknown>;
interface Text {
  title: string;
  body: string;
}

const MYANMAR_DIGITS = '၀၁၂၃၄၅၆၇၈၉';
/** Myanmar numerals for mm (product-spec §1); names and prizes keep theirs except digits. */
export const localDigits = (text: string, lang: Language) =>
  lang === 'mm' ? text.replace(/[0-9]/g, (d) => MYANMAR_DIGITS[Number(d)] ?? d) : text;

const str = (p: Params, key: string) => (typeof p[key] === 'string' ? p[key] : '');
const num = (p: Params, key: string) => (typeof p[key] === 'number' ? p[key] : 0);
/** The Myanmar variant of a name or prize when there is one. */
const pick = (p: Params, key: string, lang: Language) =>
  (lang === 'mm' && str(p, `${key}_mm`)) || str(p, key);

const PLACES_EN = ['1st', '2nd', '3rd'];

const templates: Record<string, (p: Params, lang: Language) => Text> = {
  tournament_result: (p, lang) => {
    const rank = num(p, 'rank');
    const name = pick(p, 'name', lang);
    const prize = pick(p, 'prize', lang) || '-';
    const score = num(p, 'score');
    return lang === 'mm'
      ? {
          title: `${name} တွင် အဆင့် ${rank} ရရှိခဲ့ပါသည်`,
          body: `သင်၏ အမြင့်ဆုံး ရမှတ် ${score}။ ဆု - ${prize}`,
        }
      : {
          title: `You placed ${PLACES_EN[rank - 1] ?? `#${rank}`} in ${name}`,
          body: `Your best score was ${score}. Prize: ${prize}`,
        };
  },
  new_tournament: (p, lang) => {
    const name = pick(p, 'name', lang);
    const prize = pick(p, 'prize', lang) || '-';
    const mega = str(p, 'type') === 'MEGA';
    return lang === 'mm'
      ? {
          title: `${mega ? 'မီဂါ' : 'နေ့စဉ်'} ပြိုင်ပွဲအသစ် - ${name}`,
          body: `ယခုပင် ကစားပြီး ဆုရယူပါ။ ဆု - ${prize}`,
        }
      : {
          title: `New ${mega ? 'mega' : 'daily'} tournament: ${name}`,
          body: `Play it and win. Prize: ${prize}`,
        };
  },
  new_topic: (p, lang) => {
    const name = pick(p, 'name', lang);
    return lang === 'mm'
      ? { title: `ခေါင်းစဉ်အသစ် - ${name}`, body: `${name} တွင် သင်၏ အသိပညာကို စမ်းသပ်ပါ။` }
      : { title: `New topic: ${name}`, body: `Test what you know about ${name}.` };
  },
  daily_update: (_p, lang) =>
    lang === 'mm'
      ? {
          title: 'ယနေ့ ပဟေဠိများ အသင့်ဖြစ်ပါပြီ',
          body: 'ယနေ့ ပြိုင်ပွဲများနှင့် ခေါင်းစဉ်များ သင့်ကို စောင့်နေပါသည်။ ကစားပြီး အဆင့်တက်ပါ။',
        }
      : {
          title: "Today's quizzes are ready",
          body: "Today's tournaments and topics are waiting. Play and climb the ranking.",
        },
};

/** The text of a notification for a reader of `lang`. */
export function renderNotification(
  row: { kind: string; title: string; body: string; data: Params | null },
  lang: Language,
): Text {
  const params = row.data ?? {};
  const template = templates[row.kind];
  // Rows written before kinds carried their parameters (no name) keep the text they were stored with.
  const usable = template && (row.kind === 'daily_update' || str(params, 'name') !== '');
  const text = usable ? template(params, lang) : { title: row.title, body: row.body };
  return { title: localDigits(text.title, lang), body: localDigits(text.body, lang) };
}

/** English text stored with the row: for readers of older app versions and for support staff. */
export const englishText = (kind: string, params: Params): Text =>
  renderNotification({ kind, title: '', body: '', data: params }, 'en');
