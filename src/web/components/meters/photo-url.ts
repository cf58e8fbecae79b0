import { useEffect, useState } from 'react';

/**
 * An object URL for a fetched photo, made while a component shows it and revoked when it stops, so a
 * photo of several megabytes is not kept alive by a URL nobody uses.
 */
export function usePhotoUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const made = URL.createObjectURL(blob);
    setUrl({ blob, url: made });
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  // The URL of another blob (the previous reading's) is never shown for this one.
  return url && url.blob === blob ? url.url : null;
}
