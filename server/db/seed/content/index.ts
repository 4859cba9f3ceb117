import type { ContentCategory } from '../../../modules/topics/content-file';
import { generalKnowledge } from './general-knowledge';
import { science } from './science';
import { geography } from './geography';
import { history } from './history';
import { sports } from './sports';
import { bcsPreparation } from './bcs-preparation';

/** Display order of the categories on the home screen. */
export const seedCategories: ContentCategory[] = [
  generalKnowledge,
  science,
  geography,
  history,
  sports,
  bcsPreparation,
];
