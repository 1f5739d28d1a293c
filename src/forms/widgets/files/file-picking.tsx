/**
 * What the three image pickers share: checking chosen files, the "Choose file" button
 * with its file dialogue and drop zone, and previews of kept files.
 */
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { Box, Button, Typography, useMediaQuery } from '@mui/material';
import { SNIFF_BYTES } from '@/domain/image-signature';
import type { FormRuntime, StoredFileRef } from '../../runtime';
import { checkChosenImage, refusedMessage, type RefusedFile } from './file-rules';
import { site } from '@/generated/config';
import { uploadProgressOf } from '@/services/upload-progress';
import { useReceivedLink } from '../../received-files';

/** Reads the first bytes of a file and checks it against the upload rules and the accepted types. */
export async function checkFile(file: File, accept: readonly string[]) {
  const firstBytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return checkChosenImage({ name: file.name, type: file.type, size: file.size }, firstBytes, accept);
}

/**
 * Tells the customer about refused files (toast and screen reader) and answers the inline message.
 * `named`: name each refused file (pickers of several files).
 */
export function reportRefused(rt: FormRuntime, refused: readonly RefusedFile[], named = false): string | undefined {
  if (refused.length === 0) return undefined;
  const message = refusedMessage(refused, named);
  rt.notify(message, 'error', refused.length > 1 ? site.words.files.notAddedMore : site.words.files.notAddedOne);
  return message;
}

export interface FilePickerProps {
  /** Id of the hidden file input (the field's id, so tests and labels can find it). */
  inputId: string;
  /** The file input's name in the form posted without script (the field's dotted path). */
  name?: string;
  buttonLabel: string;
  /** Accessible name of the button when the visible text alone is not enough (e.g. "Choose file for Your logo"). */
  buttonAriaLabel?: string;
  accept: readonly string[];
  multiple?: boolean;
  disabled?: boolean;
  /** Ids of the texts describing the picker (help, errors, the refusal message). */
  describedBy?: string;
  invalid?: boolean;
  /** The hint shown beside the button where a mouse can drag files. */
  dropHint?: string;
  variant?: 'contained' | 'outlined' | 'text';
  onFiles(files: File[]): void;
  /** Drawn before the button (e.g. the preview of the chosen file). */
  children?: ReactNode;
  /** Drawn after the button (e.g. a Remove button). */
  after?: ReactNode;
  /** The button, e.g. to move focus back to it after a removal. */
  buttonRef?: Ref<HTMLButtonElement>;
}

const CAN_DRAG_QUERY = '(hover: hover) and (pointer: fine)';
const CAN_DRAG = `@media ${CAN_DRAG_QUERY}`;

/**
 * The "Choose file" button that opens the file dialogue, in a zone files can be dropped on.
 * The real `<input type="file">` stays hidden; the button is what keyboards and screen readers use. Without script
 * (`data-needs-script`, `data-without-script`: see index.html) the button and the hint give way to the real input,
 * which is then posted with the step under the field's name.
 */
export function FilePicker(props: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const canDrag = useMediaQuery(CAN_DRAG_QUERY);
  const hintId = useId();
  // Any image is offered, HEIC included: it is prepared (converted, made smaller) before it is kept. On iPhones
  // "image/*" also makes the photo library hand over JPGs.
  const accept = ['image/*', '.heic', '.heif', ...props.accept].join(',');

  const take = (list: FileList | null | undefined) => {
    const files = list ? Array.from(list) : [];
    if (files.length) props.onFiles(props.multiple ? files : files.slice(0, 1));
  };
  const onDragOver = (event: DragEvent) => {
    if (props.disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    if (props.disabled) return;
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const showHint = canDrag && !!props.dropHint;

  return (
    <Box
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        border: '2px dashed',
        borderColor: dragging ? 'primary.main' : props.invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        bgcolor: dragging ? 'action.hover' : 'transparent',
      }}
    >
      {props.children}
      <Button
        ref={props.buttonRef}
        variant={props.variant ?? 'outlined'}
        onClick={() => input.current?.click()}
        disabled={props.disabled}
        aria-label={props.buttonAriaLabel}
        aria-describedby={[props.describedBy, showHint ? hintId : ''].filter(Boolean).join(' ') || undefined}
        aria-invalid={props.invalid || undefined}
        sx={{ minHeight: 44 }}
        data-needs-script
      >
        {props.buttonLabel}
      </Button>
      {props.dropHint && (
        // In the prerendered page too, so nothing moves when the form starts; CSS shows it only where a mouse can drag.
        <Typography id={hintId} variant="body2" color="text.secondary" data-needs-script sx={{ display: 'none', [CAN_DRAG]: { display: 'block' } }}>
          {props.dropHint}
        </Typography>
      )}
      {props.after}
      <input
        ref={input}
        id={props.inputId}
        name={props.name}
        type="file"
        accept={accept}
        multiple={props.multiple}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        // Hidden (so out of the tab order and of what screen readers read) while the button stands for it.
        hidden
        data-without-script
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </Box>
  );
}

/** The state of a kept file's preview: where its image is, or that its bytes are gone from this device. */
export interface StoredFilePreview {
  url?: string;
  missing: boolean;
  /** For the image's `onError`: a received file's link that no longer answers (expired) gives way to this device's store. */
  onError?: () => void;
}

/**
 * Where a kept file's preview is drawn from. A file the server received with a step (before the runtime was live, or
 * without script) is drawn from the link the server gave (`received-files.ts`) from the first render, so the server's
 * drawing, hydration and the live form show the same image. Any other is an object URL of the bytes this device keeps,
 * revoked when the file changes or the component goes; `missing` is true when the store no longer has the bytes (the
 * browser's storage was cleared) and the file was not sent to the server already (see `noteAlreadySent`).
 */
export function useStoredFilePreview(rt: FormRuntime, file: StoredFileRef | undefined): StoredFilePreview {
  const [state, setState] = useState<StoredFilePreview & { id?: string }>({ missing: false });
  const id = file?.id;
  const files = rt.files;
  const received = useReceivedLink(id);
  const [failed, setFailed] = useState<string>();
  const link = received !== undefined && received !== failed ? received : undefined;
  useEffect(() => {
    if (!id || link) return undefined;
    let cancelled = false;
    let url: string | undefined;
    files.get(id).then(
      (blob) => {
        if (cancelled) return;
        if (!blob) {
          // Bytes gone from this device are missing only when the server does not have the file already.
          setState({ id, missing: uploadProgressOf(id)?.phase !== 'sent' });
          return;
        }
        url = URL.createObjectURL(blob);
        setState({ id, url, missing: false });
      },
      () => {
        if (!cancelled) setState({ id, missing: true });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, files, link]);
  if (link) return { url: link, missing: false, onError: () => setFailed(link) };
  return state.id === id ? { url: state.url, missing: state.missing } : { missing: false };
}

export interface StoredImageProps {
  rt: FormRuntime;
  file: StoredFileRef;
  alt: string;
  /** Edge of the square thumbnail in px; without it the thumbnail fills its cell's width. */
  size?: number;
  /** Shown instead of the image when its bytes are gone. */
  missingText: string;
}

/** A square preview of a kept image, or the request to choose it again when its bytes are gone. */
export function StoredImage({ rt, file, alt, size, missingText }: StoredImageProps) {
  const preview = useStoredFilePreview(rt, file);
  return (
    <Box
      sx={{
        width: size ?? '100%',
        height: size,
        aspectRatio: '1 / 1',
        flex: 'none',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        border: '1px solid',
        borderColor: preview.missing ? 'warning.main' : 'divider',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {preview.url ? (
        <Box component="img" src={preview.url} alt={alt} onError={preview.onError} sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
      ) : preview.missing ? (
        <Typography variant="caption" sx={{ p: 0.5, textAlign: 'center', color: 'warning.dark' }} data-missing-file>
          {missingText}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The inline message under a picker after files were refused. */
export function RefusedNote({ id, message }: { id: string; message: string | undefined }) {
  return (
    // Not a live region: rt.notify already announces the refusal.
    <Typography id={id} variant="body2" color="error" sx={{ mt: message ? 1 : 0 }}>
      {message ?? ''}
    </Typography>
  );
}
