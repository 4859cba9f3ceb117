ALTER TABLE "packs" ADD COLUMN "title_mm" text;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "caption_mm" text;--> statement-breakpoint
-- Hand-written backfill: demo packs seeded before this migration get their Myanmar text.
UPDATE "packs" SET "title_mm" = 'နေ့စဉ် ဉာဏ်စမ်း ပက်ကေ့ချ်', "caption_mm" = 'နေ့စဉ် ပြိုင်ပွဲအားလုံး ၁ ရက်၊ အလိုအလျောက် သက်တမ်းတိုးသည်' WHERE "slug" = 'daily-pack' AND "title_mm" IS NULL;--> statement-breakpoint
UPDATE "packs" SET "title_mm" = 'အပတ်စဉ် မဂ္ဂါ ပက်ကေ့ချ်', "caption_mm" = 'နေ့စဉ်နှင့် မဂ္ဂါ ပြိုင်ပွဲများ ၇ ရက် + ဒင်္ဂါး ၃၀၀' WHERE "slug" = 'weekly-mega-pack' AND "title_mm" IS NULL;--> statement-breakpoint
UPDATE "packs" SET "title_mm" = 'လစဉ် ချန်ပီယံ ပက်ကေ့ချ်', "caption_mm" = 'ပြိုင်ပွဲအားလုံး ရက် ၃၀ + ဒင်္ဂါး ၁၅၀၀' WHERE "slug" = 'monthly-champion-pack' AND "title_mm" IS NULL;--> statement-breakpoint
UPDATE "packs" SET "title_mm" = 'ဒင်္ဂါး ၁၀၀၀ အစုံ', "caption_mm" = 'စိန်ခေါ်မှုနှင့် အကူအညီများအတွက် ဒင်္ဂါး ၁၀၀၀' WHERE "slug" = 'coin-bundle-1000' AND "title_mm" IS NULL;--> statement-breakpoint
UPDATE "packs" SET "title_mm" = 'မဂ္ဂါ အပတ်စဉ် အစုံ', "caption_mm" = 'မဂ္ဂါ ပြိုင်ပွဲများ ၇ ရက်' WHERE "slug" = 'mega-bundle-weekly' AND "title_mm" IS NULL;
