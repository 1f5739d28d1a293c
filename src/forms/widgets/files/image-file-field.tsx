import { useRef, useState } from 'react';
import { Box, Button, FormLabel, Typography } from '@mui/material';
import { ariaDescribedByIds, getUiOptions, type FieldProps } from '@rjsf/utils';
import { getPath, useFormRuntime, type FormRuntime, type StoredFileRef } from '../../runtime';
import { prepareKindOf } from '@/domain/image-preparation';
import { FilePicker, RefusedNote, reportRefused, useStoredFilePreview } from './file-picking';
import { acceptedTypes, formatFileSize, isStoredFileRef } from './file-rules';
import { keepPreparedFiles, PreparingNote, UploadState, useAnswerAfterLeaving, type PreparingState } from './preparing';
import { readLogoColours } from './logo-colour-reader';
import { widgetWords } from '../widget-words';
import type { ImageFileWords } from '@/generated/config-types';
import { interpolate } from '@/domain/text-template';

/**
 * Options (YAML `options:`), all optional; words not given are those of site.yaml `words.widgets`:
 * - `fileType`: logo, gallery or accreditation; a logo is prepared as a logo (print size, transparency kept),
 *   anything else as a photo (see `images:` in config/site.yaml).
 * - `accept`: the image types kept, default PNG and JPG; any other image the browser can open is converted.
 * - `buttonLabel` ("Choose file"), `replaceLabel` ("Replace"), `removeLabel` ("Remove"),
 *   `dropHint` ("or drag and drop it here"), `missingText` ("Please choose this file again").
 * - `extractColours`: the yes/no answer that asks for it; when it is ticked, a newly chosen image sets the custom
 *   website colours (the answers of the form's `profile.colours`) to its two main colours; `extractColoursMessage`
 *   and `noColoursMessage` say so.
 */
interface ImageFileOptions {
  label?: string;
  fileType?: string;
  accept?: unknown;
  buttonLabel?: string;
  replaceLabel?: string;
  removeLabel?: string;
  dropHint?: string;
  missingText?: string;
  extractColours?: string;
  extractColoursMessage?: string;
  noColoursMessage?: string;
}

/** Sets the custom colours of the form from a newly chosen logo, when the customer asked for it. */
async function takeColoursFromLogo(rt: FormRuntime, file: File, options: ImageFileOptions, words: ImageFileWords): Promise<void> {
  const colourFields = rt.form.profile?.colours;
  const [custom, primary, secondary] = [colourFields?.custom, colourFields?.primary, colourFields?.secondary];
  if (!options.extractColours || getPath(rt.getData(), options.extractColours) !== true) return;
  if (typeof custom !== 'string' || typeof primary !== 'string' || typeof secondary !== 'string') return;
  try {
    const colours = await readLogoColours(file);
    if (!colours) {
      rt.notify(words.noColoursMessage, 'info');
      return;
    }
    rt.setFields({ [custom]: true, [primary]: colours.primary, [secondary]: colours.secondary });
    rt.notify(words.extractColoursMessage, 'info');
  } catch (error) {
    console.warn('Could not read the colours of the logo.', error);
    rt.notify(words.noColoursMessage, 'info');
  }
}

/**
 * `image-file`: one image (a logo), its value a stored file reference or undefined. A "Choose file"
 * button (and a drop zone on desktop) prepares the image on this device (upright, print size, no metadata,
 * see src/services/image-prepare.ts), checks the result (PNG or JPG, not empty, at most 5 MB, by its real
 * bytes) and keeps it; a refused file leaves the previous choice in place.
 * The chosen image shows as a thumbnail with its name and size, and Replace / Remove buttons.
 */
export function ImageFileField(props: FieldProps) {
  const rt = useFormRuntime(props);
  const options = getUiOptions(props.uiSchema) as ImageFileOptions;
  const words = widgetWords('image-file', options as Readonly<Record<string, unknown>>);
  const id = props.fieldPathId.$id;
  const value = isStoredFileRef(props.formData) ? props.formData : undefined;
  const label = options.label ?? props.schema.title ?? props.name;
  const accept = acceptedTypes(options.accept);
  const preview = useStoredFilePreview(rt, value);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [preparing, setPreparing] = useState<PreparingState | undefined>();
  const pickButton = useRef<HTMLButtonElement>(null);
  const current = useRef(value);
  current.current = value;
  const refusedId = `${id}__refused`;
  const preparingId = `${id}__preparing`;
  const describedBy = `${ariaDescribedByIds(id)} ${refusedId}`;
  const disabled = props.disabled || props.readonly || busy;
  const invalid = !!props.rawErrors?.length;

  const change = (next: StoredFileRef | undefined) => props.onChange(next, props.fieldPathId.path, undefined, id);
  const answer = useAnswerAfterLeaving(rt, props.fieldPathId.path.join('.'));

  const choose = async (files: File[]) => {
    setBusy(true);
    try {
      const { kept, refused, good } = await keepPreparedFiles(files.slice(0, 1), rt, {
        accept,
        kind: prepareKindOf(options.fileType),
        onPreparing: (current, total, name) => setPreparing({ current, total, name }),
      });
      setPreparing(undefined);
      setRefusal(reportRefused(rt, refused));
      const [ref] = kept;
      if (!ref) return;
      const previous = current.current;
      if (answer.drawn) change(ref);
      else {
        // The step was left while the image was prepared: it is the answer all the same, unless another image was
        // chosen meanwhile (after a Back), which stays.
        const now = answer.now();
        if ((isStoredFileRef(now) ? now.id : undefined) !== previous?.id) {
          void rt.files.remove(ref.id).catch(() => undefined);
          return;
        }
        answer.set(ref);
      }
      if (previous && previous.id !== ref.id) void rt.files.remove(previous.id).catch(() => undefined);
      await takeColoursFromLogo(rt, good[0], options, words);
    } finally {
      setPreparing(undefined);
      setBusy(false);
    }
  };

  const remove = () => {
    if (!value) return;
    setRefusal(undefined);
    change(undefined);
    void rt.files.remove(value.id).catch(() => undefined);
    requestAnimationFrame(() => pickButton.current?.focus());
  };

  const removeLabel = words.removeLabel;
  const missingText = words.missingText;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" required={props.required} sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <FilePicker
        inputId={id}
        name={props.fieldPathId.name || id}
        buttonRef={pickButton}
        buttonLabel={value ? words.replaceLabel : words.buttonLabel}
        buttonAriaLabel={value ? `${words.replaceLabel} ${value.name}` : undefined}
        accept={accept}
        disabled={disabled}
        describedBy={describedBy}
        invalid={invalid}
        dropHint={value ? words.replaceDropHint : words.dropHint}
        onFiles={(files) => void choose(files)}
        after={
          value ? (
            <Button data-needs-script color="error" variant="text" onClick={remove} disabled={disabled} aria-label={`${removeLabel} ${value.name}`} sx={{ minHeight: 44 }}>
              {removeLabel}
            </Button>
          ) : null
        }
      >
        {value && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: '1 1 220px', minWidth: 0 }}>
            <Box
              sx={{
                width: 96,
                height: 96,
                flex: 'none',
                borderRadius: 1,
                overflow: 'hidden',
                bgcolor: 'grey.100',
                border: '1px solid',
                borderColor: 'divider',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {preview.url && <Box component="img" src={preview.url} alt={interpolate(words.previewAlt, { name: value.name })} onError={preview.onError} sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatFileSize(value.size)}
              </Typography>
              <UploadState file={value} />
              {preview.missing && (
                <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }} data-missing-file>
                  {missingText}
                </Typography>
              )}
            </Box>
          </Box>
        )}
      </FilePicker>
      <PreparingNote id={preparingId} state={preparing} />
      <RefusedNote id={refusedId} message={refusal} />
    </Box>
  );
}
