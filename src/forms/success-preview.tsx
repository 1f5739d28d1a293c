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
import { profileOf, type BusinessProfile } from '@/domain/business-profile';
import { effectiveColours } from '@/domain/colours';
import { cleanPartnerDomain, isDomainName } from '@/domain/domain-name';
import { domainOptionsQuery, suggestDomains } from '@/domain/domain-suggestions';
import { postStepEvent } from '@/services/form-client';
import { colourSchemes, trades as tradeList } from '@/generated/config';
import { PreviewTabs } from './preview/preview-tabs';
import { PreviewReady, usePreviewState, type PreviewLink } from './preview-ready';
import type { SitePreviewData } from './preview/preview-model';
import { getPath, tradeOf, type FileKeeper, type FormData, type StoredFileRef } from './runtime';

const isRef = (v: unknown): v is StoredFileRef => !!v && typeof v === 'object' && typeof (v as StoredFileRef).id === 'string';

/** The preview's data from the business profile of the answers (the logo as an object URL, given separately). */
export function previewDataOf(profile: BusinessProfile, logoUrl: string | null, photos: readonly string[] = []): SitePreviewData {
  return {
    businessName: profile.businessName || null,
    firstName: profile.firstName || null,
    phone: profile.phone || null,
    email: profile.email || null,
    areas: profile.areas,
    services: profile.services,
    hours: profile.hours,
    logoUrl,
    stats: profile.stats,
    accreditations: profile.accreditations,
    photos,
    domain: profile.ownsDomain && profile.domain ? profile.domain : null,
  };
}

/** `/a?x=&y=1&z=` becomes `/a?y=1`. */
export function dropEmptyParams(href: string): string {
  const [path, query = ''] = href.split('?');
  const kept = query.split('&').filter((pair) => pair && !pair.endsWith('='));
  return kept.length ? `${path}?${kept.join('&')}` : path;
}

type PreviewLinks = NonNullable<NonNullable<FormConfig['success']>['preview']>;

/**
 * Where Approve & Pay leads, from the answers `links.domains` names: the customer's own domain (`ownDomainHref`, the
 * nameserver instructions) when they own one, else the domain choice (`approveHref`) with the names
 * `site.yaml` `domainSuggestions` makes from their business name and main area in `{domainOptions}`.
 */
export function approveTarget(links: PreviewLinks, data: FormData, values: Record<string, string>, rules = site.domainSuggestions): string {
  const names = links.domains;
  const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
  const own = names?.ownDomain ? cleanPartnerDomain(String(getPath(data, names.ownDomain) ?? '')) : '';
  const owns = names?.owns ? getPath(data, names.owns) === true : own !== '';
  if (links.ownDomainHref && owns && isDomainName(own)) return dropEmptyParams(interpolate(links.ownDomainHref, { ...values, ownDomain: encodeURIComponent(own) }));
  const businessName = (names?.name ?? []).map((path) => getPath(data, path)).find((v) => typeof v === 'string' && v.trim() !== '');
  const domains = names && rules ? suggestDomains({ businessName, mainArea: names.area ? first(getPath(data, names.area)) : undefined, ownDomain: own }, rules) : [];
  return dropEmptyParams(interpolate(links.approveHref, { ...values, domainOptions: domainOptionsQuery(domains) }));
}

/**
 * The Website Preview after Submit; `reference` is the customer's reference the submission answered with (the link's,
 * or a new one the server gave), carried by Request Changes and Approve & Pay.
 */
export function SuccessPreview({ form, formId, data, reference, trade, files, back, preview: generatedSite }: { form: FormConfig; formId: string; data: FormData; reference?: string; trade: TradeConfig | undefined; files: FileKeeper; back: () => void; preview?: PreviewLink }) {
  const built = usePreviewState(generatedSite);
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

  const profile = useMemo(() => profileOf(data, form.profile), [data, form]);
  // The same rule as the colours the submission sends: custom, chosen scheme or the trade's default.
  const colours = useMemo(() => effectiveColours(profile.colours, colourSchemes.schemes, Object.fromEntries(Object.values(tradeList).map((t) => [t.id, t.defaultScheme]))), [profile]);

  const preview = form.success?.preview;
  const customer = (reference ?? String(data.customerNumber ?? '')).trim();
  const values = {
    customerNumber: encodeURIComponent(customer),
    previewUrl: generatedSite && built.state === 'ready' ? encodeURIComponent(generatedSite.url) : '',
    previewPages: built.pages.map((p) => p.id).join(','),
  };
  // Parameters left empty (no reference, no generated site yet) are dropped from the address.
  const go = (href: string | undefined) => href && navigate(dropEmptyParams(interpolate(href, values)));
  const approve = () => {
    if (!preview) return;
    // The journey records the approval; the customer goes on whether or not it is recorded at once.
    if (preview.approveEvent && customer) {
      const page = { source: window.location.origin + window.location.pathname, query: {} };
      postStepEvent(formId, preview.approveEvent, { answers: {}, files: {}, reference: customer, page }).catch((error: unknown) => console.warn('The approval was not recorded.', error));
    }
    navigate(approveTarget(preview, data, values));
  };

  return (
    <Container maxWidth="lg" sx={{ py: 2 }} data-preview-of={tradeOf(form, data)}>
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
      <PreviewReady preview={generatedSite} state={built.state} />
      <Box sx={{ mt: 3 }}>
        <PreviewTabs
          generated={generatedSite && built.state === 'ready' ? { url: generatedSite.url, title: form.success?.title ?? generatedSite.url } : undefined}
          data={previewDataOf(profile, logoUrl, photos)}
          colours={colours}
          trade={{ label: trade?.label ?? site.preview.copy.unknownTrade.label, plural: trade?.plural ?? site.preview.copy.unknownTrade.plural, services: trade?.services ?? [], adjective: trade?.adjective, icon: trade?.icon }}
          headingLevel={3}
          onBack={back}
          onRequestChanges={() => go(preview?.requestChangesHref)}
          onApprove={approve}
        />
      </Box>
    </Container>
  );
}
