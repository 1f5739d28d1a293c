import { useRef, useState } from 'react';
import { Box, Button, FormLabel, Typography } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useFormRuntime, type StoredFileRef } from '../../runtime';
import { prepareKindOf } from '@/domain/image-preparation';
import { FilePicker, RefusedNote, reportRefused, StoredImage } from './file-picking';
import { acceptedTypes, countChosen, DEFAULT_MAX_FILES, splitByLimit, storedFileRefs } from './file-rules';
import { keepPreparedFiles, PreparingNote, UploadState, useAnswerAfterLeaving, type PreparingState } from './preparing';
import { widgetWords } from '../widget-words';
import { throttle } from '@/services/throttle';

/** The least time between two showings of the photos kept so far while a batch is prepared. */
const SHOW_KEPT_EVERY_MS = 250;

/**
 * Options (YAML `options:`), all optional; words not given are those of site.yaml `words.widgets`:
 * - `fileType`: logo, gallery or accreditation; logos are prepared as logos (print size, transparency kept),
 *   anything else as photos (see `images:` in config/site.yaml).
 * - `accept`: the image types kept, default PNG and JPG; any other image the browser can open is converted.
 * - `maxFiles`: the most images kept (default: the schema's `maxItems`, else 30).
 * - `buttonLabel` ("Choose photos"), `dropHint` ("or drag and drop them here"), `removeLabel` ("Remove photo {name}"),
 *   `countOne` / `countOther` ("{count} photo chosen" / "{count} photos chosen"),
 *   `missingText` ("Please choose this file again").
 */
interface ImageFilesOptions {
  label?: string;
  fileType?: string;
  accept?: unknown;
  maxFiles?: number;
  buttonLabel?: string;
  dropHint?: string;
  removeLabel?: string;
  countOne?: string;
  countOther?: string;
  missingText?: string;
}

/**
 * `image-files`: several images (photos of work), its value a list of stored file references.
 * Several files can be chosen at once or dropped; each is prepared on this device ("Preparing 3 of 12…") and
 * kept as soon as it is ready; refused ones are named with their reason and the rest kept. Each thumbnail shows
 * its upload progress while it is sent. The chosen photos show as a grid of thumbnails, each with a Remove button.
 */
export function ImageFilesWidget(props: WidgetProps) {
  const rt = useFormRuntime(props);
  const options = props.options as ImageFilesOptions;
  const words = widgetWords('image-files', options as Readonly<Record<string, unknown>>);
  const { id } = props;
  const value = storedFileRefs(props.value);
  const pickButton = useRef<HTMLButtonElement>(null);
  const latest = useRef(value);
  latest.current = value;
  // The field's dotted path in the answers is the name it is posted under.
  const answer = useAnswerAfterLeaving(rt, props.htmlName || props.name);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [preparing, setPreparing] = useState<PreparingState | undefined>();
  const accept = acceptedTypes(options.accept);
  const limit = options.maxFiles ?? props.schema.maxItems;
  const maxFiles = typeof limit === 'number' && limit > 0 ? Math.floor(limit) : DEFAULT_MAX_FILES;
  const label = options.label ?? props.label;
  const refusedId = `${id}__refused`;
  const countId = `${id}__count`;
  const preparingId = `${id}__preparing`;
  const disabled = props.disabled || props.readonly || busy;
  const invalid = !!props.rawErrors?.length;

  const add = async (files: File[]) => {
    setBusy(true);
    setRefusal(undefined);
    const base = latest.current;
    const added: StoredFileRef[] = [];
    // Each photo joins the value (and so the draft) as soon as it is ready, at most every SHOW_KEPT_EVERY_MS:
    // a change draws the whole step again, and thirty small photos ready within a second need not draw it thirty times.
    let given = 0;
    const shown = throttle(() => {
      if (answer.drawn) props.onChange([...base, ...added]);
      else {
        // The step was left before the batch was done: the photos kept since join the answers all the same, after
        // those there now.
        const now = storedFileRefs(answer.now());
        const later = added.slice(given).filter((ref) => !now.some((file) => file.id === ref.id));
        if (later.length) answer.set([...now, ...later].slice(0, maxFiles));
      }
      given = added.length;
    }, SHOW_KEPT_EVERY_MS);
    try {
      const result = await keepPreparedFiles(files, rt, {
        accept,
        limit: Math.max(0, maxFiles - base.length),
        kind: prepareKindOf(options.fileType),
        onPreparing: (current, total, name) => setPreparing({ current, total, name }),
        onKept: (ref) => {
          added.push(ref);
          shown.call();
        },
      });
      const refused = [...result.refused];
      const { overMessage } = splitByLimit(maxFiles, result.left, maxFiles);
      if (overMessage) refused.push({ name: '', reason: overMessage });
      setRefusal(reportRefused(rt, refused, true));
    } finally {
      shown.flush();
      setPreparing(undefined);
      setBusy(false);
    }
  };

  const remove = (file: StoredFileRef) => {
    setRefusal(undefined);
    props.onChange(latest.current.filter((f) => f.id !== file.id));
    void rt.files.remove(file.id).catch(() => undefined);
    requestAnimationFrame(() => pickButton.current?.focus());
  };

  const removeLabel = (name: string) => words.removeLabel.replaceAll('{name}', name);
  const missingText = words.missingText;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" required={props.required} sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <FilePicker
        inputId={id}
        name={props.htmlName || id}
        buttonRef={pickButton}
        buttonLabel={words.buttonLabel}
        accept={accept}
        multiple
        disabled={disabled}
        describedBy={`${ariaDescribedByIds(id)} ${countId} ${refusedId}`}
        invalid={invalid}
        dropHint={words.dropHint}
        onFiles={(files) => void add(files)}
      />
      <Typography id={countId} role="status" variant="body2" sx={{ mt: 1 }}>
        {value.length ? countChosen(value.length, words.countOne, words.countOther) : ''}
      </Typography>
      <PreparingNote id={preparingId} state={preparing} />
      <RefusedNote id={refusedId} message={refusal} />
      {value.length > 0 && (
        <Box
          component="ul"
          aria-label={label}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))' }}
        >
          {value.map((file) => (
            <Box component="li" key={file.id} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', minWidth: 0 }}>
              <StoredImage rt={rt} file={file} alt={file.name} missingText={missingText} />
              <Typography variant="caption" noWrap title={file.name} sx={{ mt: 0.5 }}>
                {file.name}
              </Typography>
              <UploadState file={file} />
              <Button data-needs-script size="small" color="error" onClick={() => remove(file)} disabled={disabled} aria-label={removeLabel(file.name)} sx={{ minHeight: 44 }}>
                {words.removeButton}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
