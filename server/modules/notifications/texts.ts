import { formatPrice } from '@contract/money';
import { localDigits, MYANMAR_MONTHS } from '@contract/myanmar-text';
import type { Language } from '../../lib/language';

/**
 * Notification wording per kind and language. A notification row keeps its kind and parameters
 * (and English text as written, for kinds this table does not know and rows written before their
 * kind carried parameters), so each reader sees it in the language they read now, with numbers in
 * their digits, and wording can be fixed later without rewriting old rows.
 */
type Params = Record<string, unknown>;
interface Text {
  title: string;
  body: string;
}

const str = (p: Params, key: string) => (typeof p[key] === 'string' ? p[key] : '');
const num = (p: Params, key: string) => (typeof p[key] === 'number' ? p[key] : 0);
/** The Myanmar variant of a name or prize when there is one. */
const pick = (p: Params, key: string, lang: Language) =>
  (lang === 'mm' && str(p, `${key}_mm`)) || str(p, key);

/** What a payment charged, by the one currency rule ('' for rows written without a price). */
const charged = (p: Params, lang: Language) =>
  typeof p.price_minor === 'number' && str(p, 'currency')
    ? formatPrice(p.price_minor / 100, str(p, 'currency'), lang)
    : '';

const PLACES_EN = ['1st', '2nd', '3rd'];
const WEEKDAYS = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  mm: ['တနင်္ဂနွေ', 'တနင်္လာ', 'အင်္ဂါ', 'ဗုဒ္ဓဟူး', 'ကြာသပတေး', 'သောကြာ', 'စနေ'],
};
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  mm: MYANMAR_MONTHS,
};
/** "Thu 26 Nov" / "ကြာသပတေး၊ နိုဝင်ဘာ 26" from a YYYY-MM-DD day; '' when there is none. */
function dayName(p: Params, lang: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(str(p, 'date'));
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = WEEKDAYS[lang][new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const monthName = MONTHS[lang][month - 1];
  return lang === 'mm' ? `${weekday}၊ ${monthName} ${day}` : `${weekday} ${day} ${monthName}`;
}
/** A player without a name (they may never have set one) is still somebody to the reader. */
const who = (p: Params, lang: Language) =>
  str(p, 'name') || (lang === 'mm' ? 'ကစားသူတစ်ဦး' : 'A player');

/** One subject of a summary notification: its id (tournament_id or topic_id) and names. */
type NamedItem = Record<string, unknown> & { name: unknown; name_mm: unknown };

/** "A, B and C" in English, "A၊ B၊ C" in Myanmar: the names of a summary's items. */
function names(p: Params, lang: Language): string {
  const items = Array.isArray(p.items) ? (p.items as Params[]) : [];
  const list = items.map((item) => pick(item, 'name', lang)).filter(Boolean);
  return lang === 'mm'
    ? list.join('၊ ')
    : new Intl.ListFormat('en', { type: 'conjunction', style: 'long' }).format(list);
}

/**
 * What each kind's row carries in `data`: writers are checked against it, readers are not
 * (rows come from the database, possibly written by an older version).
 */
export interface NotificationParams {
  tournament_result: {
    tournament_id: number;
    rank: number;
    score: number;
    name: string;
    name_mm: string | null;
    prize: string;
    prize_mm: string | null;
  };
  new_tournament: {
    tournament_id: number;
    type: string;
    name: string;
    name_mm: string | null;
    prize: string;
    prize_mm: string | null;
    /** The operator's day (YYYY-MM-DD) and time (HH:mm) of the start. */
    date: string;
    time: string;
  };
  new_topic: { topic_id: number; name: string; name_mm: string | null };
  /** Several held by the quiet hours, told at 08:00 in one notification (held.ts). */
  new_tournaments: { count: number; items: NamedItem[] };
  new_topics: { count: number; items: NamedItem[] };
  /** A reminder the player asked for: the tournament starts in `minutes`, at `time` (HH:mm, operator's). */
  tournament_reminder: {
    tournament_id: number;
    name: string;
    name_mm: string | null;
    time: string;
    minutes: number;
  };
  daily_update: { date: string };
  /** `name`: the other player's name when it happened ('' when they had none). */
  friend_request_received: { user_id: number; name: string };
  friend_request_accepted: { user_id: number; name: string };
  challenge_received: {
    challenge_id: number;
    name: string;
    bet: number;
    questions: number;
    hours: number;
  };
  challenge_accepted: { challenge_id: number; name: string; questions: number; hours: number };
  challenge_rejected: { challenge_id: number; name: string; bet: number };
  challenge_expired: { challenge_id: number; bet: number };
  /** `outcome` from the reader's side; `name` is the other player. */
  challenge_settled: {
    challenge_id: number;
    name: string;
    outcome: 'win' | 'draw' | 'loss';
    bet: number;
  };
  /** `price_minor` and `currency`: what the renewal charged (rows before them show no price). */
  pack_renewed: {
    bundle_id: number;
    payment_id: string;
    title: string;
    title_mm: string | null;
    coins: number;
    price_minor: number;
    currency: string;
  };
  pack_lapsed: { bundle_id: number; payment_id: string; title: string; title_mm: string | null };
  /** A subscriber's pack will renew at a new price from `date` (operator day, YYYY-MM-DD). */
  pack_price_change: {
    bundle_id: number;
    title: string;
    title_mm: string | null;
    price_minor: number;
    currency: string;
    date: string;
  };
  /** Staff reviewed a question the reader reported and fixed it or took it out of play. */
  question_report_thanks: { question_id: number; outcome: 'fixed' | 'retired' };
  /** A friend invited the reader, away at the time, to a live battle (`stake` 0: free). */
  battle_invite: {
    invite_id: number;
    user_id: number;
    name: string;
    stake: number;
    seconds: number;
  };
  /** A badge earned (retention module); its names as they were then. */
  badge_earned: { badge_id: number; name: string; name_mm: string | null };
  /** A level reached by playing. */
  level_up: { level: number };
  /** The streak ends tonight unless a game is finished today (20:00 reminder). */
  streak_reminder: { streak_days: number };
}
export type NotificationKind = keyof NotificationParams;

interface Template {
  /**
   * Parameters a row must carry for the template to apply. Rows written before their kind
   * carried parameters lack them and keep the English text they were stored with.
   */
  needs: readonly string[];
  en: (p: Params) => Text;
  mm: (p: Params) => Text;
}

const coinsBack = {
  en: (p: Params) => `Your ${num(p, 'bet')} coins are back in your wallet.`,
  mm: (p: Params) => `သင့်ဒင်္ဂါး ${num(p, 'bet')} ကို ပိုက်ဆံအိတ်ထဲ ပြန်ထည့်ပြီးပါပြီ။`,
};

const templates: Record<NotificationKind, Template> = {
  tournament_result: {
    needs: ['name'],
    en: (p) => ({
      title: `You placed ${PLACES_EN[num(p, 'rank') - 1] ?? `#${num(p, 'rank')}`} in ${pick(p, 'name', 'en')}`,
      body: `Your best score was ${num(p, 'score')}. Prize: ${pick(p, 'prize', 'en') || '-'}`,
    }),
    mm: (p) => ({
      title: `${pick(p, 'name', 'mm')} တွင် အဆင့် ${num(p, 'rank')} ရရှိခဲ့ပါသည်`,
      body: `သင်၏ အမြင့်ဆုံး ရမှတ် ${num(p, 'score')}။ ဆု - ${pick(p, 'prize', 'mm') || '-'}`,
    }),
  },
  new_tournament: {
    needs: ['name'],
    en: (p) => {
      const day = dayName(p, 'en');
      return {
        title: `New ${str(p, 'type') === 'MEGA' ? 'mega' : 'daily'} tournament${day && ` on ${day}`}: ${pick(p, 'name', 'en')}`,
        body: `${day && `Starts ${day} at ${str(p, 'time')}. `}Play it and win. Prize: ${pick(p, 'prize', 'en') || '-'}`,
      };
    },
    mm: (p) => {
      const day = dayName(p, 'mm');
      return {
        title: `${day && `${day} - `}${str(p, 'type') === 'MEGA' ? 'မဂ္ဂါ' : 'နေ့စဉ်'} ပြိုင်ပွဲအသစ် - ${pick(p, 'name', 'mm')}`,
        body: `${day && `${day} ${str(p, 'time')} တွင် စတင်မည်။ `}ကစားပြီး ဆုရယူပါ။ ဆု - ${pick(p, 'prize', 'mm') || '-'}`,
      };
    },
  },
  new_topic: {
    needs: ['name'],
    en: (p) => ({
      title: `New topic: ${pick(p, 'name', 'en')}`,
      body: `Test what you know about ${pick(p, 'name', 'en')}.`,
    }),
    mm: (p) => ({
      title: `ခေါင်းစဉ်အသစ် - ${pick(p, 'name', 'mm')}`,
      body: `${pick(p, 'name', 'mm')} တွင် သင်၏ အသိပညာကို စမ်းသပ်ပါ။`,
    }),
  },
  new_tournaments: {
    needs: ['count', 'items'],
    en: (p) => ({
      title: `${num(p, 'count')} new tournaments`,
      body: `${names(p, 'en')}. Play them and win.`,
    }),
    mm: (p) => ({
      title: `ပြိုင်ပွဲအသစ် ${num(p, 'count')} ခု`,
      body: `${names(p, 'mm')}။ ကစားပြီး ဆုရယူပါ။`,
    }),
  },
  new_topics: {
    needs: ['count', 'items'],
    en: (p) => ({
      title: `${num(p, 'count')} new topics`,
      body: `Test what you know about ${names(p, 'en')}.`,
    }),
    mm: (p) => ({
      title: `ခေါင်းစဉ်အသစ် ${num(p, 'count')} ခု`,
      body: `${names(p, 'mm')} တွင် သင်၏ အသိပညာကို စမ်းသပ်ပါ။`,
    }),
  },
  tournament_reminder: {
    needs: ['name', 'time', 'minutes'],
    en: (p) => ({
      title: `${pick(p, 'name', 'en')} starts in ${num(p, 'minutes')} minutes`,
      body: `It starts at ${str(p, 'time')}. Get ready to play.`,
    }),
    mm: (p) => ({
      title: `${pick(p, 'name', 'mm')} ${num(p, 'minutes')} မိနစ်အကြာတွင် စတင်မည်`,
      body: `${str(p, 'time')} တွင် စတင်မည်။ ကစားရန် အသင့်ပြင်ထားပါ။`,
    }),
  },
  daily_update: {
    needs: [],
    en: () => ({
      title: "Today's quizzes are ready",
      body: "Today's tournaments and topics are waiting. Play and climb the ranking.",
    }),
    mm: () => ({
      title: 'ယနေ့ ပဟေဠိများ အသင့်ဖြစ်ပါပြီ',
      body: 'ယနေ့ ပြိုင်ပွဲများနှင့် ခေါင်းစဉ်များ သင့်ကို စောင့်နေပါသည်။ ကစားပြီး အဆင့်တက်ပါ။',
    }),
  },
  friend_request_received: {
    needs: ['name'],
    en: (p) => ({
      title: `${who(p, 'en')} sent you a friend request`,
      body: 'Accept it to become friends.',
    }),
    mm: (p) => ({
      title: `${who(p, 'mm')} က သင့်ထံ သူငယ်ချင်း တောင်းဆိုချက် ပို့ထားသည်`,
      body: 'လက်ခံပြီး သူငယ်ချင်း ဖြစ်လိုက်ပါ။',
    }),
  },
  friend_request_accepted: {
    needs: ['name'],
    en: (p) => ({
      title: `${who(p, 'en')} accepted your friend request`,
      body: 'You can challenge each other now.',
    }),
    mm: (p) => ({
      title: `${who(p, 'mm')} က သင့် သူငယ်ချင်း တောင်းဆိုချက်ကို လက်ခံလိုက်ပါပြီ`,
      body: 'ယခု တစ်ဦးကို တစ်ဦး စိန်ခေါ်နိုင်ပါပြီ။',
    }),
  },
  challenge_received: {
    needs: ['name', 'bet', 'questions', 'hours'],
    en: (p) => ({
      title: `${who(p, 'en')} challenged you`,
      body: `Bet ${num(p, 'bet')} coins on ${num(p, 'questions')} questions. Accept within ${num(p, 'hours')} hours.`,
    }),
    mm: (p) => ({
      title: `${who(p, 'mm')} က သင့်ကို စိန်ခေါ်ထားသည်`,
      body: `မေးခွန်း ${num(p, 'questions')} ခုအတွက် ဒင်္ဂါး ${num(p, 'bet')} လောင်းထားသည်။ ${num(p, 'hours')} နာရီအတွင်း လက်ခံပါ။`,
    }),
  },
  challenge_accepted: {
    needs: ['name', 'questions', 'hours'],
    en: (p) => ({
      title: `${who(p, 'en')} accepted your challenge`,
      body: `Play your ${num(p, 'questions')} questions within ${num(p, 'hours')} hours.`,
    }),
    mm: (p) => ({
      title: `${who(p, 'mm')} က သင့်စိန်ခေါ်မှုကို လက်ခံလိုက်ပါပြီ`,
      body: `မေးခွန်း ${num(p, 'questions')} ခုကို ${num(p, 'hours')} နာရီအတွင်း ကစားပါ။`,
    }),
  },
  challenge_rejected: {
    needs: ['name', 'bet'],
    en: (p) => ({ title: `${who(p, 'en')} declined your challenge`, body: coinsBack.en(p) }),
    mm: (p) => ({ title: `${who(p, 'mm')} က သင့်စိန်ခေါ်မှုကို ငြင်းလိုက်ပါသည်`, body: coinsBack.mm(p) }),
  },
  challenge_expired: {
    needs: ['bet'],
    en: (p) => ({
      title: 'Your challenge expired',
      body: `Nobody answered in time: your ${num(p, 'bet')} coins are back in your wallet.`,
    }),
    mm: (p) => ({
      title: 'သင့်စိန်ခေါ်မှု သက်တမ်းကုန်သွားပါပြီ',
      body: `အချိန်မီ အဖြေမရသဖြင့် ${coinsBack.mm(p)}`,
    }),
  },
  challenge_settled: {
    needs: ['name', 'outcome', 'bet'],
    en: (p) => {
      const name = who(p, 'en');
      const bet = num(p, 'bet');
      switch (str(p, 'outcome')) {
        case 'win':
          // The net gain (the result's +bet), not the payout of both bets: one figure everywhere.
          return { title: `You won your challenge with ${name}`, body: `You won ${bet} coins.` };
        case 'loss':
          return { title: `${name} won your challenge`, body: `You lost ${bet} coins.` };
        default:
          return { title: `Your challenge with ${name} is a draw`, body: coinsBack.en(p) };
      }
    },
    mm: (p) => {
      const name = who(p, 'mm');
      const bet = num(p, 'bet');
      switch (str(p, 'outcome')) {
        case 'win':
          return {
            title: `${name} နှင့် စိန်ခေါ်မှုတွင် သင် နိုင်ပါသည်`,
            body: `ဒင်္ဂါး ${bet} ရရှိပါသည်။`,
          };
        case 'loss':
          return {
            title: `${name} က စိန်ခေါ်မှုတွင် နိုင်သွားပါသည်`,
            body: `ဒင်္ဂါး ${bet} ရှုံးသွားပါသည်။`,
          };
        default:
          return { title: `${name} နှင့် စိန်ခေါ်မှု သရေကျပါသည်`, body: coinsBack.mm(p) };
      }
    },
  },
  pack_renewed: {
    needs: ['title', 'coins'],
    en: (p) => {
      const coins = num(p, 'coins');
      const paid = charged(p, 'en');
      return {
        title: `${pick(p, 'title', 'en')} renewed`,
        body: `Your ${pick(p, 'title', 'en')} was renewed${paid ? ` for ${paid}` : ''}${coins > 0 ? ` and ${coins} coins were added` : ''}.`,
      };
    },
    mm: (p) => {
      const coins = num(p, 'coins');
      const paid = charged(p, 'mm');
      return {
        title: `${pick(p, 'title', 'mm')} သက်တမ်းတိုးပြီးပါပြီ`,
        body: `သင့် ${pick(p, 'title', 'mm')} ကို${paid ? ` ${paid} ဖြင့်` : ''} သက်တမ်းတိုးပြီး${coins > 0 ? ` ဒင်္ဂါး ${coins} ထည့်ပေးပြီး` : ''}ပါပြီ။`,
      };
    },
  },
  pack_lapsed: {
    needs: ['title'],
    en: (p) => ({
      title: `${pick(p, 'title', 'en')} ended`,
      body: `We could not renew your ${pick(p, 'title', 'en')}. Subscribe again from the store to keep playing.`,
    }),
    mm: (p) => ({
      title: `${pick(p, 'title', 'mm')} သက်တမ်းကုန်သွားပါပြီ`,
      body: `သင့် ${pick(p, 'title', 'mm')} ကို သက်တမ်းတိုး၍ မရပါ။ ဆက်ကစားရန် စတိုးမှ ပြန်လည် စာရင်းသွင်းပါ။`,
    }),
  },
  pack_price_change: {
    needs: ['title', 'price_minor', 'currency', 'date'],
    en: (p) => ({
      title: `New price for ${pick(p, 'title', 'en')}`,
      body: `From ${dayName(p, 'en')}, your ${pick(p, 'title', 'en')} renews at ${charged(p, 'en')}. Nothing changes for the period you have paid for.`,
    }),
    mm: (p) => ({
      title: `${pick(p, 'title', 'mm')} ဈေးနှုန်းအသစ်`,
      body: `${dayName(p, 'mm')} မှစ၍ သင့် ${pick(p, 'title', 'mm')} ကို ${charged(p, 'mm')} ဖြင့် သက်တမ်းတိုးပါမည်။ ပေးချေပြီးသော ကာလအတွက် မည်သည့်အရာမျှ မပြောင်းလဲပါ။`,
    }),
  },
  question_report_thanks: {
    needs: ['outcome'],
    en: (p) => ({
      title: 'Thanks for your report',
      body:
        str(p, 'outcome') === 'fixed'
          ? 'We checked the question you reported and corrected it.'
          : 'We checked the question you reported and took it out of play.',
    }),
    mm: (p) => ({
      title: 'သတင်းပို့ပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်',
      body:
        str(p, 'outcome') === 'fixed'
          ? 'သင် သတင်းပို့ထားသော မေးခွန်းကို စစ်ဆေးပြီး ပြင်ဆင်ပြီးပါပြီ။'
          : 'သင် သတင်းပို့ထားသော မေးခွန်းကို စစ်ဆေးပြီး ကစားပွဲမှ ဖယ်ရှားလိုက်ပါပြီ။',
    }),
  },
  battle_invite: {
    needs: ['name', 'stake', 'seconds'],
    en: (p) => ({
      title: `${who(p, 'en')} invites you to a live battle`,
      body:
        num(p, 'stake') > 0
          ? `Stake ${num(p, 'stake')} coins. Accept within ${num(p, 'seconds')} seconds.`
          : `A free battle. Accept within ${num(p, 'seconds')} seconds.`,
    }),
    mm: (p) => ({
      title: `${who(p, 'mm')} က သင့်ကို တိုက်ရိုက်ပြိုင်ပွဲသို့ ဖိတ်ခေါ်ထားသည်`,
      body:
        num(p, 'stake') > 0
          ? `ဒင်္ဂါး ${num(p, 'stake')} လောင်းကြေး။ ${num(p, 'seconds')} စက္ကန့်အတွင်း လက်ခံပါ။`
          : `အခမဲ့ ပြိုင်ပွဲ။ ${num(p, 'seconds')} စက္ကန့်အတွင်း လက်ခံပါ။`,
    }),
  },
  badge_earned: {
    needs: ['name'],
    en: (p) => ({
      title: `Badge earned: ${pick(p, 'name', 'en')}`,
      body: 'See it among your badges.',
    }),
    mm: (p) => ({
      title: `တံဆိပ် ရရှိပါပြီ - ${pick(p, 'name', 'mm')}`,
      body: 'သင့်တံဆိပ်များထဲတွင် ကြည့်ပါ။',
    }),
  },
  level_up: {
    needs: ['level'],
    en: (p) => ({
      title: `You reached level ${num(p, 'level')}`,
      body: 'Keep playing to reach the next one.',
    }),
    mm: (p) => ({
      title: `အဆင့် ${num(p, 'level')} သို့ ရောက်ပါပြီ`,
      body: 'နောက်အဆင့်သို့ ရောက်ရန် ဆက်ကစားပါ။',
    }),
  },
  streak_reminder: {
    needs: ['streak_days'],
    en: (p) => ({
      title: `Keep your ${num(p, 'streak_days')} day streak`,
      body: 'Play one game today to keep it going.',
    }),
    mm: (p) => ({
      title: `ရက် ${num(p, 'streak_days')} ဆက်တိုက် ကစားမှုကို ထိန်းထားပါ`,
      body: 'ဆက်တိုက်ကစားမှု မပျက်စေရန် ယနေ့ ဂိမ်းတစ်ပွဲ ကစားပါ။',
    }),
  },
};

const isKind = (kind: string): kind is NotificationKind => Object.hasOwn(templates, kind);

/** The text of a notification for a reader of `lang`. */
export function renderNotification(
  row: { kind: string; title: string; body: string; data: Params | null },
  lang: Language,
): Text {
  const params = row.data ?? {};
  const template = isKind(row.kind) ? templates[row.kind] : undefined;
  const usable = template?.needs.every((key) => Object.hasOwn(params, key));
  const text = template && usable ? template[lang](params) : { title: row.title, body: row.body };
  return { title: localDigits(text.title, lang), body: localDigits(text.body, lang) };
}

/** English text stored with the row: for readers of older app versions and for support staff. */
export const englishText = (kind: string, params: Params): Text =>
  renderNotification({ kind, title: '', body: '', data: params }, 'en');
