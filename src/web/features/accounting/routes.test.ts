import { describe, expect, it } from 'vitest';
import { ACCESS } from '../../../shared/rules/access';
import { ACCOUNTING_ROUTES } from './routes';

describe('the accounting routes', () => {
  it.each([
    ['/accounting/auth', ACCESS.admin],
    ['/accounting/callback', ACCESS.admin],
    ['/accounting/disconnect', ACCESS.admin],
    ['/accounting/sandbox/consent', ACCESS.admin],
    ['/management/accounting', ACCESS.staff],
  ])('%s opens from level %i, in the staff layout', (path, level) => {
    expect(ACCOUNTING_ROUTES.find((route) => route.path === path)).toMatchObject({ level, layout: 'staff' });
  });
});
