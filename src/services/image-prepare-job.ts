/**
 * The messages between src/services/image-prepare.ts and its worker: one job per image, answered by id; and the
 * check both sides make when a preparation fails.
 */

/** The options handed to browser-image-compression for one image. */
export interface PrepareJobOptions {
  maxWidthOrHeight: number;
  maxSizeMB: number;
  initialQuality: number;
  fileType: 'image/jpeg' | 'image/png';
  /** Never keep EXIF: the orientation is applied to the pixels and the rest (GPS, serial) is dropped. */
  preserveExif: false;
}

/** One image to prepare. */
export interface PrepareJob {
  id: number;
  file: File;
  options: PrepareJobOptions;
}

/** The prepared bytes, or why there are none (`decodable` false: the browser cannot open the image). */
export type PrepareReply = { id: number; ok: true; blob: Blob } | { id: number; ok: false; decodable: boolean; message: string };

/** Whether this browser opens the image as a bitmap (tells "cannot be opened" from other failures); works in a worker. */
export async function decodesAsBitmap(file: Blob): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}
