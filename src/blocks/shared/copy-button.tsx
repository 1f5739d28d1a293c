import { Button } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useSnackbar } from 'notistack';
import { interpolate } from '@/domain/text-template';

/** A notice: title and message. */
export interface ToastText {
  title: string;
  message: string;
}

/** The spec's copy notices (part 2 §8). `{label}` is the copied item's label. */
export const COPIED_TOAST: ToastText = { title: 'Copied!', message: '{label} copied to clipboard' };
export const COPY_FAILED_TOAST: ToastText = { title: 'Copy failed', message: 'Please try again or copy manually' };

/**
 * A notice as one line: "Copied! Nameserver 1 copied to clipboard", "Copy failed: Please try again".
 * A title ending in . ! or ? is followed by a space, any other by a colon.
 */
export function toastLine(toast: ToastText, values: Record<string, string> = {}): string {
  const title = interpolate(toast.title, values);
  return `${title}${/[.!?]$/.test(title) ? '' : ':'} ${interpolate(toast.message, values)}`;
}

/** Puts text on the clipboard; rejects when the browser has no clipboard access or refuses. */
export async function copyToClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) throw new Error('The clipboard is not available.');
  await navigator.clipboard.writeText(text);
}

/** A Copy button: copies `value` and shows the copied or failed notice. */
export function CopyButton({ value, label, buttonLabel = 'Copy', copied = COPIED_TOAST, failed = COPY_FAILED_TOAST }: { value: string; label: string; buttonLabel?: string; copied?: ToastText; failed?: ToastText }) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    try {
      await copyToClipboard(value);
      enqueueSnackbar(toastLine(copied, { label }), { variant: 'success' });
    } catch {
      enqueueSnackbar(toastLine(failed, { label }), { variant: 'error' });
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()} aria-label={`${buttonLabel} ${label}`} sx={{ flexShrink: 0 }}>
      {buttonLabel}
    </Button>
  );
}
