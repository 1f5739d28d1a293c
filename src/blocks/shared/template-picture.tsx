import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { colourSchemes, site, trades } from '@/generated/config';
import { SitePreview } from '@/forms/preview/site-preview';
import { fitToWidth } from '../behaviour/fit';
import { interpolate } from '@/domain/text-template';

/**
 * The picture of a template of site.yaml `templates`: a small mock of the website in its trade's words and its
 * colour scheme's colours, drawn like the design previews of the request form, so it always matches the config.
 * It is prerendered, and scaled to its card's width (`fitToWidth`).
 */
export function TemplatePicture({ id, name }: { id: string; name: string }) {
  const template = site.templates?.[id];
  const trade = template ? trades[template.trade] : undefined;
  const scheme = template ? colourSchemes.schemes.find((s) => s.id === template.scheme) : undefined;
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = frame.current?.querySelector<HTMLElement>('[data-fit-width]');
    return box ? fitToWidth(box) : undefined;
  }, []);
  if (!template || !trade || !scheme) return null;
  const own = { ...scheme, ...(scheme.tradeOverrides?.[trade.id] ?? {}) };
  return (
    <Box ref={frame} data-template-picture={id} sx={{ borderRadius: 1, overflow: 'hidden', border: '1px solid', borderColor: 'divider', minHeight: 120 }}>
      <SitePreview
        compact
        compactWidth="fit"
        data={{}}
        trade={trade}
        colours={{ primary: own.primary, secondary: own.secondary, background: own.background }}
        schemeName={own.name}
        label={interpolate(site.words.blocks.templatePicture, { name })}
      />
    </Box>
  );
}
