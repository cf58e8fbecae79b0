import { LegalPage } from './legal-page';
import { LegalSection } from './legal-section';

/** /privacy-policy: what the portal keeps, what it shares with the accounting service, and why. */
export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="1 January 2025">
      <p>
        This policy explains what information the groundwater conservation district (the &quot;District&quot;)
        collects through its portal, why, who receives it, and how long it is kept.
      </p>
      <LegalSection heading="1. Information we hold">
        <ul>
          <li>Account details: your name, email address, optional phone number and the roles you hold.</li>
          <li>
            Well owner (client) details: organisation name, postal address, and contact names, phone numbers
            and email addresses.
          </li>
          <li>Well records: location, depth, use, aquifer, parish, status and permit information.</li>
          <li>Pumpage and water data reported for your wells.</li>
          <li>Invoices, adjustments, late fees and payment status.</li>
          <li>Security records, such as an audit trail of changes made in the Portal.</li>
        </ul>
        <p>
          Your password is stored only as a one-way hash. The captcha on the register form is a proof-of-work
          check run in your browser; it sets no cookies and does not track you.
        </p>
      </LegalSection>
      <LegalSection heading="2. Why we use it">
        <p>
          We use this information to run the District&apos;s groundwater programme: to record wells and
          pumpage, to produce compliance and usage reports, to bill quarterly fees and take payment, and to
          contact you about your account, your wells and your invoices.
        </p>
      </LegalSection>
      <LegalSection heading="3. Accounting service synchronisation">
        <p>
          The District keeps its books in an external accounting service. When District staff connect the
          Portal to it and synchronise, the Portal sends:
        </p>
        <ul>
          <li>
            <strong>Customer records</strong>: the well owner&apos;s name, billing address (street, city,
            state, zip code), and primary contact phone number and email address.
          </li>
          <li>
            <strong>Invoices</strong>: invoice number, billing and due dates, the quarter&apos;s billed
            pumpage and rate, adjustments, late fees and totals.
          </li>
          <li>
            <strong>Payments</strong>: once an invoice is paid in the Portal, the amount, the day it was paid
            and its reference (the check number, or the card or bank payment&apos;s reference). Card and bank
            account details are never sent.
          </li>
        </ul>
        <p>
          This is sent so the District&apos;s accounts receivable match the invoices in the Portal and so
          payments can be reconciled. Pumpage beyond the invoice lines, well locations, user accounts and
          passwords are not sent. The Portal keeps only the accounting service&apos;s record identifiers for
          the customers, invoices and payments it synchronised, and a log of each synchronisation.
        </p>
        <p>
          <strong>Disconnecting:</strong> District staff can disconnect the accounting service at any time
          from the Portal. From then on the Portal sends nothing further and no longer holds access to the
          service. Records already transferred remain in the District&apos;s accounting books.
        </p>
      </LegalSection>
      <LegalSection heading="4. Other recipients">
        <p>
          Card and bank-transfer payments are handled by a payment provider, which receives the payment
          details you enter directly; the Portal keeps only the payment reference and status. Emails (invoice
          notices, confirmations) are sent through the District&apos;s mail service. We do not sell personal
          information or use it for advertising.
        </p>
      </LegalSection>
      <LegalSection heading="5. Retention">
        <p>
          Well, pumpage and billing records are public-agency records and are kept for as long as the
          District&apos;s records-retention schedule and the law require. Deactivated user accounts are kept
          so that the audit history stays complete, but they can no longer sign in. Security records are kept
          only as long as they are needed to protect the Portal and account for changes.
        </p>
      </LegalSection>
      <LegalSection heading="6. Your choices and contact">
        <p>
          You can see your profile in the Portal and reset your password at any time. To correct your details,
          your organisation&apos;s details or a well record, or to ask what information we hold about you,
          contact the District office. Some information must be kept to meet legal obligations.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
