import { describe, expect, it } from 'vitest';
import {
  accessLevelOf,
  assignableRoleNames,
  hasAccess,
  homePathForLevel,
  clientListView,
  isClientScoped,
  postLoginPath,
} from './access';
import { ownerMenu, staffMenu } from './menu';
import { decideUserManagement } from './user-management';

describe('homePathForLevel (root redirect)', () => {
  it.each([
    [0, '/client/well/all-wells/'],
    [10, '/client/well/all-wells/'],
    [19, '/client/well/all-wells/'],
    [20, '/client/dashboard'],
    [40, '/client/dashboard'],
    [41, '/dashboard'],
    [50, '/dashboard'],
    [100, '/dashboard'],
  ])('level %i goes to %s', (level, path) => expect(homePathForLevel(level)).toBe(path));
});

describe('postLoginPath', () => {
  it.each([
    [['Admin'], '/dashboard'],
    [['User'], '/client/well/all-wells/'],
    [['Owner'], '/client/dashboard'],
    [['Researcher'], '/client/dashboard'],
    [['Admin', 'User'], '/dashboard'],
  ])('%j goes to %s', (roles, path) => expect(postLoginPath(roles)).toBe(path));
});

describe('levels', () => {
  it.each([
    [[], 0],
    [[10], 10],
    [[10, 40], 40],
    [[100, 50], 100],
  ])('accessLevelOf(%j) = %i', (levels, expected) => expect(accessLevelOf(levels)).toBe(expected));

  it.each([
    [10, 10, true],
    [10, 20, false],
    [49, 50, false],
    [50, 50, true],
  ])('hasAccess(%i, %i) = %s', (level, required, expected) =>
    expect(hasAccess(level, required)).toBe(expected),
  );

  it.each([
    [10, true],
    [40, true],
    [49, true],
    [50, false],
  ])('isClientScoped(%i) = %s', (level, expected) => expect(isClientScoped(level)).toBe(expected));

  it.each([
    [40, ['Researcher', 'Owner', 'User']],
    [50, ['Admin', 'Researcher', 'Owner', 'User']],
  ])('level %i may assign %j', (level, roles) => expect(assignableRoleNames(level)).toEqual(roles));
});

const labels = (entries: ReturnType<typeof staffMenu>) =>
  entries.map((entry) =>
    entry.children ? `${entry.label}: ${entry.children.map((c) => c.label).join(', ')}` : entry.label,
  );

describe('menus', () => {
  it.each([
    [
      100,
      [
        'Dashboard',
        'Wells',
        'Water-Data',
        'Monitoring',
        'Reports',
        'Invoices',
        'Management: Users, Clients, Aquifers, Parishes, Well-Usage, Well Usage Categories, Meters, Reading Review, Reporting Calendar, Permits & Cuts, Exemption Rules, Rates & Terms, API Keys, Accounting, Payment Exceptions, District Profile, Audit Log',
      ],
    ],
    [
      50,
      [
        'Dashboard',
        'Wells',
        'Water-Data',
        'Monitoring',
        'Reports',
        'Invoices',
        'Management: Users, Clients, Aquifers, Parishes, Well-Usage, Well Usage Categories, Meters, Reading Review, Reporting Calendar, Permits & Cuts, Exemption Rules, Rates & Terms, Accounting, Payment Exceptions',
      ],
    ],
    [40, ['Dashboard', 'Wells', 'Water-Data', 'Invoices', 'Management: Owner Profile, Users, Rates & Terms']],
    [10, ['Dashboard', 'Wells']],
  ])('staff menu at level %i', (level, expected) => expect(labels(staffMenu(level, [7]))).toEqual(expected));

  it('points Owner Profile at the owner’s own client', () => {
    const management = staffMenu(40, [7]).find((entry) => entry.label === 'Management');
    expect(management?.children?.[0]).toEqual({ label: 'Owner Profile', path: '/client/edit/7' });
  });

  it.each([
    [10, ['Wells', 'My Profile']],
    [20, ['Dashboard', 'Wells', 'Water Data', 'Well Usage Report', 'Meter Readings', 'My Profile']],
    [
      40,
      [
        'Dashboard',
        'Wells',
        'Water Data',
        'Well Usage Report',
        'Meter Readings',
        'Invoices',
        'Rates & Terms',
        'Users',
        'Organization Profile',
        'My Profile',
      ],
    ],
  ])('owner menu at level %i', (level, expected) => expect(labels(ownerMenu(level, [7]))).toEqual(expected));
});

describe('clientListView', () => {
  it.each([
    [10, 'summary'],
    [20, 'summary'],
    [39, 'summary'],
    [40, 'full'],
    [50, 'full'],
    [100, 'full'],
  ] as const)('level %i reads the %s client', (level, view) => expect(clientListView(level)).toBe(view));
});

describe('decideUserManagement', () => {
  const staffAdmin = { id: 1, accessLevel: 100, clientIds: [] };
  const researcher = { id: 2, accessLevel: 50, clientIds: [] };
  const ownerA = { id: 3, accessLevel: 40, clientIds: [1] };
  const userA = { id: 4, accessLevel: 10, clientIds: [1] };
  const ownerB = { id: 5, accessLevel: 40, clientIds: [2] };
  const researcherInA = { id: 6, accessLevel: 50, clientIds: [1] };
  const userOfAandB = { id: 7, accessLevel: 10, clientIds: [1, 2] };
  const ownerOfAandB = { id: 8, accessLevel: 40, clientIds: [1, 2] };
  const userWithoutClient = { id: 9, accessLevel: 10, clientIds: [] };

  it.each([
    ['self', userA, userA, 'allowed'],
    ['admin on anyone', staffAdmin, ownerB, 'allowed'],
    ['researcher on owner', researcher, ownerA, 'allowed'],
    ['researcher on admin', researcher, staffAdmin, 'forbidden'],
    ['owner on own user', ownerA, userA, 'allowed'],
    ['owner on other client', ownerA, ownerB, 'not-found'],
    ['owner on staff outside the client', ownerA, staffAdmin, 'not-found'],
    ['owner on a higher user of the client', ownerA, researcherInA, 'forbidden'],
    ['user on owner of own client', userA, ownerA, 'forbidden'],
    ['user on other client', userA, ownerB, 'not-found'],
    ['owner on a user shared with another client', ownerA, userOfAandB, 'not-found'],
    ['owner of both clients on a user of both', ownerOfAandB, userOfAandB, 'allowed'],
    ['owner of both clients on a user of one', ownerOfAandB, userA, 'allowed'],
    ['owner on a user of no client', ownerA, userWithoutClient, 'not-found'],
    ['admin on a user shared by two clients', staffAdmin, userOfAandB, 'allowed'],
  ] as const)('%s', (_case, actor, target, decision) =>
    expect(decideUserManagement(actor, target)).toBe(decision),
  );
});
