/* Generated from config/ by scripts/config. Do not edit: change the YAML and rebuild. */
import type { PageConfig } from '../config-types';

export const page: PageConfig = {
  "title": "Home",
  "layout": "marketing",
  "blocks": [
    {
      "type": "hero",
      "headline": "Trade websites without the hassle",
      "actions": [
        {
          "label": "View Pricing",
          "href": "/",
          "variant": "secondary"
        }
      ]
    },
    {
      "type": "steps",
      "title": "How It Works",
      "items": [
        {
          "title": "Fill Our Simple Form"
        },
        {
          "title": "Preview Your Website"
        },
        {
          "title": "We Launch & Maintain"
        }
      ]
    }
  ]
};

/** Data from other config files that this page's blocks draw on. */
export const data: Record<string, unknown> = {};
