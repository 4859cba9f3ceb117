/**
 * The bundle list and the payment method are Bengali screens in every UI language (product-spec
 * §1): en and mm share these strings, so they are never translated and never drift apart.
 */
export const bundleBn = {
  title: 'টুর্নামেন্ট বান্ডেল',
  price: '৳{{price}}',
  subscribe: 'সাবস্ক্রাইব করুন',
  subscribed: 'সাবস্ক্রাইব করা আছে',
  cancel: 'বাতিল করুন',
  empty: 'এখন কোনো বান্ডেল নেই।',
  coins: '{{coins}} কয়েন',
  days: '{{days}} দিন',
  methodTitle: 'পেমেন্ট পদ্ধতি',
  methodIntro: 'পেমেন্ট পদ্ধতি বেছে নিন',
  walletNumber: 'ওয়ালেট নম্বর',
  walletPlaceholder: '018-xxxxxxx',
  walletHint: 'আপনার ১১ সংখ্যার মোবাইল ওয়ালেট নম্বর লিখুন।',
  walletInvalid: '১১ সংখ্যার নম্বর লিখুন।',
  pay: 'পেমেন্ট করুন',
  operator: 'মোবাইল ব্যালেন্স',
  paysenz: 'কার্ড / অনলাইন পেমেন্ট',
  nagorik: 'নগরিক ওয়ালেট',
  ghoori: 'ঘুড়ি সাবস্ক্রিপশন',
  opening: 'পেমেন্ট পেজ খোলা হচ্ছে…',
  notFound: 'এই বান্ডেলটি পাওয়া যায়নি।',
} as const;
