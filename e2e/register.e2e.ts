import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Ticks "I'm not a robot" and waits while the browser does the proof of work. */
async function solveCaptcha(page: Page) {
  await page.getByText("I'm not a robot").click();
  await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 30_000 });
}

async function fillRegisterForm(
  form: Locator,
  person: { firstName: string; lastName: string; email: string },
) {
  await form.getByLabel('First Name').fill(person.firstName);
  await form.getByLabel('Last Name').fill(person.lastName);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill('welcome1');
  await form.getByLabel('Confirm Password', { exact: true }).fill('welcome1');
  await form.getByLabel('Registration Code').fill(inject('firstClientRegistrationCode'));
}

describe('self-registration', () => {
  it('registers with a code and a solved captcha, then signs in as a User of that client', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: /register/i }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await fillRegisterForm(form, {
      firstName: 'Reggie',
      lastName: 'Newcomer',
      email: 'reggie.newcomer@example.com',
    });

    await form.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Please complete the recaptcha before proceeding.').waitFor();

    await solveCaptcha(page);
    await form.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Registration successful. You can now sign in.').waitFor();
    await page.getByRole('form', { name: 'Sign in' }).waitFor();

    await signIn(page, 'reggie.newcomer@example.com', 'welcome1');
    await page.waitForURL('**/client/well/all-wells/');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).toContain('Reggie');
    await page.context().close();
  });

  it('says the email is taken when it is', async () => {
    const page = await newPage(browser);
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Register' });
    await fillRegisterForm(form, { firstName: 'Dup', lastName: 'Licate', email: 'owner@demo.test' });
    await solveCaptcha(page);
    await form.getByRole('button', { name: 'Register' }).click();
    await page.getByText('An account with this email already exists.').waitFor();
    await page.context().close();
  });
});
