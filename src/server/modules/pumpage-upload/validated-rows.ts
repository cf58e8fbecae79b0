/**
 * Validated upload rows kept column-wise in typed arrays (about 21 bytes a row) rather than as
 * objects, so a 100,000-row file costs a few megabytes and no garbage-collector pressure.
 */
export class ValidatedRows {
  length = 0;
  wellIds = new Int32Array(1024);
  dayNumbers = new Int32Array(1024);
  hours = new Int8Array(1024);
  pumpages = new Float64Array(1024);
  lines = new Int32Array(1024);

  add(row: { wellId: number; dayNumber: number; hour: number; pumpage: number; line: number }): void {
    if (this.length === this.wellIds.length) this.grow();
    const index = this.length;
    this.wellIds[index] = row.wellId;
    this.dayNumbers[index] = row.dayNumber;
    this.hours[index] = row.hour;
    this.pumpages[index] = row.pumpage;
    this.lines[index] = row.line;
    this.length += 1;
  }

  private grow(): void {
    const size = this.wellIds.length * 2;
    const grown = <T extends Int32Array | Int8Array | Float64Array>(array: T, next: T): T => {
      next.set(array);
      return next;
    };
    this.wellIds = grown(this.wellIds, new Int32Array(size));
    this.dayNumbers = grown(this.dayNumbers, new Int32Array(size));
    this.hours = grown(this.hours, new Int8Array(size));
    this.pumpages = grown(this.pumpages, new Float64Array(size));
    this.lines = grown(this.lines, new Int32Array(size));
  }
}

/** Identity of a row for duplicate detection: well, day and hour packed into one safe integer. */
export function rowKey(wellId: number, dayNumber: number, hour: number): number {
  // Day numbers from 1900 on are above -25,600; 2^21 slots per well hold 24 hours of ~87,000 days.
  return wellId * 2 ** 21 + (dayNumber + 25_600) * 24 + hour;
}
