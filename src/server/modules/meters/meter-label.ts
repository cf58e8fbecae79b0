import type { meters } from '../../db/schema';

/** The length of the well's meter type column, which the well screens show. */
export const METER_LABEL_MAX = 50;

/**
 * The installed meter as the well's meter type shows it: make, model and serial number, such as
 * 'Badger M25 #SN123'. The serial number names the meter, so it is kept whole and the make and
 * model are shortened (with an ellipsis) to fit; a serial number too long for a prefix stands alone.
 */
export function meterLabel(
  meter: Pick<typeof meters.$inferSelect, 'make' | 'model' | 'serialNumber'>,
): string {
  const serial = `#${meter.serialNumber}`;
  const description = [meter.make, meter.model]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  if (serial.length > METER_LABEL_MAX) return meter.serialNumber.slice(0, METER_LABEL_MAX);
  if (description === '') return serial;
  const room = METER_LABEL_MAX - serial.length - 1;
  if (description.length <= room) return `${description} ${serial}`;
  // Less than a word's start and an ellipsis would say nothing.
  if (room < 4) return serial;
  return `${description.slice(0, room - 1).trimEnd()}… ${serial}`;
}
