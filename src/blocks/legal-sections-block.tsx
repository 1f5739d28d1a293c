import { Box, Container, Typography } from '@mui/material';
import type { LegalDocument, LegalSectionsBlock as LegalConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { AppLink } from './shared/app-link';
import { site } from '@/generated/config';
import { interpolate } from '@/domain/text-template';

/**
 * Formats an ISO date (YYYY-MM-DD) as British English words.
 *
 * @example formatLegalDate('2023-08-15') // '15 August 2023'
 */
export function formatLegalDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A legal document from config/legal/: title, last-updated date, intro and its sections. */
export function LegalSectionsBlock({ block, data }: BlockProps<LegalConfig>) {
  const doc = data[`legal/${block.document}`] as LegalDocument | undefined;
  if (!doc) throw new Error(`The legal document "${block.document}" was not found in the page data. Check config/legal/${block.document}.yaml.`);
  return (
    <Container component="article" id={block.id} sx={{ py: { xs: 5, md: 8 }, maxWidth: 'md' }}>
      {block.backLink && <AppLink link={block.backLink} sx={{ display: 'inline-block', mb: 3 }}>← {block.backLink.label}</AppLink>}
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.6rem' } }}>{doc.title}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>{interpolate(site.words.blocks.lastUpdated, { date: formatLegalDate(doc.lastUpdated) })}</Typography>
      {doc.intro && <Typography sx={{ mb: 3 }}>{doc.intro}</Typography>}
      {doc.sections.map((section, i) => (
        <Box component="section" key={section.id} id={section.id} sx={{ mb: 4, scrollMarginTop: 80 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>{i + 1}. {section.heading}</Typography>
          {section.paragraphs.map((p, j) => <Typography key={j} sx={{ mb: 1.5 }}>{p}</Typography>)}
          {section.bullets?.length ? (
            <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
              {section.bullets.map((b, j) => <li key={j}><Typography component="span">{b}</Typography></li>)}
            </Box>
          ) : null}
        </Box>
      ))}
    </Container>
  );
}
