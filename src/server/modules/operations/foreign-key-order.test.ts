import { describe, expect, it } from 'vitest';
import { dependencyOrder, type TableReference } from './foreign-key-order';

const ref = (table: string, referenced: string): TableReference => ({ table, referenced });

describe('dependencyOrder', () => {
  it.each([
    { tables: ['b', 'a'], references: [], order: ['a', 'b'] },
    { tables: ['wells', 'clients'], references: [ref('wells', 'clients')], order: ['clients', 'wells'] },
    {
      tables: ['payments', 'invoices', 'clients', 'users'],
      references: [ref('payments', 'invoices'), ref('invoices', 'clients'), ref('payments', 'users')],
      order: ['clients', 'users', 'invoices', 'payments'],
    },
    { tables: ['users'], references: [ref('users', 'users')], order: ['users'] },
    { tables: ['wells'], references: [ref('wells', 'elsewhere')], order: ['wells'] },
  ])('orders $tables after what they reference: $order', ({ tables, references, order }) => {
    expect(dependencyOrder(tables, references)).toEqual(order);
  });

  it('refuses tables whose foreign keys form a cycle, naming them', () => {
    expect(() => dependencyOrder(['a', 'b', 'c'], [ref('a', 'b'), ref('b', 'a')])).toThrow(
      'No order fills a, b: their foreign keys form a cycle.',
    );
  });
});
