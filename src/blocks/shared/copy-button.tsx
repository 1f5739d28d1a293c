import { Button } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { interpolate } from '@/domain/text-template';
import { site } from '@/generated/config';

/** A notice: title and message. */
export interface ToastText {
  title: string;
  message: string;
}

/** The spec's copy notices (part 2 §8), from site.yaml `words.blocks`. `{label}` is the copied item's label. */
export const COPIED_TOAST: ToastText = { title: site.words.blocks.copied.title, message: site.words.blocks.copied.description };
export const COPY_FAILED_TOAST: ToastText = { title: site.words.blocks.copyFailed.title, message: site.words.blocks.copyFailed.description };

/**
 * A notice as one line: "Copied! Nameserver 1 copied to clipboard", "Copy failed: Please try again".
 * A title ending in . ! or ? is followed by a space, any other by a colon.
 */
export function toastLine(toast: ToastText, values: Record<string, string> = {}): string {
  const title = interpolate(toast.title, values);
  return `${title}${/[.!?]$/.test(title) ? '' : ':'} ${interpolate(toast.message, values)}`;
}

/**
 * A Copy button for the text of the element with id `from`. It carries its two notices (copied, failed) as
 * `data-copied` and `data-failed`; the page's script (`src/blocks/behaviour/copy.ts`) copies and shows them.
 */
export function CopyButton({ from, label, buttonLabel = site.words.blocks.copyButton, copied = COPIED_TOAST, failed = COPY_FAILED_TOAST }: { from: string; label: string; buttonLabel?: string; copied?: ToastText; failed?: ToastText }) {
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<ContentCopyIcon />}
      data-copy-from={from}
      data-copied={toastLine(copied, { label })}
      data-failed={toastLine(failed, { label })}
      aria-label={`${buttonLabel} ${label}`}
      sx={{ flexShrink: 0 }}
    >
      {buttonLabel}
    </Button>
  );
}
