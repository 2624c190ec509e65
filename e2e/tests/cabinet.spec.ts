// The cook's schedule, compilations and documents in the cabinet: the demo cook sets a weekday's hours
// and a day off and the checkout's slots (GET /api/cooks/{id}/slots, what the checkout's picker
// shows) follow; builds a compilation and moves it first, and it leads the menu on the cook page;
// uploads a document and a kitchen photo and sees them waiting for the check. Every change is
// undone at the end, so the journeys that order from the demo cook meet the schedule and menu they expect.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { ONE_PAGE_PDF } from '../support/documents';
import { DEMO_COOK_ID, startAsDemoCook } from '../support/demo-cook';

const WEEKDAYS = ['Воскресенье', 'Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота'];
const MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

interface SlotDay {
  date: string;
  slots: { label: string }[];
}

async function slotDays(page: Page): Promise<SlotDay[]> {
  const answer = await page.request.get(`/api/cooks/${DEMO_COOK_ID}/slots`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { days: SlotDay[] } }).data.days;
}

const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
/** The calendar's day button: 'среда, 26 ноября 2026 г.' (date-fns 'PPPP' in Russian). */
/** Clicks the day on the days-off calendar, moving on a month when it is in the next one. */
async function toggleDayOff(page: Page, date: string) {
  const button = page.getByRole('button', { name: dayButtonName(date) });
  if (!(await button.isVisible())) await page.getByRole('button', { name: 'Перейти к следующему месяцу' }).click();
  await button.click();
}

const dayButtonName = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new RegExp(`^${weekdayOf(date).toLowerCase()}, ${day} ${MONTHS[month - 1]} ${year}`);
};

test('a cook sets working hours and a day off and the checkout slots follow; builds a compilation that leads the cook page; uploads a document and a kitchen photo', async ({
  page,
  consoleErrors,
}) => {
  // A long journey on a busy 2-core machine.
  test.setTimeout(240_000);

  await test.step('working hours and a day off', async () => {
    // The region's next days as the checkout offers them now: tomorrow gets short hours, the day after becomes a day off.
    const before = await slotDays(page);
    const [, tomorrow, dayAfter] = before.map((day) => day.date);
    expect(tomorrow && dayAfter).toBeTruthy();

    // Signed in already: the run signed the demo cook in once (support/demo-cook.ts).
    await startAsDemoCook(page);
    await page.goto('/profile/schedule');
    await expect(page.getByRole('heading', { level: 1, name: 'График работы' })).toBeVisible();
    const weekday = weekdayOf(tomorrow!);
    const from = page.getByLabel(`${weekday}: начало`);
    const to = page.getByLabel(`${weekday}: конец`);
    const original = { from: await from.inputValue(), to: await to.inputValue() };
    await from.fill('10:00');
    await to.fill('12:00');
    await page.getByRole('button', { name: 'Сохранить график' }).click();
    await expect(page.getByText('График сохранён')).toBeVisible();

    await toggleDayOff(page, dayAfter!);
    await page.getByRole('button', { name: 'Сохранить выходные' }).click();
    await expect(page.getByText('Выходные сохранены')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const after = await slotDays(page);
    const tomorrowSlots = after.find((day) => day.date === tomorrow)?.slots.map((slot) => slot.label);
    expect(tomorrowSlots).toEqual(['10:00–11:00', '11:00–12:00']);
    expect(after.map((day) => day.date)).not.toContain(dayAfter);

    // Undone: the hours as they were, the day off removed.
    await page.reload();
    await page.getByLabel(`${weekday}: начало`).fill(original.from);
    await page.getByLabel(`${weekday}: конец`).fill(original.to);
    await page.getByRole('button', { name: 'Сохранить график' }).click();
    await expect(page.getByText('График сохранён')).toBeVisible();
    await toggleDayOff(page, dayAfter!);
    await page.getByRole('button', { name: 'Сохранить выходные' }).click();
    await expect(page.getByText('Выходные сохранены')).toBeVisible();
    expect((await slotDays(page)).map((day) => day.date)).toContain(dayAfter);
  });

  await test.step('a compilation that leads the menu on the cook page', async () => {
    const title = `Выбор недели ${Math.floor(Math.random() * 10_000)}`;
    await page.goto('/profile/compilations');
    await expect(page.getByRole('heading', { level: 1, name: 'Повар рекомендует' })).toBeVisible();
    await page.getByRole('button', { name: 'Создать подборку' }).click();
    const editor = page.getByRole('form', { name: 'Новая подборка' });
    await editor.getByLabel('Название').fill(title);
    const offered = editor.getByRole('list', { name: 'Блюда, которые можно добавить' }).getByRole('button');
    const names: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const button = offered.nth(index === 0 ? 1 : 0);
      // The button reads 'Добавить <name> <category> · <price>'; its first line is the name.
      names.push(((await button.locator('span > span').first().textContent()) ?? '').replace(/^Добавить /, '').trim());
      await button.click();
    }
    await expect(editor.getByRole('list', { name: 'Блюда в подборке' }).getByRole('listitem')).toHaveCount(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Подборка сохранена')).toBeVisible();

    // New ones go last: moved up until it leads.
    const compilations = page.getByRole('list', { name: 'Подборки' });
    const up = page.getByRole('button', { name: `Выше: «${title}»` });
    while (await up.isEnabled()) {
      await up.click();
      await expect(page.getByText('Порядок подборок сохранён').first()).toBeVisible();
    }
    await expect(compilations.getByRole('listitem').first()).toContainText(title);
    await expect(compilations.getByRole('listitem').first()).toContainText('Открывает меню');

    await page.goto(`/tyumen/cooks/detail/${DEMO_COOK_ID}`);
    const recommended = page
      .getByRole('main')
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Повар рекомендует' }) });
    await expect(recommended.getByRole('article')).toHaveCount(2);
    await expect(recommended.getByRole('article').nth(0)).toHaveAccessibleName(names[0]!);
    await expect(recommended.getByRole('article').nth(1)).toHaveAccessibleName(names[1]!);

    // Undone: the demo cook's own compilation leads again.
    await page.goto('/profile/compilations');
    await page.getByRole('button', { name: `Удалить подборку «${title}»` }).click();
    await page.getByRole('dialog', { name: 'Удалить подборку?' }).getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText('Подборка удалена')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(0);
  });

  await test.step('a document and a kitchen photo, waiting for the check', async () => {
    await page.goto('/profile/useful');
    await expect(page.getByRole('heading', { level: 1, name: 'Полезные материалы' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Материалы' }).getByRole('link').first()).toBeVisible();
    const name = `диплом-${Math.floor(Math.random() * 10_000)}.pdf`;
    await page.getByLabel('Загрузить документ').setInputFiles({ name, mimeType: 'application/pdf', buffer: ONE_PAGE_PDF });
    const document = page.getByRole('list', { name: 'Документы' }).getByRole('listitem').filter({ hasText: name });
    await expect(document).toContainText('На проверке');
    const photos = page.getByRole('list', { name: 'Фото кухни' });
    const photosBefore = await photos
      .getByRole('listitem')
      .count()
      .catch(() => 0);
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a6d3b' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Загрузить фото').setInputFiles({ name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('list', { name: 'Фото кухни' }).getByRole('listitem')).toHaveCount(photosBefore + 1);
    await expect(page.getByRole('list', { name: 'Фото кухни' }).getByRole('listitem').first()).toContainText('На проверке');
    await expect(page.getByRole('list', { name: 'Фото кухни' }).locator('img').first()).toHaveJSProperty('complete', true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Removed again: they were never sent with an application.
    await document.getByRole('button', { name: `Удалить ${name}` }).click();
    await page.getByRole('dialog', { name: 'Удалить документ?' }).getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText('Файл удалён')).toBeVisible();
    await expect(document).toHaveCount(0);
    await page.getByRole('list', { name: 'Фото кухни' }).getByRole('button', { name: 'Удалить фото кухни 1' }).click();
    await page.getByRole('dialog', { name: 'Удалить фото?' }).getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByRole('list', { name: 'Фото кухни' }).getByRole('listitem')).toHaveCount(photosBefore);
  });

  expect(consoleErrors).toEqual([]);
});
