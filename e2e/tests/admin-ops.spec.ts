import { expect, test } from '@playwright/test';
import { openMenu } from '../support/menu.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());

test('the administrator runs a scheduled job now and sees the run in the history', async ({ browser }) => {
  const page = await keptPage(browser, server.url, 'admin');
  await signIn(page, server.url, 'admin');
  await openMenu(page, 'SYS_JOBS');
  const screen = page.getByTestId('screen-jobs');
  await expect(screen).toContainText('PLATFORM_HOUSEKEEPING');
  await expect(screen).toContainText('17 3 * * *');
  await screen.getByTestId('row-button-run').first().click();
  await page
    .getByRole('button', { name: /确\s?定|OK/ })
    .last()
    .click();
  await expect(page.getByText('任务已运行完成')).toBeVisible();
  const history = screen.locator('[data-testid="data-table"]').nth(1);
  await expect(history).toContainText('SUCCESS');
  await expect(history).toContainText('MANUAL');
});

test('the administrator changes a job schedule and a bad cron expression is refused with a message', async ({
  browser,
}) => {
  const page = await keptPage(browser, server.url, 'admin');
  await signIn(page, server.url, 'admin');
  await openMenu(page, 'SYS_JOBS');
  const screen = page.getByTestId('screen-jobs');
  await screen.getByTestId('row-button-edit').first().click();
  await page.getByTestId('job-cron').fill('every night');
  await page.getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(page.getByText('Cron 表达式无效：every night')).toBeVisible();
  await page.getByTestId('job-cron').fill('0 2 * * *');
  await page.getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(page.getByText('计划已保存')).toBeVisible();
  await expect(screen).toContainText('0 2 * * *');
});

test('the administrator finds a change and a login in the logs', async ({ browser }) => {
  // A change to log: the administrator runs a job (a data-changing call).
  const page = await keptPage(browser, server.url, 'admin');
  await signIn(page, server.url, 'admin');
  await openMenu(page, 'SYS_JOBS');
  await page.getByTestId('screen-jobs').getByTestId('row-button-run').first().click();
  await page
    .getByRole('button', { name: /确\s?定|OK/ })
    .last()
    .click();
  await expect(page.getByText('任务已运行完成')).toBeVisible();
  await openMenu(page, 'SYS_LOG');
  const logs = page.getByTestId('screen-log');
  await expect(logs).toContainText('Run a job at once');
  await expect(logs).toContainText('admin');
  await logs.getByRole('tab', { name: '登录日志' }).click();
  await expect(logs.getByRole('tabpanel')).toContainText('INSIDE');
});

test('buyers do not get the administration menu and the server refuses its calls', async ({ browser, request }) => {
  const page = await keptPage(browser, server.url, 'buyer');
  await signIn(page, server.url, 'buyer');
  await expect(page.getByTestId('side-menu').getByTestId('menu-SYSTEM')).toHaveCount(0);
  // The session token the web app keeps (apps/web/src/app/auth/session.ts), used as a hand-made call would.
  const certificate = await page.evaluate(() => localStorage.getItem('SRM_certificate') ?? '');
  expect(certificate).not.toBe('');
  const res = await request.post(`${server.url}/api/schedule/v1/concurrentProgramRestful/runNow`, {
    headers: { certificate, 'SAAF-Language': 'EN' },
    data: { jobCode: 'PLATFORM_HOUSEKEEPING' },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).msg).toBe('You are not allowed to do this');
});
