import type { UploadPumpageResponse } from '../../../shared/contracts/pumpage-upload';
import type { AppMetrics } from '../operations';

/** The status a refused upload answers: the error's own (400 bad rows, 413 too large...), else 500. */
function refusalStatus(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** Runs an upload and counts it: the rows an accepted one wrote, or the status a refused one answers. */
export async function countedUpload(
  metrics: AppMetrics,
  upload: () => Promise<UploadPumpageResponse>,
): Promise<UploadPumpageResponse> {
  try {
    const answer = await upload();
    metrics.countUpload(answer.kind, answer);
    return answer;
  } catch (error) {
    metrics.countUploadRefusal(refusalStatus(error));
    throw error;
  }
}
