/** Photos are sent at most this many pixels on their longest side. */
export const UPLOAD_MAX_SIDE_PX = 1600;
const QUALITY = 0.85;
/** A JPEG or WebP already this small and within the size limit is sent as it is. */
const KEEP_AS_IS_BYTES = 1_500_000;

export interface ResizeOptions {
  maxSide?: number;
  quality?: number;
}

/** Width and height that fit in maxSide x maxSide, keeping the proportions (never enlarged). */
export function fitWithin(width: number, height: number, maxSide = UPLOAD_MAX_SIDE_PX): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function canvasToBlob(canvas: HTMLCanvasElement | OffscreenCanvas, type: string, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * A phone photo of 5-12 MB shrunk in the browser before upload: longest side at most 1600 px,
 * re-encoded as WebP (or JPEG where the browser cannot write WebP), upright as the camera meant.
 * A file the browser cannot decode (HEIC on most browsers) comes back unchanged, for the server
 * to accept or refuse.
 */
export async function resizeImageForUpload(file: File, { maxSide = UPLOAD_MAX_SIDE_PX, quality = QUALITY }: ResizeOptions = {}): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSide);
    const alreadyFits = width === bitmap.width && height === bitmap.height;
    if (alreadyFits && /^image\/(jpeg|webp)$/.test(file.type) && file.size <= KEEP_AS_IS_BYTES) return file;
    const canvas: HTMLCanvasElement | OffscreenCanvas =
      typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : Object.assign(document.createElement('canvas'), { width, height });
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    for (const type of ['image/webp', 'image/jpeg']) {
      const blob = await canvasToBlob(canvas, type, quality);
      // A browser without a WebP encoder silently writes PNG instead: try JPEG then.
      if (blob && blob.type === type) return blob;
    }
    return file;
  } finally {
    bitmap.close();
  }
}
