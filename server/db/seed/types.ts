/** Demo content, written as data so the seed stays a short loop (server/db/seed/index.ts). */

interface SeedOption {
  value: string;
  correct?: true;
}

interface SeedQuestion {
  /** Omitted for text questions. */
  type?: 'image';
  /** For image questions, a path the app serves itself, e.g. /media/flags/bd.svg. */
  src?: string;
  q: string;
  /** 2 to 4 options, exactly one marked correct. */
  options: SeedOption[];
  difficulty?: 1 | 2 | 3;
  /** Defaults to 'en'. */
  language?: 'en' | 'mm';
}

interface SeedTopic {
  slug: string;
  name: string;
  nameMm?: string;
  /** Shown in the Top Topics list and carousels. */
  isTop?: boolean;
  questions: SeedQuestion[];
}

export interface SeedCategory {
  slug: string;
  name: string;
  nameMm?: string;
  isBcs?: boolean;
  topics: SeedTopic[];
}
