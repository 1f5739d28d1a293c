import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { colourSchemes, site, trades } from '@/generated/config';
import { SitePreview } from '@/forms/preview/site-preview';
import { fitToWidth } from '../behaviour/fit';
import { interpolate } from '@/domain/text-template';

/** Where `npm run template-pictures` puts the pictures (public/images/templates/), and their size in CSS pixels. */
const PICTURES = '/images/templates/';
const SHOT = { width: 1280, height: 800 };

/**
 * The picture of a template of site.yaml `templates`: with a sample business, the home page of a website generated
 * from the real site template (`npm run template-pictures`: WebP with a JPEG fallback, two widths, width and height
 * set, loaded lazily); without one, a small mock in its trade's words and its colour scheme's colours, drawn like
 * the design previews of the request form and scaled to its card's width (`fitToWidth`).
 */
export function TemplatePicture({ id, name }: { id: string; name: string }) {
  const template = site.templates?.[id];
  if (template?.sample) {
    const at = (width: number, type: string) => `${PICTURES}${id}-${width}.${type} ${width}w`;
    const sizes = '(min-width: 900px) 560px, 100vw';
    return (
      <Box data-template-picture={id} sx={{ borderRadius: 1, overflow: 'hidden', border: '1px solid', borderColor: 'divider', lineHeight: 0 }}>
        <picture>
          <source type="image/webp" srcSet={`${at(640, 'webp')}, ${at(1280, 'webp')}`} sizes={sizes} />
          <Box
            component="img"
            src={`${PICTURES}${id}-640.jpg`}
            srcSet={`${at(640, 'jpg')}, ${at(1280, 'jpg')}`}
            sizes={sizes}
            width={SHOT.width}
            height={SHOT.height}
            loading="lazy"
            decoding="async"
            alt={interpolate(site.words.blocks.templatePicture, { name })}
            sx={{ display: 'block', width: '100%', height: 'auto' }}
          />
        </picture>
      </Box>
    );
  }
  return <DrawnPicture id={id} name={name} />;
}

/** The drawn mock of a template without a sample business. */
function DrawnPicture({ id, name }: { id: string; name: string }) {
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
