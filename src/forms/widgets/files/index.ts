import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { lazyPart } from '../lazy-part';

/**
 * Fields (for object values) and widgets of the file pickers, by the names used in config/forms/*.yaml. Each is
 * its own chunk, fetched with the step that shows it (see lazy-part.tsx).
 */
export const fileFields: RegistryFieldsType = {
  'image-file': lazyPart(() => import('./image-file-field').then((m) => m.ImageFileField)),
};
export const fileWidgets: RegistryWidgetsType = {
  'image-files': lazyPart(() => import('./image-files-widget').then((m) => m.ImageFilesWidget)),
  'accreditation-images': lazyPart(() => import('./accreditation-images-widget').then((m) => m.AccreditationImagesWidget)),
};
