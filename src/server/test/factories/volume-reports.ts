import type { DbOrTx } from '../../db/client';
import { insertAccessMatrix, insertClient } from './people';
import { eachDay, insertDays } from './pumpage';
import { insertWell, insertWellReferences } from './wells';

/**
 * A small district for the volume report tests. In 2024: six (parish, client, aquifer) groups and
 * five (client, well use) groups, a real zero report, a well without parish, aquifer or use, a
 * well with no pumpage at all and one with pumpage only in 2023 and 2025.
 */
export async function insertVolumeDistrict(db: DbOrTx) {
  const matrix = await insertAccessMatrix(db);
  const refs = await insertWellReferences(db);
  const clientC = await insertClient(db, { name: 'Client C' });
  const { clientA, clientB } = matrix;
  const { eastBatonRouge: ebr, westBatonRouge: wbr, sand400, sand600, sand1500 } = refs;
  const { industrial, publicSupply } = refs;
  const well = (wellNumber: string, values: Parameters<typeof insertWell>[1]) =>
    insertWell(db, { wellNumber, ...values });

  const va1 = await well('VA-1', {
    clientId: clientA.id,
    parishId: ebr.id,
    aquiferId: sand400.id,
    wellUseId: industrial.id,
    dailyPumpRate: 500.5,
  });
  const va2 = await well('VA-2', {
    clientId: clientA.id,
    parishId: ebr.id,
    aquiferId: sand400.id,
    wellUseId: publicSupply.id,
  });
  const va3 = await well('VA-3', {
    clientId: clientA.id,
    parishId: ebr.id,
    aquiferId: sand600.id,
    wellUseId: industrial.id,
  });
  const va4 = await well('VA-4', {
    clientId: clientA.id,
    parishId: wbr.id,
    aquiferId: sand400.id,
    wellUseId: industrial.id,
  });
  await well('VA-5', { clientId: clientA.id, parishId: ebr.id, aquiferId: sand400.id });
  const vb1 = await well('VB-1', {
    clientId: clientB.id,
    parishId: ebr.id,
    aquiferId: sand400.id,
    wellUseId: industrial.id,
  });
  const vb2 = await well('VB-2', {
    clientId: clientB.id,
    parishId: wbr.id,
    aquiferId: sand1500.id,
    wellUseId: publicSupply.id,
  });
  const vb3 = await well('VB-3', { clientId: clientB.id, parishId: wbr.id, aquiferId: sand600.id });
  const vc1 = await well('VC-1', { clientId: clientC.id });

  await insertDays(db, va1.id, ['2023-12-31', ...eachDay('2024-01-01', '2024-01-10')], () => 10);
  await insertDays(db, va2.id, eachDay('2024-02-01', '2024-02-05'), () => 2.125);
  await insertDays(db, va3.id, ['2024-03-01'], () => 0);
  await insertDays(db, va4.id, eachDay('2024-07-01', '2024-07-03'), () => 1.001);
  await insertDays(db, vb1.id, eachDay('2024-04-01', '2024-04-04'), () => 25);
  await insertDays(db, vb2.id, ['2024-05-10'], () => 7.5);
  await insertDays(db, vb3.id, ['2023-06-01', '2025-06-01'], () => 40);
  await insertDays(db, vc1.id, ['2024-06-01'], () => 1);
  return { matrix, refs, clientC };
}
