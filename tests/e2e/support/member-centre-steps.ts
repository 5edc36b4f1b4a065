/**
 * Steps of the member centre a player takes in the browser tests: the security centre's one-time
 * set-up for a withdrawal (real name, payment PIN, a bank account), a withdrawal and its
 * confirmation, and reading the record pages (their totals, every row of every page, the CSV file
 * their export button saves).
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { parseCsv } from '../../fixtures/csv';

/** "1,234.50" -> 123450, "-5.00" -> -500 */
export const minorOf = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

export const centre = (page: Page) => page.getByTestId('centre');

/** Opens a member-centre page from the centre's own menu. */
export async function openCentrePage(page: Page, name: string, testId: string): Promise<Locator> {
  await centre(page).getByTestId(`centre-menu-${name}`).click();
  const body = page.getByTestId(testId);
  await body.waitFor({ timeout: 15_000 });
  return body;
}

/** Real name (set once, after a confirmation), payment PIN and a bank account in that name. */
export async function setUpWithdrawals(page: Page, input: { realName: string; pin: string; bank: string; accountNumber: string }) {
  const security = page.getByTestId('security-center');
  await security.getByRole('button', { name: 'Set Real name' }).click();
  await security.getByLabel('Real name').fill(input.realName);
  await security.getByRole('button', { name: 'Save' }).click();
  await security.getByRole('button', { name: 'Yes, save it' }).click();
  await security.getByTestId('security-row-payeeName').getByText(input.realName).waitFor();

  const pin = security.getByTestId('security-payment-password');
  await pin.getByRole('button', { name: 'Set payment password' }).click();
  await pin.getByLabel('New PIN', { exact: true }).fill(input.pin);
  await pin.getByLabel('Confirm new PIN').fill(input.pin);
  await pin.getByRole('button', { name: 'Save' }).click();
  await pin.getByText('Your payment password is set.').waitFor();

  const cards = security.getByTestId('security-bank-cards');
  await cards.getByRole('button', { name: 'Add an account' }).click();
  const form = cards.getByTestId('bank-card-form');
  await form.getByLabel('Bank or e-wallet').selectOption(input.bank);
  await form.getByLabel('Account number').fill(input.accountNumber);
  // the holder comes prefilled with the real name: the gateway refuses any other
  if ((await form.getByLabel('Account holder').inputValue()) !== input.realName) throw new Error('the holder is not the real name');
  await form.getByRole('button', { name: 'Add account' }).click();
  await cards.getByText('1 of 5 accounts bound.').waitFor();
}

/** Asks to withdraw `amount` to the only bound account; returns the result's status line. */
export async function requestWithdrawal(page: Page, input: { amount: string; pin: string }): Promise<string> {
  const form = page.getByTestId('withdraw-form');
  await form.getByLabel(/^Amount/).fill(input.amount);
  await form.getByLabel('Payment password').fill(input.pin);
  await form.getByRole('button', { name: 'Withdraw' }).click();
  const result = page.getByTestId('withdraw-result');
  await result.waitFor({ timeout: 15_000 });
  return (await result.getByTestId('withdraw-status').textContent()) ?? '';
}

/** The label and value pairs of a totals line (`RecordTotals`, a `dl` named by its label). */
export async function totalsOf(scope: Locator, name: string): Promise<Record<string, string>> {
  const list = scope.locator(`dl[aria-label="${name}"]`);
  await list.waitFor({ timeout: 15_000 });
  const pairs = await list
    .locator(':scope > div')
    .evaluateAll((items) => items.map((item) => [item.querySelector('dt')?.textContent ?? '', item.querySelector('dd')?.textContent ?? '']));
  return Object.fromEntries(pairs);
}

/** Every row of every page of a record's table, as cell texts, first page first. */
export async function allRows(scope: Locator): Promise<string[][]> {
  const rows: string[][] = [];
  const pager = scope.getByRole('navigation', { name: 'Pages' });
  for (let pageNo = 1; ; pageNo++) {
    if (pageNo > 1) await pager.getByText(`Page ${pageNo} of`).waitFor({ timeout: 15_000 });
    const body = scope.getByRole('table').locator('tbody');
    await body.waitFor({ timeout: 15_000 });
    rows.push(...(await body.locator('tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')))));
    const next = pager.getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0 || !(await next.isEnabled())) return rows;
    await next.click();
  }
}

/** Presses the page's Export CSV and reads the file the browser saves: its name and its records. */
export async function exportedCsv(scope: Locator): Promise<{ fileName: string; records: string[][] }> {
  const page = scope.page();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    scope.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = await readFile((await download.path())!, 'utf8');
  if (!text.startsWith('\uFEFF')) throw new Error('the file has no UTF-8 byte order mark');
  return { fileName: download.suggestedFilename(), records: parseCsv(text.slice(1)) };
}
