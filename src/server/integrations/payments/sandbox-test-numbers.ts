/*
 * Stripe's published test card and bank numbers and what Stripe answers for each, so the sandbox
 * behaves as Stripe's test mode does. Anything else is refused: the sandbox never takes a real card.
 */

export interface SandboxCard {
  number: string;
  /** MM / YY */
  expiry: string;
  cvc: string;
}

export interface SandboxBankAccount {
  accountHolderName: string;
  routingNumber: string;
  accountNumber: string;
}

export type SandboxOutcome =
  | { kind: 'succeeded' }
  /** A bank transfer: processing now, then cleared, or failed with `failsWith`. */
  | { kind: 'processing'; failsWith: string | null }
  | { kind: 'declined'; message: string };

const SUCCEEDING_CARDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '3056930009020004',
  '36227206271667',
  '3566002020360505',
  '6200000000000005',
]);

const DECLINING_CARDS: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000009979': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
};

export const TEST_ROUTING_NUMBER = '110000000';

const BANK_ACCOUNTS: Record<string, string | null> = {
  '000123456789': null,
  '000111111113': "The customer's bank account has been closed.",
  '000111111116': "The customer's bank account could not be located.",
  '000222222227': "The customer's account has insufficient funds to cover this payment.",
  '000333333335': 'The customer has notified their bank that this payment was unauthorized.',
};

export const NOT_A_TEST_CARD =
  'Your card was declined. The district’s test mode takes only test cards, such as 4242 4242 4242 4242.';
export const NOT_A_TEST_ACCOUNT =
  'Your bank account was declined. The district’s test mode takes only test accounts: routing number 110000000, account number 000123456789.';

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** Whether MM / YY is before this month (cards expire at the end of their month); a bad month has. */
export function hasExpired(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2]) ?\/ ?(\d{2})$/.exec(expiry);
  if (!match) return true;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function cardOutcome(card: SandboxCard | undefined, now = new Date()): SandboxOutcome {
  if (!card) return { kind: 'declined', message: 'Enter your card details.' };
  const number = card.number.replace(/\D/g, '');
  if (!passesLuhn(number)) return { kind: 'declined', message: 'Your card number is invalid.' };
  if (hasExpired(card.expiry, now))
    return { kind: 'declined', message: "Your card's expiration date is in the past." };
  const declined = DECLINING_CARDS[number];
  if (declined) return { kind: 'declined', message: declined };
  return SUCCEEDING_CARDS.has(number)
    ? { kind: 'succeeded' }
    : { kind: 'declined', message: NOT_A_TEST_CARD };
}

export function bankOutcome(account: SandboxBankAccount | undefined): SandboxOutcome {
  if (!account) return { kind: 'declined', message: 'Enter your bank account details.' };
  const failsWith = BANK_ACCOUNTS[account.accountNumber];
  if (account.routingNumber !== TEST_ROUTING_NUMBER || failsWith === undefined) {
    return { kind: 'declined', message: NOT_A_TEST_ACCOUNT };
  }
  return { kind: 'processing', failsWith };
}
