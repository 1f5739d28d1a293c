import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { AccreditationImagesWidget } from './accreditation-images-widget';
import { ImageFileField } from './image-file-field';
import { ImageFilesWidget } from './image-files-widget';

/** Fields (for object values) and widgets of the file pickers, by the names used in config/forms/*.yaml. */
export const fileFields: RegistryFieldsType = {
  'image-file': ImageFileField,
};
export const fileWidgets: RegistryWidgetsType = {
  'image-files': ImageFilesWidget,
  'accreditation-images': AccreditationImagesWidget,
};
