/* Generated from config/ by scripts/config. Do not edit: change the YAML and rebuild. */
import type { PageConfig } from '../config-types';

export const page: PageConfig = {
  "title": "Websites for Electricians | Done for You",
  "metaDescription": "Professional websites for UK electricians, built and looked after for you. See a free preview first and pay only when you are happy.",
  "layout": "marketing",
  "blocks": [
    {
      "type": "hero",
      "eyebrow": "Websites for electricians",
      "headline": "A professional website for your electrical business",
      "subheading": "Tell us about your work and we build the site for you: your services, your NICEIC or NAPIT registration and your reviews, ready to win enquiries. See the preview first and pay only when you are happy.",
      "actions": [
        {
          "label": "Home",
          "href": "/",
          "variant": "primary"
        }
      ]
    },
    {
      "type": "cards",
      "title": "Services your electrician website can show",
      "items": [
        {
          "title": "Services",
          "features": [
            "Consumer Unit & Fuse Board Upgrades",
            "Full & Partial Rewires",
            "EICR Testing & Certification",
            "EV Charger Installation",
            "Indoor & Outdoor Lighting",
            "Sockets, Switches & Extra Circuits",
            "Fault Finding & Repairs",
            "Emergency Call-Outs",
            "Smoke, Heat & Carbon Monoxide Alarms",
            "PAT Testing",
            "Solar PV & Battery Storage"
          ]
        }
      ]
    },
    {
      "type": "faq",
      "title": "Questions",
      "items": [
        {
          "question": "Do I have to pay before I see my website?",
          "answer": "No. We build a preview from the details you send us. You only pay once you have seen it and are happy with it."
        },
        {
          "question": "Can you show my NICEIC or NAPIT registration?",
          "answer": "Yes. Tick your accreditations on the form and upload the logos or certificates you are allowed to use, and we add them to your site."
        },
        {
          "question": "What does it cost?",
          "answer": "£25 a month for the website, including hosting and changes. Setting up your Google Business Profile is an optional £50 one-off. You can cancel with 30 days' notice."
        },
        {
          "question": "I already have a domain name. Can I keep it?",
          "answer": "Yes. Give us the domain on the form and we send you simple steps to point it to your new website. If you do not have one, we help you choose one."
        }
      ]
    }
  ]
};

/** Data from other config files that this page's blocks draw on. */
export const data: Record<string, unknown> = {};
