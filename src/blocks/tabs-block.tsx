import { useEffect, useId, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import type { TabItem, TabsBlock as TabsConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { Section } from './shared/section';
import { useFill } from './shared/use-fill';
import { openTabFromHash } from './behaviour/tabs';
import { site } from '@/generated/config';

/** The tabs of a block and the one open first: written in the block, or taken from its `source` data. */
export function tabsOf(block: TabsConfig, data: Record<string, unknown>): { tabs: TabItem[]; defaultIndex: number } {
  const source = block.source ? (data[block.source] as Record<string, unknown> | undefined) : undefined;
  const fromSource = source?.[block.sourceTabs ?? 'tabs'];
  const tabs = block.tabs ?? (Array.isArray(fromSource) ? (fromSource as TabItem[]) : []);
  const sourceDefault = block.sourceDefault ? source?.[block.sourceDefault] : undefined;
  const defaultId = block.defaultTab ?? (typeof sourceDefault === 'string' ? sourceDefault : undefined);
  return { tabs, defaultIndex: Math.max(0, tabs.findIndex((t) => t.id === defaultId)) };
}

/**
 * Tabs with one panel open at a time (the WAI-ARIA tabs pattern: arrow keys, Home and End move between the
 * tabs and open them). `#id` in the address opens that tab; choosing a tab writes its id to the address.
 * On a narrow screen the tabs wrap onto more rows, so none hides behind a scroll arrow. The tab list
 * carries `data-tabs`: `src/blocks/behaviour/tabs.ts` switches the tabs, on every page.
 */
export function TabsBlock({ block, data, first }: BlockProps<TabsConfig>) {
  const fill = useFill();
  const { tabs, defaultIndex } = tabsOf(block, data);
  const base = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const list = useRef<HTMLDivElement>(null);

  // A page drawn in the browser (after moving between pages) opens the tab its address names, as a loaded one does.
  useEffect(() => {
    if (list.current) openTabFromHash(list.current);
  }, []);

  if (!tabs.length) return null;
  const sub = first || block.title ? 'h3' : 'h2';

  return (
    <Section first={first} id={block.id} title={block.title} intro={block.intro}>
      <Box sx={{ maxWidth: 900, mx: 'auto' }}>
        <Box
          ref={list}
          role="tablist"
          aria-label={block.label ?? block.title ?? site.words.blocks.tabs}
          data-tabs
          sx={{ display: 'flex', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab, i) => (
            <Box
              component="button"
              type="button"
              role="tab"
              key={tab.id}
              id={`${base}-tab-${tab.id}`}
              aria-controls={`${base}-panel-${tab.id}`}
              aria-selected={i === defaultIndex ? 'true' : 'false'}
              tabIndex={i === defaultIndex ? 0 : -1}
              data-tab-id={tab.id}
              sx={{
                all: 'unset',
                boxSizing: 'border-box',
                cursor: 'pointer',
                minHeight: 48,
                px: { xs: 1.5, sm: 2 },
                py: 1.5,
                fontSize: '0.875rem',
                fontWeight: 600,
                lineHeight: 1.25,
                textAlign: 'center',
                color: 'text.secondary',
                borderBottom: '3px solid transparent',
                '&:hover': { color: 'text.primary' },
                '&[aria-selected="true"]': { color: 'primary.main', borderBottomColor: 'currentColor' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              {tab.label}
            </Box>
          ))}
        </Box>
        {tabs.map((tab, i) => (
          <Box
            key={tab.id}
            role="tabpanel"
            hidden={i !== defaultIndex}
            id={`${base}-panel-${tab.id}`}
            aria-labelledby={`${base}-tab-${tab.id}`}
            data-tab={tab.id}
            tabIndex={0}
            sx={{ pt: 3, outline: 'none', '&[hidden]': { display: 'none' }, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
          >
            {tab.paragraphs?.map((p, k) => <Typography key={k} sx={{ mb: 2 }}>{fill(p)}</Typography>)}
            {tab.steps?.length ? (
              <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1.5, pl: 0.5 } }}>
                {tab.steps.map((step, k) => <li key={k}><Typography>{fill(step)}</Typography></li>)}
              </Box>
            ) : null}
            {tab.advanced && (
              <Box sx={{ mt: 3, p: 2.5, borderRadius: 2, backgroundColor: '#F8FAFC', border: '1px solid #E5E7EB' }}>
                <Typography variant="h6" component={sub} sx={{ fontWeight: 700, mb: 1 }}>{fill(tab.advanced.title)}</Typography>
                <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
                  {tab.advanced.items.map((item, k) => <li key={k}><Typography>{fill(item)}</Typography></li>)}
                </Box>
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Section>
  );
}
