import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, 'migrations');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.sql'))
  .sort();
// By its name, not its number: migrations are renumbered when branches merge.
const translations = files.findIndex((f) => f.endsWith('_question_translations.sql'));

async function apply(db: PGlite, file: string) {
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    if (statement.trim()) await db.exec(statement);
}

describe('question translations migration', () => {
  it('keeps a Myanmar-only question as Myanmar, an English one as English', async () => {
    const db = new PGlite();
    for (const file of files.slice(0, translations)) await apply(db, file);
    await db.exec(`
      insert into categories (slug, name) values ('c', 'C');
      insert into topics (category_id, slug, name) values (1, 't', 'T');
      insert into questions (topic_id, question_value, language)
        values (1, 'Capital of Japan?', 'en'), (1, 'ဂျပန်၏ မြို့တော်?', 'mm');
      insert into question_options (question_id, value, is_correct, position)
        values (1, 'Tokyo', true, 0), (1, 'Osaka', false, 1),
               (2, 'တိုကျို', true, 0), (2, 'အိုဆာကာ', false, 1);`);
    await apply(db, files[translations]!);

    const questions = await db.query(
      'select question_value as en, question_value_mm as mm from questions order by id',
    );
    expect(questions.rows).toEqual([
      { en: 'Capital of Japan?', mm: null },
      { en: null, mm: 'ဂျပန်၏ မြို့တော်?' },
    ]);
    const options = await db.query(
      'select value as en, value_mm as mm from question_options order by id',
    );
    expect(options.rows).toEqual([
      { en: 'Tokyo', mm: null },
      { en: 'Osaka', mm: null },
      { en: null, mm: 'တိုကျို' },
      { en: null, mm: 'အိုဆာကာ' },
    ]);
    // A question, or an option, with no text in either language is refused.
    await expect(db.exec('insert into questions (topic_id) values (1)')).rejects.toThrow(
      /questions_has_text/,
    );
    await expect(
      db.exec('insert into question_options (question_id, position) values (1, 2)'),
    ).rejects.toThrow(/question_options_has_value/);
    await db.close();
  }, 60_000);
});
