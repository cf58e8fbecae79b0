/** Saves a file through the browser's download: a file the server built, or text made here. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text made asynchronously (a CSV: its writer loads on demand) once it is ready. */
export async function downloadWhenReady(text: Promise<string>, fileName: string): Promise<void> {
  downloadText(await text, fileName);
}

/** Saves text as a file through the browser's download, e.g. a CSV export. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName);
}
