import { t } from '@cwt/core';
import { notify } from '@cwt/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadRefused, uploadCheckedImage, uploadFailureText } from '@/features/rich-text/useImageUpload';
import type { DropZoneStatus } from '../components/FeaturedImageDrop';

/** Featured-image upload: idle -> uploading (percent) -> uploaded URL, or cleared on failure. */
export function useFeaturedImage(
  imageUrl: string,
  setImageUrl: (url: string) => void,
  onNeedLogin: () => void,
) {
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const upload = useCallback(
    async (file: File | null) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setProgress(0);
      setUploading(true);
      try {
        const url = await uploadCheckedImage(file, (p) => setProgress(p.percent), controller.signal);
        setImageUrl(url);
        notify.success(t('editor.upload.done'));
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setImageUrl('');
        notify.error(uploadFailureText(error));
        if (error instanceof UploadRefused && error.needsLogin) onNeedLogin();
      } finally {
        if (abort.current === controller) {
          abort.current = null;
          setUploading(false);
        }
      }
    },
    [setImageUrl, onNeedLogin],
  );

  const remove = useCallback(() => {
    abort.current?.abort();
    setImageUrl('');
  }, [setImageUrl]);

  const status: DropZoneStatus = uploading ? 'uploading' : imageUrl ? 'done' : 'idle';
  return { status, progress, dragging, setDragging, upload, remove, uploading };
}
