import { z } from 'zod';

const ZLanguage = z.enum(['en', 'mm'], { error: 'must be en or mm' });
export const ZSwitchLanguageRequest = z.object({ language: ZLanguage });
