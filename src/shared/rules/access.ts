/**
 * Access levels and the thresholds that open each part of the app. The server guards, the post-login and root
 * redirects and the menus all read these, so a threshold changes in one place only.
 */
export const ACCESS = {
  /** Owner wells, own password. */
  ownerWells: 10,
  /** Owner dashboard, water data, lookup lists, pumpage filters and upload. */
  ownerDashboard: 20,
  /** Manage users and organisation profile of one's own client(s), invoices. */
  clientManager: 40,
  /** District staff: everything, across all clients. */
  staff: 50,
  /** The Admin role's level: the district profile and the audit log of every change. */
  admin: 100,
} as const;

export const ROLE_NAMES = ['Admin', 'Researcher', 'Owner', 'User'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** Roles that belong to the district, not to a client: they take no client and no registration code. */
export const STAFF_ROLES: readonly RoleName[] = ['Admin', 'Researcher'];

export function isStaffRole(roleName: string): boolean {
  return (STAFF_ROLES as readonly string[]).includes(roleName);
}

export function isStaff(accessLevel: number): boolean {
  return accessLevel >= ACCESS.staff;
}

/** Callers below staff level see only their own clients' data. */
export function isClientScoped(accessLevel: number): boolean {
  return !isStaff(accessLevel);
}

export function hasAccess(accessLevel: number, required: number): boolean {
  return accessLevel >= required;
}

/**
 * How much of a client GetAllClients gives: below level 40 the list only names the caller's
 * client (dashboard title, filters), so the registration code and the contacts are left to those
 * who manage the client.
 */
export function clientListView(accessLevel: number): 'full' | 'summary' {
  return hasAccess(accessLevel, ACCESS.clientManager) ? 'full' : 'summary';
}

/** The highest level among a user's roles; a user without roles has level 0 and reaches nothing. */
export function accessLevelOf(roleLevels: readonly number[]): number {
  return roleLevels.reduce((max, level) => Math.max(max, level), 0);
}

/** The dashboard's current-year invoices and daily volume: levels above 20 and below 50. */
export const DASHBOARD_WIDGETS_MIN_LEVEL = ACCESS.ownerDashboard + 1;

export function showsDashboardWidgets(accessLevel: number): boolean {
  return accessLevel >= DASHBOARD_WIDGETS_MIN_LEVEL && accessLevel < ACCESS.staff;
}

/** Where the root path sends a signed-in user. */
export function homePathForLevel(accessLevel: number): string {
  if (accessLevel < ACCESS.ownerDashboard) return '/client/well/all-wells/';
  if (accessLevel > ACCESS.clientManager) return '/dashboard';
  return '/client/dashboard';
}

/** Where a successful sign-in sends the user: by role, not by level. */
export function postLoginPath(roles: readonly string[]): string {
  if (roles.includes('Admin')) return '/dashboard';
  if (roles.includes('User')) return '/client/well/all-wells/';
  return '/client/dashboard';
}

/** Roles a creator at this level may hand out: Admin only from staff level up. */
export function assignableRoleNames(accessLevel: number): RoleName[] {
  return ROLE_NAMES.filter((role) => role !== 'Admin' || isStaff(accessLevel));
}
