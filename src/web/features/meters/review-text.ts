import type {
  ReviewItem,
  ReviewReadingResponse,
  UploadReadingsResponse,
} from '../../../shared/contracts/meter-readings';
import { formatReadOn, formatReading } from '../../components/meters/reading-labels';

/** "well EB-101, 1,234 read on 03/31/2026": how a held reading is named to screen readers and in dialogs. */
export function describeItem(item: Pick<ReviewItem, 'wellNumber' | 'reading' | 'readOn' | 'readAt'>): string {
  return `well ${item.wellNumber}, ${formatReading(item.reading)} read on ${formatReadOn(item.readOn, item.readAt)}`;
}

/** The server's answer to a decision, then one line per invoice it made again. */
export function decisionText(answer: ReviewReadingResponse): string {
  return [
    answer.message,
    ...answer.regeneratedInvoices.map((invoice) => `Invoice ${invoice} regenerated`),
  ].join('\n');
}

/** The server's answer to a file of readings, then its counts. */
export function uploadText(answer: UploadReadingsResponse): string {
  const rows = `${answer.rows} ${answer.rows === 1 ? 'row' : 'rows'}`;
  return `${answer.message}\n${rows}: ${answer.accepted} accepted, ${answer.pending} held for review.`;
}
