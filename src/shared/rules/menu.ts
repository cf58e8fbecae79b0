import { ACCESS, isStaff } from './access';

export interface MenuEntry {
  label: string;
  path?: string;
  children?: MenuEntry[];
}

/**
 * The rates and terms in the owner layout, beside the invoices they bill. Every signed-in user may
 * open the page (decision 0065); the menus name it only to those who see invoices.
 */
const OWNER_RATES_PATH = '/client/rates';

const STAFF_MANAGEMENT: MenuEntry[] = [
  { label: 'Users', path: '/management/users' },
  { label: 'Clients', path: '/management/clients' },
  { label: 'Aquifers', path: '/management/aquifers' },
  { label: 'Parishes', path: '/management/parishes' },
  { label: 'Well-Usage', path: '/well-usage' },
  { label: 'Well Usage Categories', path: '/well-usage-categories' },
  { label: 'Meters', path: '/management/meters' },
  { label: 'Reading Review', path: '/meters/review' },
  { label: 'Reporting Calendar', path: '/management/reporting-calendar' },
  { label: 'Permits & Cuts', path: '/management/permits' },
  { label: 'Exemption Rules', path: '/management/exemptions' },
  { label: 'Rates & Terms', path: '/management/rates' },
  { label: 'Accounting', path: '/management/accounting' },
  { label: 'Payment Exceptions', path: '/payments/exceptions' },
];

const ADMIN_API_KEYS: MenuEntry = { label: 'API Keys', path: '/management/api-keys' };

/**
 * The staff top-bar menu, filtered by level. Levels 40 to 49 get a
 * Management submenu with Owner Profile and Users instead of the staff one.
 */
export function staffMenu(accessLevel: number, clientIds: readonly number[]): MenuEntry[] {
  const staff = isStaff(accessLevel);
  const entries: MenuEntry[] = [];
  entries.push({ label: 'Dashboard', path: staff ? '/dashboard' : '/client/dashboard' });
  entries.push({ label: 'Wells', path: staff ? '/wells' : '/client/well/all-wells/' });
  if (accessLevel >= ACCESS.ownerDashboard) {
    entries.push({ label: 'Water-Data', path: staff ? '/well/water-data' : '/client/well/water-data' });
  }
  if (staff) {
    entries.push({ label: 'Monitoring', path: '/monitoring-wells' });
    entries.push({ label: 'Reports', path: '/reports' });
    entries.push({ label: 'Invoices', path: '/invoices' });
    const isAdmin = accessLevel >= ACCESS.admin;
    // API Keys is the Admin's alone, so it is not in the staff list; it goes after Rates & Terms.
    const management = STAFF_MANAGEMENT.flatMap((entry) =>
      isAdmin && entry.path === '/management/rates' ? [entry, ADMIN_API_KEYS] : [entry],
    );
    const adminOnly: MenuEntry[] = isAdmin
      ? [
          { label: 'District Profile', path: '/management/district-profile' },
          { label: 'Audit Log', path: '/management/audit-log' },
        ]
      : [];
    entries.push({ label: 'Management', children: [...management, ...adminOnly] });
  } else if (accessLevel >= ACCESS.clientManager) {
    entries.push({ label: 'Invoices', path: '/client/payment/invoices' });
    const ownClient = clientIds[0];
    entries.push({
      label: 'Management',
      children: [
        ...(ownClient === undefined ? [] : [{ label: 'Owner Profile', path: `/client/edit/${ownClient}` }]),
        { label: 'Users', path: '/client/users' },
        { label: 'Rates & Terms', path: OWNER_RATES_PATH },
      ],
    });
  }
  return entries;
}

/** The owner side menu; Log Out is added by the layout itself. */
export function ownerMenu(accessLevel: number, clientIds: readonly number[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  if (accessLevel >= ACCESS.ownerDashboard) entries.push({ label: 'Dashboard', path: '/client/dashboard' });
  entries.push({ label: 'Wells', path: '/client/well/all-wells/' });
  if (accessLevel >= ACCESS.ownerDashboard) {
    entries.push({ label: 'Water Data', path: '/client/well/water-data' });
    // Not in the spec's menu: owners check their quarters here before the invoice comes (decision 0016).
    entries.push({ label: 'Well Usage Report', path: '/client/well/well-usage-report' });
    entries.push({ label: 'Meter Readings', path: '/client/meter-readings' });
  }
  if (accessLevel >= ACCESS.clientManager) {
    entries.push({ label: 'Invoices', path: '/client/payment/invoices' });
    entries.push({ label: 'Rates & Terms', path: OWNER_RATES_PATH });
    entries.push({ label: 'Users', path: '/client/users' });
    const ownClient = clientIds[0];
    if (ownClient !== undefined) {
      entries.push({ label: 'Organization Profile', path: `/client/edit/${ownClient}` });
    }
  }
  entries.push({ label: 'My Profile', path: '/client/my-profile' });
  return entries;
}
