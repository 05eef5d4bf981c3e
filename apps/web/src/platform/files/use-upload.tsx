// A form's upload of one picked file before its save call: the progress (kept full while the save
// runs), stopping it when the form closes, and the uploaded file's URL remembered for the picked
// File, so that a save the server refuses (a name taken, a field to fix) is sent again with the same
// URL instead of uploading the bytes once more.
import type { FilePurpose } from '@fedra/contract/files';
import { Progress, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type UploadZone, uploadFile } from './upload';

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/** The upload's own problems (the file's name, type, size) all concern the file field `field`. */
export function uploadErrorFields(field: string): { fieldMap: Record<string, string> } {
  return { fieldMap: { name: field, contentType: field, size: field, purpose: field, uploadUrl: field } };
}

export interface Upload {
  /** 0-100 while uploading and while the save runs; null otherwise. */
  percent: number | null;
  /**
   * The file's URL for the save call: uploaded now, or remembered from an earlier upload of the
   * same File. Null when the upload failed (handed to `onError`) or was stopped.
   */
  upload: (file: File, onError: (err: unknown) => void) => Promise<string | null>;
  /** Hides the progress (call when the save is over, whatever its outcome). */
  finish: () => void;
  /** Stops a running upload (the form closes). */
  abort: () => void;
}

export function useUpload(zone: UploadZone, purpose: FilePurpose): Upload {
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const uploaded = useRef<{ file: File; fileUrl: string; usableTill: number } | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File, onError: (err: unknown) => void): Promise<string | null> => {
      const earlier = uploaded.current;
      if (earlier?.file === file && Date.now() < earlier.usableTill) {
        setPercent(100);
        return earlier.fileUrl;
      }
      controller.current = new AbortController();
      setPercent(0);
      try {
        const { fileUrl, fileUrlExpiresAt } = await uploadFile(file, {
          zone,
          purpose,
          signal: controller.current.signal,
          onProgress: ({ loaded, total }) => setPercent(total ? Math.min(100, Math.round((100 * loaded) / total)) : 0),
        });
        // Reused only while create calls still accept it (a minute to spare for the call itself).
        uploaded.current = { file, fileUrl, usableTill: Date.parse(fileUrlExpiresAt) - 60_000 };
        return fileUrl;
      } catch (err) {
        if (!isAbort(err)) onError(err);
        return null;
      }
    },
    [zone, purpose],
  );

  return {
    percent,
    upload,
    finish: useCallback(() => setPercent(null), []),
    abort: useCallback(() => controller.current?.abort(), []),
  };
}

/** The upload's bar and its spoken percentage; nothing while no upload runs. */
export function UploadProgressBar({
  percent,
  label,
  text,
}: {
  percent: number | null;
  /** The bar's name ("Průběh nahrávání"). */
  label: string;
  /** The status line, with the percentage ("Nahrávání souboru: 40 %"). */
  text: string;
}) {
  if (percent === null) return null;
  return (
    <Stack gap={4}>
      <Progress value={percent} size="lg" aria-label={label} />
      <Text size="sm" role="status">
        {text}
      </Text>
    </Stack>
  );
}
