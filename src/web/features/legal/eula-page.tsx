import { LegalPage } from './legal-page';
import { LegalSection } from './legal-section';

/** /eula: the end-user license agreement of the district portal. */
export default function EulaPage() {
  return (
    <LegalPage title="End-User License Agreement" updated="1 January 2025">
      <p>
        This agreement governs your use of the groundwater conservation district portal (the
        &quot;Portal&quot;), operated by the groundwater conservation district (the &quot;District&quot;). By
        signing in or registering you accept these terms. If you do not accept them, do not use the Portal.
      </p>
      <LegalSection heading="1. What the Portal is for">
        <p>
          The Portal lets well owners and their authorised users view their wells, pumpage and water data, and
          view and pay the District&apos;s quarterly invoices. District staff use it to manage wells, owners,
          reference data, pumpage records, reports and billing.
        </p>
      </LegalSection>
      <LegalSection heading="2. Your account">
        <ul>
          <li>You register with a registration code issued by the District to your organisation.</li>
          <li>Keep your password confidential; you are responsible for activity under your account.</li>
          <li>Tell the District promptly if you suspect that someone else is using your account.</li>
          <li>The District may suspend or deactivate accounts that are misused or no longer authorised.</li>
        </ul>
      </LegalSection>
      <LegalSection heading="3. Licence and acceptable use">
        <p>
          The District grants you a limited, non-exclusive, non-transferable licence to use the Portal for the
          District&apos;s business with you. You must not attempt to access data of other well owners,
          interfere with the Portal&apos;s operation, probe its security, or extract data by automated means
          beyond the exports the Portal offers.
        </p>
      </LegalSection>
      <LegalSection heading="4. Accounting service integration">
        <p>
          The District keeps its books in an external accounting service. The Portal synchronises customer
          records (well owners) and invoices with that service so that billing, payments and the
          District&apos;s accounts agree. Only District staff can connect or disconnect the service; owners do
          not need an account with it. What is sent, and why, is described in the{' '}
          <a href="/privacy-policy">Privacy Policy</a>.
        </p>
        <p>
          District staff authorise the connection through the accounting service&apos;s own consent page,
          limited to accounting data, and may disconnect it at any time from the Portal. Disconnecting stops
          further synchronisation; records already in the accounting service stay there under the
          District&apos;s accounting records policy.
        </p>
      </LegalSection>
      <LegalSection heading="5. Payments">
        <p>
          Card and bank-transfer payments are processed by a payment provider; the Portal never stores full
          card or bank account numbers. Processing fees shown before you pay are added to the amount charged.
          Check payments are recorded when the District receives them.
        </p>
      </LegalSection>
      <LegalSection heading="6. Data accuracy">
        <p>
          Pumpage, invoice and report figures come from the District&apos;s records and the data submitted by
          owners. If you believe a figure is wrong, contact the District; the official record is the
          District&apos;s, as corrected.
        </p>
      </LegalSection>
      <LegalSection heading="7. Availability and liability">
        <p>
          The Portal is provided &quot;as is&quot;. The District aims to keep it available but does not
          guarantee uninterrupted service. To the extent the law allows, the District is not liable for
          indirect or consequential loss arising from the use of the Portal. Nothing here limits obligations
          you have under the District&apos;s rules or applicable law.
        </p>
      </LegalSection>
      <LegalSection heading="8. Changes and contact">
        <p>
          The District may update this agreement; the date above shows the latest version, and continued use
          after a change means you accept it. Questions about this agreement can be sent to the District
          office during business hours.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
