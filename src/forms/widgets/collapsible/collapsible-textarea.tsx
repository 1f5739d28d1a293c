import { useState, type ChangeEvent } from 'react';
import { Box, Button, Collapse } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { usePreviewPages } from './preview-pages';
import { useHydrated } from '../../page-context';
import { GrowingTextarea } from '../inputs/held-input';
import { TextBox } from '../inputs/text-box';

/**
 * `collapsible`: a section whose comment box is closed until its heading button is pressed (and closes again the
 * same way). The button says whether the box is open (`aria-expanded`) and which region it controls; the box is
 * named by the button. A section with text in it starts open, so nothing written is hidden. An empty box gives
 * `undefined`.
 *
 * A box about one page of the customer's preview website (`previewPage`, a page id of the site templates) shows
 * only when that preview has the page (the link's `pagesParam` list, or the pages the server built for the preview
 * at `previewParam`), named in the template's words; a box with text in it always shows, so nothing written is lost.
 *
 * Options: placeholder, rows (default 4), open (start open), previewPage, pagesParam, previewParam.
 */
export default function CollapsibleTextarea(props: WidgetProps) {
  const { id, value, label, options, placeholder, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const text = typeof value === 'string' ? value : '';
  const [open, setOpen] = useState(options.open === true || text !== '');
  const buttonId = `${id}__toggle`;
  const regionId = `${id}__region`;
  const invalid = (rawErrors?.length ?? 0) > 0;
  // The served page keeps every closed box in its HTML: a browser without script shows them open (the page's
  // <noscript> style for [data-nojs-open]), so each can be written in; once live a closed box is unmounted as before.
  const hydrated = useHydrated();
  const page = typeof options.previewPage === 'string' ? options.previewPage : undefined;
  const preview = usePreviewPages(
    page && typeof options.pagesParam === 'string' ? options.pagesParam : undefined,
    page && typeof options.previewParam === 'string' ? options.previewParam : undefined,
  );
  const title = (page && preview.names.get(page)) || label || (typeof options.label === 'string' ? options.label : '');
  if (page && preview.shown && !preview.shown.has(page) && text === '') return null;

  return (
    <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2 }} data-collapsible={open ? 'open' : 'closed'}>
      <Button
        id={buttonId}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
        fullWidth
        color="inherit"
        endIcon={<ExpandMoreIcon aria-hidden sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
        sx={{ justifyContent: 'space-between', textTransform: 'none', fontWeight: 600, fontSize: '1rem', minHeight: 52, px: 2, textAlign: 'left' }}
      >
        {title}
      </Button>
      <Collapse in={open} unmountOnExit={hydrated} data-nojs-open="">
        <Box id={regionId} role="region" aria-labelledby={buttonId} sx={{ px: 2, pb: 2 }}>
          <TextBox
            id={id}
            name={props.htmlName || id}
            value={text}
            placeholder={placeholder || (typeof options.placeholder === 'string' ? options.placeholder : undefined)}
            disabled={disabled}
            error={invalid}
            multiline
            fullWidth
            onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value === '' ? undefined : event.target.value)}
            onBlur={(event) => onBlur(id, event.target.value)}
            onFocus={(event) => onFocus(id, event.target.value)}
            inputComponent={GrowingTextarea}
            inputProps={{
              minRows: typeof options.rows === 'number' ? options.rows : 4,
              readOnly: readonly,
              'aria-labelledby': buttonId,
              'aria-describedby': ariaDescribedByIds(id),
              'aria-invalid': invalid || undefined,
            }}
          />
        </Box>
      </Collapse>
    </Box>
  );
}
