import { describe, expect, it } from 'vitest';
import { en } from '../../web/console/i18n/en';
import { mm } from '../../web/console/i18n/mm';
import { consoleScreenshot as screenshot, newDeskPage, newStaff, signIn } from './console-fixtures';
import { newPhonePage, signInThroughMicrosite, useBrowser } from './fixtures';

const browser = await useBrowser();

// From myanmar-tools' test data: the same words in Zawgyi and in Unicode.
const ZAWGYI = 'အျပည္ျပည္ဆိုင္ရာ လူ႔အခြင့္အေရး ေၾကညာစာတမ္း';
const UNICODE = 'အပြည်ပြည်ဆိုင်ရာ လူ့အခွင့်အရေး ကြေညာစာတမ်း';

describe('content studio', () => {
  it('an editor writes a topic with a Zawgyi-typed question, sees it converted, previews it in Myanmar and publishes it for players', async () => {
    const page = await newDeskPage(browser);
    await signIn(page, await newStaff(browser, 'editor', 'Content studio journey'));
    await page
      .getByRole('navigation', { name: en.nav.label })
      .getByRole('link', { name: en.nav.content })
      .click();
    await page.getByRole('heading', { name: en.content.title, level: 1 }).waitFor();

    const stamp = Date.now().toString(36);
    const categoryName = `Rivers ${stamp}`;
    const topicName = `Rivers of Myanmar ${stamp}`;
    await page.locator('#category-new-en').fill(categoryName);
    await page.locator('#category-new-slug').fill(`rivers-${stamp}`);
    await page.getByRole('button', { name: en.content.addCategory }).click();
    await page.getByRole('cell', { name: categoryName, exact: true }).waitFor();

    await page.locator('#topic-new-en').fill(topicName);
    await page.locator('#topic-new-mm').fill(ZAWGYI);
    await page.locator('#topic-new-slug').fill(`rivers-mm-${stamp}`);
    await page.locator('#topic-new-category').selectOption({ label: categoryName });
    await page.getByText(UNICODE).waitFor();
    await screenshot(page, 'studio-topics-en');
    await page.getByRole('button', { name: en.content.createTopic }).click();
    await page.getByRole('heading', { name: topicName, level: 1 }).waitFor();
    await page.getByText(en.content.unpublished).first().waitFor();
    await page.getByText(en.content.noQuestions).waitFor();

    await page.getByRole('link', { name: en.content.newQuestion }).click();
    await page.getByLabel(en.content.questionEn).fill('Which is the longest river in Myanmar?');
    await page.getByLabel(en.content.questionMm).fill(ZAWGYI);
    await page.getByLabel('Option 1 (English)').fill('Ayeyarwady');
    await page.getByLabel('Option 1 (Myanmar)').fill('ဧရာဝတီ');
    await page.getByLabel('Option 2 (English)').fill('Chindwin');
    await page.getByLabel('Option 2 (Myanmar)').fill('ခ်င္းတြင္း');
    await page.getByRole('button', { name: en.content.checkMyanmar }).click();
    const note = page.getByRole('status').filter({ hasText: en.content.zawgyiNote });
    await note.first().waitFor();
    expect(await note.first().textContent()).toContain(UNICODE);
    const previewMm = page.getByTestId('preview-mm');
    await previewMm.getByText(UNICODE).waitFor();
    // The option's check may answer after the question's (each field is checked as it is left).
    await previewMm.getByText('ချင်းတွင်း').waitFor();
    expect(await previewMm.textContent()).not.toContain('ခ်င္းတြင္း');
    expect(await page.getByTestId('preview-en').textContent()).toContain('Ayeyarwady');
    // Each preview counts in its own language's digits, whatever the console's language.
    expect(await previewMm.textContent()).toContain('၁/၁၀');
    expect(await page.getByTestId('preview-en').textContent()).toContain('1/10');
    await screenshot(page, 'studio-question-zawgyi-en');

    await page.getByRole('button', { name: en.content.saveQuestion }).click();
    await page.getByRole('heading', { name: en.content.editQuestion }).waitFor();
    // Stored as Unicode: the reloaded form holds the conversion, not what was typed.
    expect(await page.getByLabel(en.content.questionMm).inputValue()).toBe(UNICODE);

    await page.getByLabel(en.lang.label).selectOption('mm');
    await page.getByRole('heading', { name: mm.content.editQuestion }).waitFor();
    await previewMm.getByText(UNICODE).waitFor();
    // Myanmar numerals in the player's counter and timer.
    expect(await previewMm.textContent()).toContain('၁/၁၀');
    await screenshot(page, 'studio-question-preview-mm');
    await page.setViewportSize({ width: 768, height: 900 });
    await screenshot(page, 'studio-question-768-mm');
    await page.getByLabel(mm.lang.label).selectOption('en');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('link', { name: en.content.backToTopic }).click();
    await page.getByRole('heading', { name: topicName, level: 1 }).waitFor();
    await page.getByRole('button', { name: en.content.publish }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(en.reason.label).fill('Ready for players');
    await screenshot(page, 'studio-publish-dialog-en');
    await dialog.getByRole('button', { name: en.reason.confirm }).click();
    await page.getByRole('button', { name: en.content.unpublish }).waitFor();
    await page
      .getByRole('cell', { name: 'Which is the longest river in Myanmar?', exact: true })
      .waitFor();
    await screenshot(page, 'studio-topic-en');
    await page.setViewportSize({ width: 768, height: 900 });
    await screenshot(page, 'studio-topic-768-en');

    const { page: phone } = await newPhonePage(browser);
    await signInThroughMicrosite(phone);
    const seen = await phone.evaluate(async (name) => {
      const auth = JSON.parse(window.localStorage.getItem('auth_user') ?? '{}') as {
        token?: string;
      };
      const list = async (language: string) => {
        const res = await fetch('/api/v2.0/topics', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${auth.token}`,
            'accept-language': language,
          },
          body: '{}',
        });
        const body = (await res.json()) as {
          data: { topics: Array<{ id: number; name: string; question_count: number }> };
        };
        return body.data.topics;
      };
      const english = (await list('en')).find((t) => t.name === name);
      const myanmar = (await list('my')).find((t) => t.id === english?.id);
      return { english, myanmar };
    }, topicName);
    expect(seen.english).toMatchObject({ name: topicName, question_count: 1 });
    expect(seen.myanmar?.name).toBe(UNICODE);
  });
});
