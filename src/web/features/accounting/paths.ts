/** The feature's own addresses, named once: pages link to each other and the tests open them. */
export const ACCOUNTING_PAGE_PATH = '/management/accounting';
export const ACCOUNTING_AUTH_PATH = '/accounting/auth';
export const ACCOUNTING_CALLBACK_PATH = '/accounting/callback';
export const ACCOUNTING_DISCONNECT_PATH = '/accounting/disconnect';
export const SANDBOX_CONSENT_PATH = '/accounting/sandbox/consent';
/** Where the callback sends the Admin once it is done, as the spec says. */
export const DASHBOARD_PATH = '/dashboard';
