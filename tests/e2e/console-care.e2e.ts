import { describe, expect, it } from 'vitest';
import { en } from '../../web/console/i18n/en';
import { mm } from '../../web/console/i18n/mm';
import { codesEn, codesMm } from '../../web/console/i18n/codes';
import { stakedBattle } from './console-battles';
import {
  DESK_TIME_ZONE,
  DEV_ADMIN,
  OPERATOR_TIME_ZONE,
  consoleScreenshot as screenshot,
  newDeskPage,
  newStaff,
  signIn,
} from './console-fixtures';
import {
  newPhonePage,
  screenshot as saveScreenshot,
  signInThroughMicrosite,
  useBrowser,
} from './fixtures';

const browser = await useBrowser();

describe('customer care in the console', () => {
  it('support finds a subscriber by MSISDN, credits 100 coins with a reason, and the subscriber sees them', async () => {
    const { page: phone } = await newPhonePage(browser);
    const { msisdn } = await signInThroughMicrosite(phone, undefined, 'Mya Care');
    await expect
      .poll(() => phone.getByTestId('wallet-coins').first().textContent(), { timeout: 15_000 })
      .toContain('500');

    const desk = await newDeskPage(browser);
    await signIn(desk, await newStaff(browser, 'support', 'Customer care shift'));

    await desk
      .getByRole('navigation', { name: en.nav.label })
      .getByRole('link', { name: en.nav.care })
      .click();
    await desk.getByRole('heading', { name: en.care.title, level: 1 }).waitFor();
    await desk.getByText(en.care.startHint).waitFor();
    await screenshot(desk, 'care-search-start-en');
    await desk.getByLabel(en.care.query).fill('no such subscriber zzz');
    await desk.getByRole('button', { name: en.care.find }).click();
    await desk.getByText(en.care.noResults).waitFor();
    await screenshot(desk, 'care-search-empty-en');

    // As a caller reads it out: the country code and spaces.
    await desk.getByLabel(en.care.query).fill(`+880 ${msisdn.slice(1, 5)} ${msisdn.slice(5)}`);
    await desk.getByRole('button', { name: en.care.find }).click();
    await desk.getByRole('cell', { name: msisdn }).waitFor();
    await screenshot(desk, 'care-search-results-en');
    await desk.getByRole('link', { name: `${en.care.open} Mya Care` }).click();
    await desk.getByRole('heading', { name: /Mya Care/, level: 1 }).waitFor();
    await desk.getByText(en.care.historyEmpty).waitFor();
    expect(await desk.getByTestId('coins').textContent()).toBe('500');
    await screenshot(desk, 'care-player-en');

    await desk.getByRole('button', { name: en.care.adjust }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel(en.care.currency).selectOption('coins');
    await dialog.getByLabel(en.care.delta).fill('100');
    await dialog.getByRole('button', { name: en.reason.confirm }).click();
    // The reason is required: nothing is sent without one.
    await dialog.locator('.field-error').first().waitFor();
    await dialog.getByLabel(en.reason.label).fill('Coins lost in the outage of 26 November');
    await screenshot(desk, 'care-adjust-dialog-en');
    await dialog.getByRole('button', { name: en.reason.confirm }).click();
    await desk.getByRole('status').filter({ hasText: en.care.adjust }).waitFor();
    await expect.poll(() => desk.getByTestId('coins').textContent()).toBe('600');
    await desk
      .getByRole('cell', { name: 'Coins lost in the outage of 26 November' })
      .first()
      .waitFor();
    await desk.getByRole('cell', { name: codesEn.reason.support_adjustment! }).waitFor();
    await screenshot(desk, 'care-player-credited-en');

    await phone.reload();
    await expect
      .poll(() => phone.getByTestId('wallet-coins').first().textContent(), { timeout: 15_000 })
      .toContain('600');
    await phone.waitForLoadState('networkidle');
    await saveScreenshot(phone, 'care-subscriber-sees-600');

    await desk.getByLabel(en.lang.label).selectOption('mm');
    await desk.getByRole('heading', { name: mm.care.history }).waitFor();
    await desk.setViewportSize({ width: 768, height: 900 });
    await screenshot(desk, 'care-player-768-mm');
    // No stored code or raw JSON reaches a Myanmar reader: codes are named, changes are lines.
    const main = (await desk.locator('main').innerText()).replace(/Mya Care|Coins lost[^\n]*/g, '');
    for (const code of ['support_adjustment', 'welcome', 'coin_adjust', 'playing', 'finished']) {
      expect(main).not.toContain(code);
    }
    expect(main).not.toContain('{"');
    await desk.getByRole('cell', { name: codesMm.reason.support_adjustment! }).first().waitFor();
    // Back to the results: the search lives in the address.
    await desk.goBack();
    await desk.getByRole('cell', { name: msisdn }).waitFor();
    await screenshot(desk, 'care-search-768-mm');
  }, 240_000);

  it('an admin’s credit above support’s cap waits for a second admin, who approves it from the care screen', async () => {
    const { page: phone } = await newPhonePage(browser);
    const { msisdn } = await signInThroughMicrosite(phone, undefined, 'Kyaw Prize');
    await phone.close();

    // The first admin asks: 5,000 coins is above support's cap (1,000 by default).
    const asker = await newDeskPage(browser);
    await signIn(asker, await newStaff(browser, 'admin', 'Shop contest prizes'));
    await asker.goto(`/console/care?q=${msisdn}`);
    await asker.getByRole('link', { name: `${en.care.open} Kyaw Prize` }).click();
    await asker.getByRole('heading', { name: /Kyaw Prize/, level: 1 }).waitFor();
    await asker.getByRole('button', { name: en.care.adjust }).click();
    const dialog = asker.getByRole('dialog');
    await dialog.getByLabel(en.care.delta).fill('5000');
    await dialog.getByLabel(en.reason.label).fill('First prize of the shop contest');
    await dialog.getByRole('button', { name: en.reason.confirm }).click();
    await asker
      .getByRole('status')
      .filter({ hasText: en.care.awaitsApproval.replace('{{amount}}', '5,000 Coins') })
      .waitFor();
    expect(await asker.getByTestId('coins').textContent()).toBe('500');
    await asker
      .getByRole('cell', { name: codesEn.action['player.wallet_credit_request']! })
      .waitFor();
    await screenshot(asker, 'care-credit-awaits-en');
    // The asker sees their request in the list, without the buttons to decide it.
    await asker.getByRole('link', { name: `← ${en.care.back}` }).click();
    const mine = asker.getByRole('row').filter({ hasText: 'Kyaw Prize' });
    await mine.getByText(en.care.ownRequest).waitFor();
    expect(await mine.getByRole('button').count()).toBe(0);

    // A second admin approves it, after confirming with a reason.
    const approver = await newDeskPage(browser);
    await signIn(approver, DEV_ADMIN);
    await approver.goto('/console/care');
    await approver.getByRole('heading', { name: en.care.approvals }).waitFor();
    const row = approver.getByRole('row').filter({ hasText: 'Kyaw Prize' });
    // The heading shows while the list still loads: wait for the row before reading it.
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(2, 4)).toEqual(['5,000 Coins', 'First prize of the shop contest']);
    // Asked at, on the operator's clock rather than the desk's.
    const listed = await approver.context().request.get('/api/console/wallet-approvals');
    const asked = (
      (await listed.json()) as {
        data: { approvals: { player_name: string; requested_at: string }[] };
      }
    ).data.approvals.find((a) => a.player_name === 'Kyaw Prize')!;
    const clock = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone })
        .format(new Date(asked.requested_at))
        .replace(/\s?[AP]M$/, '');
    expect(cells[0]).toMatch(new RegExp(`\\b${clock(OPERATOR_TIME_ZONE)}\\s?[AP]M`));
    expect(cells[0]).not.toMatch(new RegExp(`\\b${clock(DESK_TIME_ZONE)}\\s?[AP]M`));
    await screenshot(approver, 'care-approvals-en');

    await row.getByRole('button', { name: `${en.care.approve} Kyaw Prize` }).click();
    const confirm = approver.getByRole('dialog', {
      name: en.care.approveTitle
        .replace('{{amount}}', '5,000 Coins')
        .replace('{{name}}', 'Kyaw Prize'),
    });
    await confirm.getByLabel(en.reason.label).fill('Contest results checked');
    await screenshot(approver, 'care-approve-dialog-en');
    await confirm.getByRole('button', { name: en.reason.confirm }).click();
    await approver
      .getByRole('status')
      .filter({ hasText: en.care.done.replace('{{what}}', en.care.approved) })
      .waitFor();
    await row.waitFor({ state: 'detached' });

    await approver.goto(`/console/care?q=${msisdn}`);
    await approver.getByRole('link', { name: `${en.care.open} Kyaw Prize` }).click();
    await expect.poll(() => approver.getByTestId('coins').textContent()).toBe('5,500');
    await approver
      .getByRole('cell', { name: codesEn.action['player.wallet_credit_approve']! })
      .waitFor();
    await approver.getByRole('cell', { name: 'Contest results checked' }).waitFor();
    await screenshot(approver, 'care-credit-approved-en');

    await approver.getByLabel(en.lang.label).selectOption('mm');
    await approver.setViewportSize({ width: 768, height: 900 });
    await approver.getByRole('link', { name: `← ${mm.care.back}` }).click();
    await approver.getByRole('heading', { name: mm.care.approvals }).waitFor();
    await screenshot(approver, 'care-approvals-768-mm');
  }, 240_000);

  it('support reads a subscriber’s live battle: opponent, stake, result and the coins held', async () => {
    const battle = await stakedBattle(['Thura Battle', 'Zaw Rival']);
    try {
      const desk = await newDeskPage(browser);
      await signIn(desk, await newStaff(browser, 'support', 'Battle dispute shift'));
      await desk.goto(`/console/care?q=${battle.a.msisdn}`);
      await desk.getByRole('link', { name: `${en.care.open} Thura Battle` }).click();
      // The section, by its anchor: its table's scroll box is a region of the same name.
      const section = desk.locator('section#battles');
      await section.getByRole('heading', { name: en.care.battles }).waitFor();
      const row = section.getByRole('row').filter({ hasText: 'Zaw Rival' });
      await row.waitFor();
      const cells = await row.getByRole('cell').allInnerTexts();
      // Kind, opponent, stake, result, score, coins moved (the escrowed stake), not finished.
      expect(cells.slice(1)).toEqual([
        codesEn.kind.quick,
        'Zaw Rival',
        '200',
        en.care.battleResults.running,
        '0 – 0',
        '-200',
        '—',
      ]);
      await row.scrollIntoViewIfNeeded();
      await screenshot(desk, 'care-battles-en');
      await desk.getByLabel(en.lang.label).selectOption('mm');
      const mmSection = desk.locator('section#battles');
      await mmSection.getByRole('heading', { name: mm.care.battles }).waitFor();
      await mmSection.getByRole('cell', { name: mm.care.battleResults.running }).waitFor();
      await mmSection.getByRole('cell', { name: codesMm.kind.quick! }).waitFor();
      // Myanmar digits for the stake.
      await mmSection.getByRole('cell', { name: '၂၀၀', exact: true }).waitFor();
      await desk.setViewportSize({ width: 768, height: 900 });
      await mmSection.scrollIntoViewIfNeeded();
      await screenshot(desk, 'care-battles-768-mm');
    } finally {
      battle.close();
    }
  }, 240_000);
});
