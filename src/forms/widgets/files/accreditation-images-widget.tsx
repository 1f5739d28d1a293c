import { useEffect, useRef, useState } from 'react';
import { Box, Button, FormLabel, Typography } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { getPath, useFormData, useFormRuntime, type StoredFileRef } from '../../runtime';
import { FilePicker, RefusedNote, reportRefused, StoredImage } from './file-picking';
import { keepPreparedFiles, preparingText, UploadState, useAnswerAfterLeaving } from './preparing';
import { acceptedTypes, formatFileSize, keepSelectedAccreditations, withAccreditationImage } from './file-rules';
import { widgetWords } from '../widget-words';
import { interpolate } from '@/domain/text-template';

/**
 * Options (YAML `options:`), all optional but `source`; words not given are those of site.yaml `words.widgets`:
 * - `source` (required): the answer holding the selected accreditation names.
 * - `accept`: accepted image types, default PNG and JPG.
 * - `buttonLabel` ("Add certificate image"), `replaceLabel` ("Replace image"), `removeLabel` ("Remove"),
 *   `emptyText`, `missingText` ("Please choose this file again").
 */
interface AccreditationImagesOptions {
  label?: string;
  source?: string;
  accept?: unknown;
  buttonLabel?: string;
  replaceLabel?: string;
  removeLabel?: string;
  emptyText?: string;
  missingText?: string;
}

/**
 * `accreditation-images`: an optional certificate image for each accreditation currently selected;
 * its value a list of { name, file }. Images of accreditations no longer selected are dropped.
 */
export function AccreditationImagesWidget(props: WidgetProps) {
  const rt = useFormRuntime(props);
  const options = props.options as AccreditationImagesOptions;
  const words = widgetWords('accreditation-images', options as Readonly<Record<string, unknown>>);
  const { id } = props;
  const data = useFormData();
  const selected = options.source ? getPath(data, options.source) : undefined;
  const names = Array.isArray(selected) ? selected.filter((s): s is string => typeof s === 'string') : [];
  const { kept, dropped } = keepSelectedAccreditations(props.value, selected);
  const latest = useRef({ value: props.value as unknown, selected: selected as unknown });
  latest.current = { value: props.value, selected };
  const [refusals, setRefusals] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState<string | undefined>();
  const [preparingNames, setPreparingNames] = useState<Record<string, string>>({});
  const pickButtons = useRef(new Map<string, HTMLButtonElement>());
  const accept = acceptedTypes(options.accept);
  const label = options.label ?? props.label;
  const disabled = props.disabled || props.readonly || !!busy;

  // Entries of accreditations that were unticked leave the value, and their images leave this device.
  const droppedIds = dropped.map((d) => d.file.id).join(' ');
  useEffect(() => {
    if (!droppedIds) return;
    props.onChange(keepSelectedAccreditations(latest.current.value, latest.current.selected).kept);
    for (const fileId of droppedIds.split(' ')) void rt.files.remove(fileId).catch(() => undefined);
    // Runs only when the set of dropped images changes; the latest value and selection come from the ref.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [droppedIds]);

  const setImage = (name: string, file: StoredFileRef | undefined) =>
    props.onChange(withAccreditationImage(latest.current.value, latest.current.selected, name, file));
  // The field's dotted path in the answers is the name it is posted under.
  const answer = useAnswerAfterLeaving(rt, props.htmlName || props.name);

  const choose = async (name: string, files: File[]) => {
    setBusy(name);
    try {
      setPreparingNames((p) => ({ ...p, [name]: files[0]?.name ?? name }));
      const result = await keepPreparedFiles(files.slice(0, 1), rt, { accept, kind: 'photo' });
      const message = reportRefused(rt, result.refused);
      setRefusals((r) => ({ ...r, [name]: message }));
      const [ref] = result.kept;
      if (!ref) return;
      const previous = keepSelectedAccreditations(latest.current.value, latest.current.selected).kept.find((e) => e.name === name);
      if (answer.drawn) setImage(name, ref);
      else {
        // The step was left while the image was prepared: it joins the answers all the same, unless this
        // accreditation's image was changed meanwhile (after a Back), or it is no longer ticked.
        const selectedNow = options.source ? getPath(rt.getData(), options.source) : undefined;
        const now = answer.now();
        const entryNow = keepSelectedAccreditations(now, selectedNow).kept.find((e) => e.name === name);
        const next = withAccreditationImage(now, selectedNow, name, ref);
        if (entryNow?.file.id !== previous?.file.id || !next.some((e) => e.file.id === ref.id)) {
          void rt.files.remove(ref.id).catch(() => undefined);
          return;
        }
        answer.set(next);
      }
      if (previous) void rt.files.remove(previous.file.id).catch(() => undefined);
    } finally {
      setBusy(undefined);
    }
  };

  const remove = (name: string, file: StoredFileRef) => {
    setRefusals((r) => ({ ...r, [name]: undefined }));
    setImage(name, undefined);
    void rt.files.remove(file.id).catch(() => undefined);
    requestAnimationFrame(() => pickButtons.current.get(name)?.focus());
  };

  const removeLabel = words.removeLabel;
  const missingText = words.missingText;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={ariaDescribedByIds(id)}>
      <FormLabel component="legend" required={props.required} sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      {names.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {words.emptyText}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {names.map((name, index) => {
          const entry = kept.find((e) => e.name === name);
          const rowId = `${id}-${index}`;
          const headingId = `${rowId}__name`;
          return (
            <Box component="li" key={name}>
              <Typography id={headingId} sx={{ fontWeight: 500, mb: 0.5 }}>
                {name}
              </Typography>
              <FilePicker
                inputId={rowId}
                buttonRef={(el: HTMLButtonElement | null) => {
                  if (el) pickButtons.current.set(name, el);
                  else pickButtons.current.delete(name);
                }}
                buttonLabel={entry ? words.replaceLabel : words.buttonLabel}
                buttonAriaLabel={interpolate(words.forName, { action: entry ? words.replaceLabel : words.buttonLabel, name })}
                accept={accept}
                disabled={disabled}
                describedBy={`${rowId}__refused`}
                dropHint={entry ? undefined : words.dropHint}
                onFiles={(files) => void choose(name, files)}
                after={
                  entry ? (
                    <Button
                      color="error"
                      onClick={() => remove(name, entry.file)}
                      disabled={disabled}
                      aria-label={interpolate(words.removeAriaLabel, { name })}
                      sx={{ minHeight: 44 }}
                    >
                      {removeLabel}
                    </Button>
                  ) : null
                }
              >
                {entry && (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: '1 1 200px', minWidth: 0 }}>
                    <StoredImage rt={rt} file={entry.file} alt={interpolate(words.imageAlt, { name })} size={72} missingText={missingText} />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {entry.file.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {formatFileSize(entry.file.size)}
                      </Typography>
                      <UploadState file={entry.file} />
                    </Box>
                  </Box>
                )}
              </FilePicker>
              <Typography role="status" variant="body2" sx={{ mt: busy === name ? 1 : 0 }}>
                {busy === name ? preparingText({ current: 1, total: 1, name: preparingNames[name] ?? name }) : ''}
              </Typography>
              <RefusedNote id={`${rowId}__refused`} message={refusals[name]} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
