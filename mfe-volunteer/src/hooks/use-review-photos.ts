import { useCallback, useEffect, useRef, useState } from 'react';
import { showAlert } from '@ieum/platform';
import { REVIEW_MAX_IMAGES } from '@ieum/domain';
import { isImageFile, photoUploadFailureMessage, resizeImageForUpload, uploadReviewImage } from '@ieum/app-kit/src/uploads';

export interface ReviewPhoto {
  id: number;
  name: string;
  /** Object URL of the file for the preview. */
  previewUrl: string;
  status: 'preparing' | 'uploading' | 'done' | 'failed';
  /** 0..1 of the upload sent. */
  progress: number;
  imageUrl?: string;
  error?: string;
  file: File;
}

/**
 * Review photos: each chosen file is shrunk in the browser and uploaded at once, with its own
 * progress; a failed one can be tried again or removed. Only uploaded ones go with the review.
 */
export function useReviewPhotos() {
  const [photos, setPhotos] = useState<ReviewPhoto[]>([]);
  const nextId = useRef(1);
  const mounted = useRef(true);
  // The handlers read the latest list without being recreated on every change.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const photo of photosRef.current) URL.revokeObjectURL(photo.previewUrl);
    };
  }, []);

  const update = useCallback((id: number, change: Partial<ReviewPhoto>) => {
    if (mounted.current) setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));
  }, []);

  const upload = useCallback(
    async (id: number, file: File) => {
      update(id, { status: 'preparing', progress: 0, error: undefined });
      try {
        const resized = await resizeImageForUpload(file);
        update(id, { status: 'uploading' });
        const imageUrl = await uploadReviewImage(resized, (progress) => update(id, { progress }));
        update(id, { status: 'done', progress: 1, imageUrl });
      } catch (error) {
        const message = photoUploadFailureMessage(error);
        update(id, { status: 'failed', error: message });
        if (mounted.current) await showAlert(message);
      }
    },
    [update],
  );

  const add = useCallback(
    async (files: File[]) => {
      const images = files.filter(isImageFile);
      if (images.length < files.length) await showAlert('사진 파일만 올릴 수 있습니다.');
      const room = REVIEW_MAX_IMAGES - photosRef.current.length;
      if (images.length > room) await showAlert(`사진은 ${REVIEW_MAX_IMAGES}장까지 올릴 수 있습니다.`);
      const added = images.slice(0, Math.max(0, room)).map(
        (file): ReviewPhoto => ({ id: nextId.current++, name: file.name, previewUrl: URL.createObjectURL(file), status: 'preparing', progress: 0, file }),
      );
      if (added.length === 0) return;
      setPhotos((current) => [...current, ...added]);
      await Promise.all(added.map((photo) => upload(photo.id, photo.file)));
    },
    [upload],
  );

  const retry = useCallback((id: number) => {
    const photo = photosRef.current.find((candidate) => candidate.id === id);
    if (photo) void upload(id, photo.file);
  }, [upload]);

  const remove = useCallback((id: number) => {
    setPhotos((current) => {
      const removed = current.find((photo) => photo.id === id);
      if (removed) URL.revokeObjectURL(removed.previewUrl);
      return current.filter((photo) => photo.id !== id);
    });
  }, []);

  return { photos, add, retry, remove };
}
