import { useEffect, useMemo } from 'react';
import { Box, Link, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { safeHttpUrl } from '@/domain/safe-url';
import { textOption } from '../choice/choice-rules';
import { usePageQuery } from './query-choice';

/**
 * `query-link`: a link to an address the page's link carries in `options.param` (e.g. websiteUrl), drawn only
 * when it is an absolute http(s) address (https only with `options.httpsOnly`); anything else is not shown. The
 * field's value is that checked address (or nothing), so only a safe address is ever sent.
 *
 * Options: param, linkText (default: the address), httpsOnly.
 */
export default function QueryLink(props: WidgetProps) {
  const { id, value, options, label, onChange } = props;
  const param = typeof options.param === 'string' ? options.param : '';
  const query = usePageQuery();
  const url = useMemo(() => (param ? safeHttpUrl(query.get(param), { httpsOnly: options.httpsOnly === true }) : null), [query, param, options.httpsOnly]);

  useEffect(() => {
    if ((value ?? null) !== url) onChange(url ?? undefined);
  }, [value, url, onChange]);

  if (!url) return null;
  return (
    <Box id={id} data-query-link={param}>
      {label && (
        <Typography component="span" sx={{ fontWeight: 600, mr: 1 }}>
          {label}
        </Typography>
      )}
      <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere', display: 'inline-block', py: 1.25 }}>
        {textOption(options, 'linkText', url)}
      </Link>
    </Box>
  );
}
