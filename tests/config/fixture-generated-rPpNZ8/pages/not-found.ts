/* Generated from config/ by scripts/config. Do not edit: change the YAML and rebuild. */
import type { PageConfig } from '../config-types';

export const page: PageConfig = {
  "title": "Page not found",
  "layout": "plain",
  "prerender": true,
  "blocks": [
    {
      "type": "text",
      "title": "404",
      "paragraphs": [
        "Oops! Page not found"
      ],
      "links": [
        {
          "label": "Return to Home",
          "href": "/",
          "variant": "primary"
        }
      ],
      "align": "center"
    }
  ]
};

/** Data from other config files that this page's blocks draw on. */
export const data: Record<string, unknown> = {};
