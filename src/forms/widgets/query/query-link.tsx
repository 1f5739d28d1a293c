import { useEffect, useMemo } from 'react';
import { Box, Link, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { site } from '@/generated/config';
import { queryLinkView, resolveHostList, type HostList } from '@/domain/query-link';
import { textOption } from '../choice/choice-rules';
import { usePageQuery } from './query-choice';

/**
 * `query-link`: the address the page's link carries in `options.param` (e.g. websiteUrl), drawn as a link only
 * when it is an http(s) address on a host of `options.allowedHosts` (a list, or `site:<path>` naming a list in
 * site.yaml, e.g. `site:previewHosts`; https only with `options.httpsOnly`). Any other value is shown as plain
 * text, so a crafted link cannot lead the customer from this page to a look-alike site. The field's value is the
 * allowed address (or nothing), so only a checked address is ever sent. `npm run check` refuses a query-link
 * without `allowedHosts`.
 *
 * Options: param, allowedHosts, linkText (default: the address), httpsOnly.
 */
export default function QueryLink(props: WidgetProps) {
  const { id, value, options, label, onChange } = props;
  const param = typeof options.param === 'string' ? options.param : '';
  const query = usePageQuery();
  const view = useMemo(
    () =>
      queryLinkView(param ? query.get(param) : null, {
        allowedHosts: resolveHostList(options.allowedHosts as HostList | undefined, site),
        httpsOnly: options.httpsOnly === true,
      }),
    [query, param, options.allowedHosts, options.httpsOnly],
  );
  const url = view.kind === 'link' ? view.href : null;

  useEffect(() => {
    if ((value ?? null) !== url) onChange(url ?? undefined);
  }, [value, url, onChange]);

  if (view.kind === 'none') return null;
  return (
    <Box id={id} {...(view.kind === 'link' ? { 'data-query-link': param } : { 'data-query-text': param })}>
      {/* Posted with the form where no script sets the answer: only the checked address, as the answer holds it. */}
      {url && <input type="hidden" name={props.htmlName || id} value={url} />}
      {label && (
        <Typography component="span" sx={{ fontWeight: 600, mr: 1 }}>
          {label}
        </Typography>
      )}
      {view.kind === 'link' ? (
        <Link href={view.href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere', display: 'inline-block', py: 1.25 }}>
          {textOption(options, 'linkText', view.href)}
        </Link>
      ) : (
        <Typography component="span" sx={{ overflowWrap: 'anywhere', wordBreak: 'break-all' }}>
          {view.text}
        </Typography>
      )}
    </Box>
  );
}
