/* Generated from config/ by scripts/config. Do not edit: change the YAML and rebuild. */
import type { ColourSchemesConfig, SiteConfig, TradeConfig } from './config-types';

export type HostKind = 'main' | 'forms' | 'embed';
export interface ResolvedRoute {
  path: string;
  page: string;
  hosts: HostKind[];
  branding?: string;
}

export const site: SiteConfig = {
  "brand": {
    "name": "TradeSites",
    "tagline": "Professional websites for tradespeople.",
    "themeColour": "#3172B2",
    "secondaryColour": "#FFA419"
  },
  "contact": {
    "email": "support@tradesites.co.uk",
    "phone": "0800 123 4567",
    "toEmail": "hello@tradesites.co.uk"
  },
  "nav": {
    "links": [
      {
        "label": "Home",
        "href": "/"
      },
      {
        "label": "Templates",
        "href": "/"
      },
      {
        "label": "Pricing",
        "href": "/"
      },
      {
        "label": "Electricians",
        "href": "/"
      },
      {
        "label": "Contact",
        "href": "/"
      }
    ],
    "cta": {
      "label": "Get Started",
      "href": "/",
      "variant": "primary"
    }
  },
  "footer": {
    "tagline": "Professional websites for tradespeople.",
    "groups": [
      {
        "title": "Support",
        "links": [
          {
            "label": "Contact",
            "href": "/"
          },
          {
            "label": "FAQ",
            "href": "/"
          },
          {
            "label": "Help",
            "href": "/"
          }
        ]
      },
      {
        "title": "Company",
        "links": [
          {
            "label": "About",
            "href": "/"
          },
          {
            "label": "Blog",
            "href": "/"
          },
          {
            "label": "Careers",
            "href": "/"
          }
        ]
      },
      {
        "title": "Legal",
        "links": [
          {
            "label": "Terms",
            "href": "/",
            "newTab": true
          },
          {
            "label": "Privacy",
            "href": "/",
            "newTab": true
          },
          {
            "label": "Cookies",
            "href": "/",
            "newTab": true
          }
        ]
      }
    ],
    "social": [
      {
        "label": "Facebook",
        "href": "https://www.facebook.com/",
        "newTab": true
      },
      {
        "label": "Instagram",
        "href": "https://www.instagram.com/",
        "newTab": true
      },
      {
        "label": "Twitter",
        "href": "https://twitter.com/",
        "newTab": true
      }
    ],
    "legalLinks": [
      {
        "label": "Terms and Conditions",
        "href": "/",
        "newTab": true
      },
      {
        "label": "Privacy Policy",
        "href": "/",
        "newTab": true
      }
    ]
  },
  "figures": [
    {
      "value": "1,200+",
      "label": "Websites delivered"
    },
    {
      "value": "98%",
      "label": "Client satisfaction"
    },
    {
      "value": "48hrs",
      "label": "Average delivery"
    },
    {
      "value": "24/7",
      "label": "Customer support"
    }
  ],
  "hosts": {
    "formsPrefix": "forms.",
    "embedPrefix": "embed."
  },
  "endpoints": {
    "upload": "/api/upload",
    "hooks": {
      "main": "/api/hooks/main",
      "logo": "/api/hooks/logo",
      "gallery": "/api/hooks/gallery",
      "business-basics": "/api/hooks/business-basics",
      "media-logo": "/api/hooks/media-logo",
      "media-gallery": "/api/hooks/media-gallery",
      "unsubscribe": "/api/hooks/unsubscribe",
      "contact": "/api/hooks/contact",
      "domain-selection": "/api/hooks/domain-selection",
      "feedback": "/api/hooks/feedback"
    }
  },
  "relay": {
    "targets": {}
  },
  "mail": {
    "imapHost": "mail.tradesites.co.uk",
    "smtpHost": "mail.tradesites.co.uk",
    "popHost": "mail.tradesites.co.uk"
  },
  "nameservers": [
    "ns1.tradesites.co.uk",
    "ns2.tradesites.co.uk"
  ],
  "stripeHosts": [
    "buy.stripe.com",
    "checkout.stripe.com"
  ],
  "customerNumber": {
    "hiddenOnHosts": [
      "forms."
    ]
  }
};

export const routes: ResolvedRoute[] = [
  {
    "path": "/",
    "page": "home",
    "hosts": [
      "main",
      "embed"
    ]
  },
  {
    "path": "/not-found",
    "page": "not-found",
    "hosts": [
      "main",
      "embed"
    ]
  },
  {
    "path": "/electrician",
    "page": "trade-electrician",
    "hosts": [
      "main",
      "embed"
    ]
  }
];

export const colourSchemes: ColourSchemesConfig = {
  "schemes": [
    {
      "id": "blue-yellow",
      "name": "Blue & Yellow",
      "primary": "#00235A",
      "secondary": "#FFA419",
      "background": "#F5F8FC"
    },
    {
      "id": "black-red",
      "name": "Black & Red",
      "primary": "#000000",
      "secondary": "#D90429",
      "background": "#FFFFFF"
    },
    {
      "id": "green",
      "name": "Green",
      "primary": "#344E41",
      "secondary": "#A3B18A",
      "background": "#F4F6F0",
      "tradeOverrides": {
        "builder": {
          "name": "Charcoal / Green",
          "primary": "#36454F",
          "secondary": "#A7C957",
          "background": "#F5F7F2"
        }
      }
    },
    {
      "id": "grey-orange",
      "name": "Grey & Orange",
      "primary": "#495057",
      "secondary": "#FF7D00",
      "background": "#F8F9FA"
    },
    {
      "id": "blue-blue",
      "name": "Navy & Blue",
      "primary": "#03045E",
      "secondary": "#669BBC",
      "background": "#F1F6FA"
    },
    {
      "id": "purple-gold",
      "name": "Purple & Gold",
      "primary": "#560BAD",
      "secondary": "#FDCA00",
      "background": "#F8F5FD"
    }
  ]
};

/** A trade as the app uses it: its file, and the address of its landing page when it has one. */
export type ResolvedTrade = TradeConfig & { landingPath?: string };

/** Every trade, in list order (`order`, then label). */
export const trades: Record<string, ResolvedTrade> = {
  "builder": {
    "id": "builder",
    "label": "Builder",
    "plural": "Builders",
    "adjective": "Building",
    "defaultScheme": "green",
    "landingPage": false,
    "services": [
      "House Extensions",
      "Loft Conversions",
      "Garage Conversions",
      "New Builds",
      "Renovations & Refurbishments",
      "Structural Alterations & Knock-Throughs",
      "Brickwork & Blockwork",
      "Groundworks & Foundations",
      "Kitchen Fitting",
      "Bathroom Renovations",
      "Plastering & Rendering",
      "Driveways & Patios",
      "Garden Walls & Landscaping",
      "Conservatories & Orangeries"
    ],
    "accreditations": [
      "Federation of Master Builders (FMB) Member",
      "TrustMark Registered",
      "Checkatrade Member",
      "Which? Trusted Trader",
      "TrustATrade Approved",
      "Buy With Confidence (Trading Standards)",
      "CITB Registered",
      "CSCS Card Holder",
      "Constructionline Registered",
      "CHAS Accredited",
      "SafeContractor Approved",
      "SMAS Worksafe",
      "NHBC Registered Builder",
      "LABC Warranty Registered",
      "Premier Guarantee Registered",
      "Guild of Master Craftsmen Member",
      "CIOB Member",
      "National Federation of Builders Member",
      "Considerate Constructors Scheme",
      "FENSA Approved Installer",
      "SMSTS Site Manager Trained",
      "IOSH Managing Safely",
      "ISO 9001 Certified",
      "Public Liability Insured"
    ],
    "landing": {
      "title": "Websites for Builders | Done for You",
      "metaDescription": "Professional websites for UK builders, built and looked after for you. Show your projects and memberships. Free preview, pay only when happy.",
      "hero": {
        "headline": "A professional website for your building company",
        "subheading": "Extensions, lofts and renovations deserve a website that shows the quality of your work. We build and look after it; you see the preview first and pay only when you are happy."
      },
      "features": [
        {
          "title": "Projects that sell themselves",
          "text": "Send us photos of finished extensions, conversions and renovations and we present them as a project gallery."
        },
        {
          "title": "Memberships that reassure",
          "text": "FMB, TrustMark and warranty schemes such as NHBC or LABC Warranty are shown clearly, so homeowners can check you before they call."
        },
        {
          "title": "Better enquiries",
          "text": "List the work you want more of and the areas you cover, so the enquiries you get are the jobs you want."
        },
        {
          "title": "Done for you",
          "text": "We write, build and host the site, and make any changes you send us."
        }
      ],
      "testimonials": [
        {
          "quote": "We get far better enquiries now. People have seen our extensions on the site and know what they want before they ring.",
          "name": "Steve P.",
          "location": "Reading"
        },
        {
          "quote": "I filled in one form and they did the rest. The preview was spot on and I only paid once I was happy with it.",
          "name": "Aisha K.",
          "location": "Manchester"
        },
        {
          "quote": "Showing our FMB membership and warranty cover has helped us win bigger projects.",
          "name": "Rob T.",
          "location": "Exeter"
        }
      ],
      "faq": [
        {
          "question": "Do I pay anything before I see the website?",
          "answer": "No. We build a preview from the details you give us and you only pay once you are happy with it."
        },
        {
          "question": "Can you show photos of my past projects?",
          "answer": "Yes. Upload them with the form or send them later by message or e-mail, and we add them to your project gallery."
        },
        {
          "question": "How much is it each month?",
          "answer": "£25 a month covers the website, hosting and changes. Google Business Profile setup is an optional £50 one-off. Cancel any time with 30 days' notice."
        }
      ]
    }
  },
  "electrician": {
    "id": "electrician",
    "label": "Electrician",
    "plural": "Electricians",
    "adjective": "Electrical",
    "defaultScheme": "blue-yellow",
    "landingPage": true,
    "services": [
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
    ],
    "accreditations": [
      "NICEIC Approved Contractor",
      "NICEIC Domestic Installer",
      "NAPIT Registered Installer",
      "ELECSA Registered Contractor",
      "Stroma Certified",
      "Part P Registered",
      "JIB Approved Electrician",
      "ECS Gold Card Holder",
      "City & Guilds 18th Edition (BS 7671)",
      "City & Guilds 2391 Inspection & Testing",
      "ECA Member",
      "SELECT Member",
      "MCS Certified",
      "OZEV Approved Installer",
      "TrustMark Registered",
      "Checkatrade Member",
      "Which? Trusted Trader",
      "CHAS Accredited"
    ],
    "landing": {
      "title": "Websites for Electricians | Done for You",
      "metaDescription": "Professional websites for UK electricians, built and looked after for you. See a free preview first and pay only when you are happy.",
      "hero": {
        "headline": "A professional website for your electrical business",
        "subheading": "Tell us about your work and we build the site for you: your services, your NICEIC or NAPIT registration and your reviews, ready to win enquiries. See the preview first and pay only when you are happy."
      },
      "features": [
        {
          "title": "Your accreditations up front",
          "text": "Customers look for a registered electrician. We show your competent person scheme, Part P registration and trade memberships where they are seen first."
        },
        {
          "title": "Every service you offer",
          "text": "From rewires and consumer units to EICRs and EV chargers, each service is listed clearly so customers find the job they need."
        },
        {
          "title": "Built for phones",
          "text": "Most customers search on their phone. Your site loads quickly and puts a call button and your WhatsApp within easy reach."
        },
        {
          "title": "Local search ready",
          "text": "We set your site up around the towns you cover, and can link it to your Google Business Profile so local customers find you."
        },
        {
          "title": "Nothing to learn",
          "text": "No page builders and no editing. Send us changes by message or e-mail and we make them for you."
        }
      ],
      "testimonials": [
        {
          "quote": "I had been meaning to sort a website for years. I filled in the form one evening and had a preview two days later. It looks better than firms ten times our size.",
          "name": "Gareth M.",
          "location": "Cardiff"
        },
        {
          "quote": "Having our NICEIC badge and EICR pricing on the site means landlords ring us already knowing what they need. Fewer wasted calls.",
          "name": "Priya S.",
          "location": "Leicester"
        },
        {
          "quote": "I asked for a couple of changes to the services page and they were done the same day. I have not had to touch anything myself.",
          "name": "Tom H.",
          "location": "Norwich"
        }
      ],
      "faq": [
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
    },
    "landingPath": "/electrician"
  }
};

/** Each page's module, loaded when its route is visited. */
export const pageLoaders = {
  "home": () => import('./pages/home'),
  "not-found": () => import('./pages/not-found'),
  "trade-electrician": () => import('./pages/trade-electrician'),
};

/** Each form's module, loaded by the form block. */
export const formLoaders = {
  "request": () => import('./forms/request'),
};
