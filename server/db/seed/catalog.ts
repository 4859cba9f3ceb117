import type { packs, promotions, tournamentTemplates } from '../schema';

type NewPack = typeof packs.$inferInsert;
type NewTemplate = typeof tournamentTemplates.$inferInsert;
type NewPromotion = typeof promotions.$inferInsert;

/** Operator catalogue for the demo: packs, bundles, tournament templates and promotions. */
export const seedPacks: NewPack[] = [
  { slug: 'daily-pack', kind: 'pack', title: 'Daily Quiz Pack', caption: 'All daily tournaments for 1 day, renews automatically', priceMinor: 1000, currency: 'LKR', validityDays: 1, autoRenew: true, covers: ['DAILY'], coins: 50, provider: 'operator', sortOrder: 1 },
  { slug: 'weekly-mega-pack', kind: 'pack', title: 'Weekly Mega Pack', caption: 'Daily and mega tournaments for 7 days + 300 coins', priceMinor: 5000, currency: 'LKR', validityDays: 7, autoRenew: true, covers: ['DAILY', 'MEGA'], coins: 300, provider: 'operator', sortOrder: 2 },
  { slug: 'monthly-champion-pack', kind: 'pack', title: 'Monthly Champion Pack', caption: 'Every tournament for 30 days + 1500 coins', priceMinor: 15000, currency: 'LKR', validityDays: 30, autoRenew: true, covers: ['DAILY', 'MEGA'], coins: 1500, provider: 'paysenz', sortOrder: 3 },
  { slug: 'coin-bundle-1000', kind: 'bundle', title: 'Coin Bundle 1000', caption: '1000 coins for challenges and lifelines', titleBn: '১০০০ কয়েন বান্ডেল', captionBn: 'চ্যালেঞ্জ ও লাইফলাইনের জন্য ১০০০ কয়েন', priceMinor: 2000, currency: 'BDT', validityDays: 7, autoRenew: false, covers: [], coins: 1000, provider: 'nagorik', sortOrder: 4 },
  { slug: 'mega-bundle-weekly', kind: 'bundle', title: 'Mega Weekly Bundle', caption: 'Mega tournaments for 7 days', titleBn: 'মেগা সাপ্তাহিক বান্ডেল', captionBn: '৭ দিনের জন্য সব মেগা টুর্নামেন্ট', priceMinor: 3000, currency: 'BDT', validityDays: 7, autoRenew: true, covers: ['MEGA'], coins: 200, provider: 'ghoori', sortOrder: 5 },
];

export const seedTemplates: NewTemplate[] = [
  { type: 'DAILY', name: 'Daily Quiz Challenge', caption: 'Twenty questions, one winner every day', prize: 'Win 500 MB data', imageUrl: '/media/tournaments/daily-quiz-challenge.svg', startLocalTime: '00:00', lengthMinutes: 24 * 60, duration: 300, questionCount: 20, chances: 3 },
  { type: 'DAILY', name: 'Morning Brain Rush', caption: 'Start the day sharp', prize: '100 LKR airtime', imageUrl: '/media/tournaments/morning-brain-rush.svg', startLocalTime: '06:00', lengthMinutes: 12 * 60, duration: 180, questionCount: 10, chances: 2 },
  { type: 'DAILY', name: 'Evening Mind Sprint', caption: 'Fast questions after work', prize: '1 GB data pack', imageUrl: '', startLocalTime: '12:00', lengthMinutes: 12 * 60, duration: 240, questionCount: 15, chances: 2 },
  { type: 'DAILY', name: 'Night Owl Trivia', caption: 'For the late thinkers', prize: '200 LKR airtime', imageUrl: '/media/tournaments/night-owl-trivia.svg', startLocalTime: '18:00', lengthMinutes: 12 * 60, duration: 240, questionCount: 15, chances: 2 },
  { type: 'MEGA', name: 'Mega Weekly Championship', caption: 'The big one: a week to top the board', prize: 'Smartphone for the champion', imageUrl: '/media/tournaments/mega-weekly-championship.svg', startLocalTime: '00:00', weekday: 0, lengthMinutes: 7 * 24 * 60, duration: 600, questionCount: 30, chances: 5 },
  { type: 'MEGA', name: 'BCS Mega Mock Test', caption: 'Practise for the civil service exam', prize: '5000 LKR voucher', imageUrl: '/media/tournaments/bcs-mega-mock-test.svg', startLocalTime: '00:00', weekday: 5, lengthMinutes: 7 * 24 * 60, duration: 900, questionCount: 40, chances: 3 },
];

export const seedPromotions: NewPromotion[] = [
  { title: 'Welcome to Quiz Arena!', body: 'You got 500 coins and 5 gems to start. Try a trial quiz and climb the rankings.', titleMm: 'Quiz Arena မှ ကြိုဆိုပါတယ်!', bodyMm: 'စတင်ရန် ဒင်္ဂါး ၅၀၀ နှင့် ကျောက်မျက် ၅ လုံး ရရှိပါပြီ။' },
  { title: 'Mega Weekly Championship is live', body: 'A smartphone for the champion. Subscribe to the weekly mega pack and play up to 5 times.', titleMm: 'မီဂါ အပတ်စဉ် ချန်ပီယံရှစ် စတင်ပါပြီ', bodyMm: 'ချန်ပီယံအတွက် စမတ်ဖုန်း ဆုရှိပါသည်။' },
  { title: 'Double coins weekend', body: 'Challenge a friend this weekend: the winner takes both bets.', titleMm: 'စနေ၊ တနင်္ဂနွေ ဒင်္ဂါး နှစ်ဆ', bodyMm: 'သူငယ်ချင်းကို စိန်ခေါ်ပြီး နှစ်ဖက်လောင်းကြေး အားလုံးကို ယူပါ။' },
];
