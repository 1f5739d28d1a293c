import type { ComponentType } from 'react';
import type { PageConfig } from '@/generated/config-types';
import { ActionsBlock } from './actions-block';
import { CardsBlock } from './cards-block';
import { CopyListBlock } from './copy-list-block';
import { CtaBlock } from './cta-block';
import { FaqBlock } from './faq-block';
import { FormBlock } from './form-block';
import { HeroBlock } from './hero-block';
import { LegalSectionsBlock } from './legal-sections-block';
import { PlansBlock } from './plans-block';
import { RegistrarStepsBlock } from './registrar-steps-block';
import { StatsBlock } from './stats-block';
import { StepsBlock } from './steps-block';
import { TabsBlock } from './tabs-block';
import { TestimonialsBlock } from './testimonials-block';
import { TextBlock } from './text-block';
import { TradeLinksBlock } from './trade-links-block';

/** A block type as written in `type:` in config/pages/*.yaml. */
export type BlockType = PageConfig['blocks'][number]['type'];

/** The renderer of each block type. Adding a schema in schemas/config/blocks/ needs an entry here (a test checks). */
export const blockRegistry = {
  actions: ActionsBlock,
  cards: CardsBlock,
  'copy-list': CopyListBlock,
  cta: CtaBlock,
  faq: FaqBlock,
  form: FormBlock,
  hero: HeroBlock,
  'legal-sections': LegalSectionsBlock,
  plans: PlansBlock,
  'registrar-steps': RegistrarStepsBlock,
  stats: StatsBlock,
  steps: StepsBlock,
  tabs: TabsBlock,
  testimonials: TestimonialsBlock,
  text: TextBlock,
  'trade-links': TradeLinksBlock,
} as const satisfies Record<BlockType, ComponentType<never>>;
