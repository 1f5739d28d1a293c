import { useEffect, useId, useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import type { TabItem, TabsBlock as TabsConfig } from '@/generated/config-types';
import type { BlockProps } from './block-props';
import { Section } from './shared/section';
import { useFill } from './shared/use-fill';

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
 * Tabs with one panel open at a time (MUI Tabs: arrow keys, Home and End move between tabs and open
 * them). `#id` in the address opens that tab; choosing a tab writes its id to the address. On a narrow
 * screen the tabs wrap onto more rows, so none hides behind a scroll arrow.
 */
export function TabsBlock({ block, data, first }: BlockProps<TabsConfig>) {
  const fill = useFill();
  const { tabs, defaultIndex } = tabsOf(block, data);
  const [selected, setSelected] = useState(defaultIndex);
  const base = useId().replace(/:/g, '');

  useEffect(() => {
    const fromHash = tabs.findIndex((t) => `#${t.id}` === window.location.hash);
    if (fromHash >= 0) setSelected(fromHash);
    // Only on first show: later hash changes come from the tabs themselves.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!tabs.length) return null;
  const choose = (index: number) => {
    setSelected(index);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${tabs[index].id}`);
  };
  const sub = first || block.title ? 'h3' : 'h2';

  return (
    <Section first={first} id={block.id} title={block.title} intro={block.intro}>
      <Box sx={{ maxWidth: 900, mx: 'auto' }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={selected}
            onChange={(_, index: number) => choose(index)}
            aria-label={block.label ?? block.title ?? 'Tabs'}
            selectionFollowsFocus
            // Every tab in sight on a phone: the row wraps instead of scrolling behind an arrow, and the
            // chosen tab is underlined itself (the sliding indicator only suits one row).
            sx={{ '& .MuiTabs-flexContainer, & .MuiTabs-list': { flexWrap: 'wrap' }, '& .MuiTabs-indicator': { display: 'none' } }}
          >
            {tabs.map((tab, i) => (
              <Tab
                key={tab.id}
                value={i}
                label={tab.label}
                id={`${base}-tab-${tab.id}`}
                aria-controls={`${base}-panel-${tab.id}`}
                sx={{ textTransform: 'none', fontWeight: 600, minWidth: 0, px: { xs: 1.5, sm: 2 }, borderBottom: '3px solid transparent', '&.Mui-selected': { borderBottomColor: 'currentColor' } }}
              />
            ))}
          </Tabs>
        </Box>
        {tabs.map((tab, i) => (
          <Box
            key={tab.id}
            role="tabpanel"
            hidden={i !== selected}
            id={`${base}-panel-${tab.id}`}
            aria-labelledby={`${base}-tab-${tab.id}`}
            data-tab={tab.id}
            tabIndex={0}
            sx={{ pt: 3, outline: 'none', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
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
