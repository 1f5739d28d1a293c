import type { PageConfig, TradeConfig } from '../../src/generated/config-types';

/**
 * The landing page of a trade, built from the `landing` section of its file in `config/trades/`.
 * This is what makes adding a trade a one-file change: the page, its route and its lists follow.
 * @example tradeLandingPage(carpenter) // { title: 'Websites for Carpenters', blocks: [hero, cards, ...] }
 */
export function tradeLandingPage(trade: TradeConfig): PageConfig {
  const landing = trade.landing;
  const startHref = `/request?trade=${trade.id}`;
  const extraActions = landing.links ?? [];
  const blocks: PageConfig['blocks'] = [
    {
      type: 'hero',
      eyebrow: landing.claim ?? `Websites for ${trade.plural.toLowerCase()}`,
      headline: landing.hero.headline,
      subheading: landing.hero.subheading,
      actions: [
        { label: 'Get Started', href: startHref, variant: 'primary' },
        { label: 'View Pricing', href: '/pricing', variant: 'secondary' },
        ...extraActions,
      ],
    },
    { type: 'cards', title: `Built for ${trade.plural.toLowerCase()}`, items: landing.features.map((f) => ({ title: f.title, text: f.text })) },
    {
      type: 'cards',
      title: `Services your ${trade.label.toLowerCase()} website can show`,
      columns: 2,
      items: [
        { title: 'Services', features: trade.services },
        { title: 'Accreditations', features: trade.accreditations },
      ],
    },
    { type: 'stats', title: 'Transforming Trades with Technology' },
    { type: 'testimonials', title: `What ${trade.plural.toLowerCase()} say`, items: landing.testimonials },
    { type: 'faq', title: 'Questions', items: landing.faq },
    {
      type: 'cta',
      title: `Get your ${trade.label.toLowerCase()} website`,
      text: 'Fill in our simple form, see your preview, and pay only when you are happy.',
      actions: [
        { label: 'Get Started', href: startHref, variant: 'primary' },
        { label: 'View Pricing', href: '/pricing', variant: 'secondary' },
      ],
    },
  ];
  // The header's Get Started carries the page's trade too, like the page's own buttons.
  return { title: landing.title, metaDescription: landing.metaDescription, layout: 'marketing', navCta: { href: startHref }, blocks };
}
