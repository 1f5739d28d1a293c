/**
 * The success view of `success.mode: preview` (the website preview page): the Website Preview of the customer's own
 * answers — business name, trade, colours, services, areas, hours and logo — with Back to Form (the form again,
 * answers kept), Request Changes and Approve & Pay (the addresses of `success.preview`).
 */
import { useEffect, useMemo, useState } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { site } from '@/generated/config';
import type { FormConfig, TradeConfig } from '@/generated/config-types';
import { interpolate } from '@/domain/text-template';
import type { BusinessHoursEntry } from '@/domain/business-hours';
import { SEND_TRANSFORMS } from '@/domain/send-transforms';
import { colourSchemes, trades as tradeList } from '@/generated/config';
import { PreviewTabs } from './preview/preview-tabs';
import type { SitePreviewData } from './preview/preview-model';
import type { FileKeeper, FormData, StoredFileRef } from './runtime';

const isRef = (v: unknown): v is StoredFileRef => !!v && typeof v === 'object' && typeof (v as StoredFileRef).id === 'string';
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []);

/** The preview's data from the answers of the business form (the logo as an object URL, given separately). */
export function previewDataOf(data: FormData, logoUrl: string | null, photos: readonly string[] = []): SitePreviewData {
  const basics = (data.businessBasics ?? {}) as Record<string, string | undefined>;
  return {
    companyName: (typeof data.businessName === 'string' && data.businessName) || basics.companyName || null,
    firstName: basics.firstName ?? null,
    phone: basics.phone ?? null,
    email: basics.email ?? null,
    serviceLocations: texts(data.serviceLocations),
    selectedServices: texts(data.selectedServices),
    businessHours: Array.isArray(data.businessHours) ? (data.businessHours as BusinessHoursEntry[]) : null,
    logoUrl,
    businessStats: (data.businessStats as SitePreviewData['businessStats']) ?? null,
    selectedAccreditations: texts(data.selectedAccreditations),
    photos,
    domain: data.hasDomain === true && typeof data.domainName === 'string' ? data.domainName : null,
  };
}

export function SuccessPreview({ form, data, trade, files, back }: { form: FormConfig; data: FormData; trade: TradeConfig | undefined; files: FileKeeper; back: () => void }) {
  const navigate = useNavigate();
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  const logoId = isRef(data.logo) ? data.logo.id : undefined;
  useEffect(() => {
    if (!logoId) return;
    let url: string | undefined;
    let live = true;
    void files.get(logoId).then((file) => {
      if (!file || !live) return;
      url = URL.createObjectURL(file);
      setLogoUrl(url);
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [files, logoId]);

  // The customer's photos, from the files kept with the draft (the first six, as the preview shows).
  const [photos, setPhotos] = useState<string[]>([]);
  const photoIds = (Array.isArray(data.gallery) ? data.gallery : []).filter(isRef).slice(0, 6).map((ref) => ref.id).join(',');
  useEffect(() => {
    if (!photoIds) return;
    let live = true;
    const urls: string[] = [];
    void Promise.all(photoIds.split(',').map((id) => files.get(id).catch(() => undefined))).then((found) => {
      if (!live) return;
      for (const file of found) if (file) urls.push(URL.createObjectURL(file));
      setPhotos(urls);
    });
    return () => {
      live = false;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [files, photoIds]);

  const colours = useMemo(() => {
    // The same colours the submission sends (the plan's colours transform).
    const processed = SEND_TRANSFORMS.colours(data, { schemes: colourSchemes.schemes, trades: tradeList });
    return { primary: String(processed.customPrimaryColor ?? '#3172B2'), secondary: String(processed.customSecondaryColor ?? '#FFA419') };
  }, [data]);

  const preview = form.success?.preview;
  const values = { customerNumber: encodeURIComponent(String(data.customerNumber ?? '')) };
  const go = (href: string | undefined) => href && navigate(interpolate(href, values).replace(/[?&]customerNumber=$/, ''));

  return (
    <Container maxWidth="lg" sx={{ py: 2 }} data-preview-of={String(data.tradeType ?? '')}>
      {form.success?.title && (
        <Typography variant="h2" tabIndex={-1} ref={(el: HTMLElement | null) => el?.focus()} sx={{ fontSize: '1.9rem', fontWeight: 800, outline: 'none', textAlign: 'center' }}>
          {form.success.title}
        </Typography>
      )}
      {preview?.intro && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 3 }}>
          {preview.intro}
        </Typography>
      )}
      <Box>
        <PreviewTabs
          data={previewDataOf(data, logoUrl, photos)}
          colours={colours}
          trade={{ label: trade?.label ?? site.preview.copy.unknownTrade.label, plural: trade?.plural ?? site.preview.copy.unknownTrade.plural, services: trade?.services ?? [], adjective: trade?.adjective, icon: trade?.icon }}
          headingLevel={3}
          onBack={back}
          onRequestChanges={() => go(preview?.requestChangesHref)}
          onApprove={() => go(preview?.approveHref)}
        />
      </Box>
    </Container>
  );
}
