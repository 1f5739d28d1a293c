import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { colourSchemes, site, trades } from '@/generated/config';

// The preview drawing is the form's own (the step-1 design previews): loaded only where a template is shown.
const SitePreview = lazy(() => import('@/forms/preview/site-preview').then((m) => ({ default: m.SitePreview })));

/**
 * The picture of a template of site.yaml `templates`: a small mock of the website in its trade's words and its
 * colour scheme's colours, drawn like the design previews of the request form, so it always matches the config.
 */
export function TemplatePicture({ id, name }: { id: string; name: string }) {
  const template = site.templates?.[id];
  const trade = template ? trades[template.trade] : undefined;
  const scheme = template ? colourSchemes.schemes.find((s) => s.id === template.scheme) : undefined;
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setWidth(Math.floor(frame.current?.clientWidth ?? 0));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  if (!template || !trade || !scheme) return null;
  const own = { ...scheme, ...(scheme.tradeOverrides?.[trade.id] ?? {}) };
  return (
    <Box ref={frame} data-template-picture={id} sx={{ borderRadius: 1, overflow: 'hidden', border: '1px solid', borderColor: 'divider', minHeight: 120 }}>
      {width > 0 && (
        <Suspense fallback={<Box sx={{ aspectRatio: '16 / 11' }} />}>
          <SitePreview
            compact
            compactWidth={width}
            data={{}}
            trade={trade}
            colours={{ primary: own.primary, secondary: own.secondary, background: own.background }}
            schemeName={own.name}
            label={`Picture of the ${name} template`}
          />
        </Suspense>
      )}
    </Box>
  );
}
