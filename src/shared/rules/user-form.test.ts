import { describe, expect, it } from 'vitest';
import { offeredRoles, roleGrantRefusal, roleTakesClient, userFormState } from './user-form';

const ROLES = [
  { id: 4, name: 'User', accessLevel: 10 },
  { id: 3, name: 'Owner', accessLevel: 40 },
  { id: 2, name: 'Researcher', accessLevel: 50 },
  { id: 1, name: 'Admin', accessLevel: 100 },
];

describe('offeredRoles', () => {
  it.each([
    [10, ['User']],
    [40, ['User', 'Owner']],
    [49, ['User', 'Owner']],
    [50, ['User', 'Owner', 'Researcher']],
    [100, ['User', 'Owner', 'Researcher', 'Admin']],
  ])('level %i is offered %j', (level, names) => {
    expect(offeredRoles(ROLES, level).map((role) => role.name)).toEqual(names);
  });

  it('never offers Admin below staff level, whatever its level', () => {
    const cheapAdmin = [{ id: 1, name: 'Admin', accessLevel: 5 }];
    expect(offeredRoles(cheapAdmin, 49)).toEqual([]);
    expect(offeredRoles(cheapAdmin, 50)).toEqual(cheapAdmin);
  });
});

describe('roleGrantRefusal', () => {
  it.each([
    [40, 'Admin', 100, 'admin-needs-staff'],
    [40, 'Researcher', 50, 'above-own-level'],
    [40, 'Owner', 40, null],
    [40, 'User', 10, null],
    [50, 'Admin', 100, 'above-own-level'],
    [50, 'Researcher', 50, null],
    [100, 'Admin', 100, null],
  ])('level %i giving %s (level %i): %s', (level, name, accessLevel, refusal) => {
    expect(roleGrantRefusal(level, { name, accessLevel })).toBe(refusal);
  });
});

describe('roleTakesClient', () => {
  it.each([
    ['Admin', false],
    ['Researcher', false],
    ['Owner', true],
    ['User', true],
    [undefined, true],
  ])('%s: %s', (role, expected) => expect(roleTakesClient(role)).toBe(expected));
});

describe('userFormState', () => {
  it.each([
    // caller, role, target level → client disabled, code disabled, Update shown
    [10, 'User', 10, true, true, false],
    [20, 'Owner', 10, true, true, false],
    [39, 'User', undefined, true, true, false],
    [40, 'User', 10, false, false, true],
    [40, 'Owner', 40, false, false, true],
    [40, undefined, undefined, false, false, true],
    [50, 'Researcher', 50, true, true, true],
    [50, 'Admin', 100, true, true, false],
    [100, 'Admin', 100, true, true, true],
    [100, 'Owner', 40, false, false, true],
  ] as const)(
    'level %i, role %s, target %s',
    (callerLevel, roleName, targetLevel, clientDisabled, codeDisabled, canUpdate) => {
      expect(userFormState({ callerLevel, roleName, targetLevel })).toEqual({
        isClientDisabled: clientDisabled,
        isRegistrationCodeDisabled: codeDisabled,
        canUpdate,
      });
    },
  );
});
