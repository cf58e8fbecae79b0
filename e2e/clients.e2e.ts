import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, bearer } from './api';
import { launchBrowser, newPage, signIn } from './browser';
import { removeUserAssignmentEndpoint } from '../src/shared/contracts/clients';
import { listRolesEndpoint } from '../src/shared/contracts/users';
import { addUserEndpoint } from '../src/shared/contracts/user-admin';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const stamp = Date.now().toString(36);

/**
 * A user that belongs to no client, made through the real API: New User needs a client for the
 * User role, so the account is created under the new client and then detached from it.
 */
async function createUnassignedUser(page: Page, client: { id: number; registrationCode: string }) {
  const headers = await bearer(page.request, 'admin@demo.test');
  const roles = await answerOf(
    listRolesEndpoint,
    await page.request.get(listRolesEndpoint.path, { headers }),
  );
  const userRole = roles.data.find((role) => role.name === 'User');
  if (!userRole) throw new Error('role User missing');
  const email = `e2e.loose.${stamp}@example.com`;
  const added = await page.request.post(addUserEndpoint.path, {
    headers,
    data: {
      firstName: 'Loose',
      lastName: `Tester${stamp}`,
      email,
      username: email,
      password: 'welcome1',
      confirmPassword: 'welcome1',
      roleIds: [userRole.id],
      clientId: client.id,
      registrationCode: client.registrationCode,
      isActive: true,
    },
  });
  expect(added.status()).toBe(200);
  const { id } = await answerOf(addUserEndpoint, added);
  const detached = await page.request.delete(
    `${removeUserAssignmentEndpoint.path}?clientId=${client.id}&userId=${id}`,
    { headers },
  );
  expect(detached.status()).toBe(200);
  return { name: `Loose Tester${stamp}`, email };
}

describe('clients', () => {
  it('staff create a client, land on its edit route, assign a user and remove it after confirming', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL('**/dashboard');
    await page.goto('/management/clients');
    await page.getByRole('link', { name: 'New Client' }).click();
    await page.waitForURL('**/management/client');

    const registrationCode = `E2E-${stamp}`.toUpperCase();
    const form = page.getByRole('form', { name: 'Client' });
    await form.getByLabel('Name', { exact: true }).fill(`E2E Client ${stamp}`);
    await form.getByLabel('Registration Code').fill(registrationCode);
    await form.getByLabel('Contact Name', { exact: true }).fill('Erin Tester');
    await form.getByLabel('Contact Phone', { exact: true }).pressSequentially('2255550142');
    await form.getByLabel('Address', { exact: true }).fill('1 Levee Road');
    await form.getByLabel('City').fill('Baton Rouge');
    await form.getByLabel('State').fill('LA');
    await form.getByLabel('Zip Code').fill('70802');
    await form.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/management\/client\/edit\/\d+$/);
    const clientId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText('Client created successfully.').waitFor();
    expect(await form.getByLabel('Contact Phone', { exact: true }).inputValue()).toBe('(225)-555-0142');
    expect(await form.getByLabel('Registration Code').isEditable()).toBe(false);

    const loose = await createUnassignedUser(page, { id: clientId, registrationCode });
    await page.reload();
    const usersTable = page.getByRole('table', { name: 'Client Users' });
    await page.getByText('No users are assigned to this client.').waitFor();

    await page.getByRole('button', { name: 'Assign User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign User' });
    await dialog
      .getByRole('row', { name: new RegExp(loose.email) })
      .getByRole('checkbox')
      .check();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('1 user assigned successfully.').waitFor();
    await usersTable.getByText(loose.email).waitFor();

    await page.getByRole('button', { name: `Remove ${loose.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove User' });
    await confirm.getByText('Are you sure you want to remove this user from this client?').waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('User removed from the client successfully.').waitFor();
    await usersTable.getByText(loose.email).waitFor({ state: 'detached' });
    await page.getByText('No users are assigned to this client.').waitFor();
    await page.context().close();
  });

  it('an owner edits the organization profile but cannot change the code or the flags', async () => {
    const page = await newPage(browser);
    await signIn(page, 'owner@demo.test');
    await page.waitForURL('**/client/dashboard');
    await page.getByRole('link', { name: 'Organization Profile' }).click();
    await page.waitForURL('**/client/edit/1');
    await page.getByRole('heading', { name: 'Organization Profile' }).waitFor();

    const form = page.getByRole('form', { name: 'Client' });
    const contactName = form.getByLabel('Contact Name', { exact: true });
    await contactName.waitFor();
    const original = await contactName.inputValue();
    expect(await form.getByLabel('Registration Code').isEditable()).toBe(false);
    expect(await form.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Assign User' }).count()).toBe(0);

    await contactName.fill(`Owner Edited ${stamp}`);
    await form.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Client updated successfully.').waitFor();
    await page.reload();
    await contactName.waitFor();
    expect(await contactName.inputValue()).toBe(`Owner Edited ${stamp}`);

    // Leave the demo client as it was for anyone looking at it afterwards.
    await contactName.fill(original);
    await form.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Client updated successfully.').waitFor();
    await page.context().close();
  });
});
