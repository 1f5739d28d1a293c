/* Generated from config/ by scripts/config. Do not edit: change the YAML and rebuild. */
import type { FormConfig } from '../config-types';
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import fullValidatorFns from '../validators/request/full.js';
import step0ValidatorFns from '../validators/request/step-business.js';
import step1ValidatorFns from '../validators/request/step-communication.js';
import step2ValidatorFns from '../validators/request/step-address.js';

export const form: FormConfig = {
  "schema": "request",
  "buttons": {
    "submit": "Submit Request"
  },
  "messages": {
    "uploadFailed": {
      "title": "Upload failed",
      "description": "Please try again."
    },
    "submitFailed": {
      "title": "Submission failed",
      "description": "Please try again."
    }
  },
  "steps": [
    {
      "id": "business",
      "title": "Business Information",
      "fields": [
        {
          "field": "businessBasics.firstName"
        },
        {
          "field": "businessBasics.companyName",
          "onChange": [
            {
              "action": "mirror",
              "target": "businessName"
            }
          ]
        },
        {
          "field": "businessBasics.email"
        },
        {
          "field": "businessBasics.phone"
        },
        {
          "field": "logo"
        }
      ],
      "onLeave": [
        {
          "action": "upload-files",
          "fields": [
            "logo"
          ]
        }
      ]
    },
    {
      "id": "communication",
      "title": "Communication",
      "fields": [
        {
          "field": "whatsAppNumber"
        },
        {
          "field": "hasDomain"
        },
        {
          "field": "domainName",
          "showWhen": {
            "field": "hasDomain",
            "equals": true
          }
        }
      ]
    },
    {
      "id": "address",
      "title": "Business Address",
      "fields": [
        {
          "field": "businessAddress.street"
        },
        {
          "field": "businessAddress.town"
        },
        {
          "field": "businessAddress.county"
        },
        {
          "field": "businessAddress.postcode"
        },
        {
          "field": "businessAddress.registrationNumber"
        },
        {
          "field": "termsAgreed"
        }
      ]
    }
  ],
  "submit": {
    "files": [
      {
        "field": "logo",
        "kind": "logo",
        "onFail": "abort"
      }
    ],
    "send": {
      "hook": "main",
      "answers": true
    }
  },
  "trades": []
};

/** The form's data schema (schemas/forms/). */
export const schema: RJSFSchema = {
  "$schema": "http://json-schema.org/draft-07/schema#",
  "$id": "https://tradesites.local/schemas/forms/request.schema.json",
  "title": "Website request",
  "description": "The answers of the 10-step website request form (spec part 1 §3). How each field is shown is in config/forms/request.yaml.",
  "type": "object",
  "required": [
    "tradeType",
    "businessBasics",
    "businessAddress",
    "termsAgreed"
  ],
  "definitions": {
    "storedFile": {
      "type": "object",
      "title": "Image",
      "description": "An image chosen on this device; its bytes wait in the browser until they are uploaded.",
      "additionalProperties": false,
      "required": [
        "id",
        "name",
        "type",
        "size"
      ],
      "properties": {
        "id": {
          "type": "string",
          "title": "Stored file id",
          "pattern": "^[A-Za-z0-9_-]{1,64}$"
        },
        "name": {
          "type": "string",
          "title": "File name",
          "maxLength": 255
        },
        "type": {
          "type": "string",
          "title": "Media type",
          "maxLength": 100
        },
        "size": {
          "type": "integer",
          "title": "Size in bytes",
          "minimum": 1,
          "maximum": 5242880
        }
      }
    }
  },
  "properties": {
    "customerNumber": {
      "type": "string",
      "title": "Customer reference",
      "maxLength": 100
    },
    "tradeType": {
      "type": "string",
      "title": "Trade",
      "pattern": "^[a-z][a-z0-9-]{0,39}$"
    },
    "selectedColorScheme": {
      "type": "string",
      "title": "Colour scheme",
      "pattern": "^[a-z][a-z0-9-]{0,39}$"
    },
    "useCustomColors": {
      "type": "boolean",
      "title": "Use custom colours",
      "default": false
    },
    "customPrimaryColor": {
      "type": "string",
      "title": "Primary colour",
      "format": "hex-colour",
      "default": "#2897cf"
    },
    "customSecondaryColor": {
      "type": "string",
      "title": "Secondary colour",
      "format": "hex-colour",
      "default": "#194563"
    },
    "extractColorsFromLogo": {
      "type": "boolean",
      "title": "Use the colours of my logo",
      "default": false
    },
    "businessBasics": {
      "type": "object",
      "title": "Business basics",
      "required": [
        "firstName",
        "companyName",
        "email",
        "phone"
      ],
      "properties": {
        "firstName": {
          "type": "string",
          "title": "First name",
          "maxLength": 100
        },
        "companyName": {
          "type": "string",
          "title": "Company name",
          "maxLength": 200
        },
        "email": {
          "type": "string",
          "title": "Email address",
          "format": "email",
          "maxLength": 254
        },
        "phone": {
          "type": "string",
          "title": "Phone number",
          "format": "uk-phone",
          "maxLength": 30
        }
      }
    },
    "businessName": {
      "type": "string",
      "title": "Business name",
      "maxLength": 200
    },
    "logo": {
      "$ref": "#/definitions/storedFile",
      "title": "Logo"
    },
    "gallery": {
      "type": "array",
      "title": "Photos of your work",
      "maxItems": 30,
      "items": {
        "$ref": "#/definitions/storedFile"
      }
    },
    "selectedAccreditations": {
      "type": "array",
      "title": "Accreditations",
      "uniqueItems": true,
      "maxItems": 100,
      "items": {
        "type": "string",
        "maxLength": 300
      }
    },
    "accreditationImages": {
      "type": "array",
      "title": "Accreditation images",
      "maxItems": 100,
      "items": {
        "type": "object",
        "required": [
          "name",
          "file"
        ],
        "properties": {
          "name": {
            "type": "string",
            "maxLength": 300
          },
          "file": {
            "$ref": "#/definitions/storedFile"
          }
        }
      }
    },
    "additionalAccreditation": {
      "type": "string",
      "title": "Other accreditations",
      "maxLength": 2000
    },
    "onlineProfiles": {
      "type": "array",
      "title": "Online profiles",
      "uniqueItems": true,
      "items": {
        "type": "string",
        "enum": [
          "Facebook",
          "Google Business Profile",
          "TrustATrade",
          "CheckATrade",
          "Yell"
        ]
      }
    },
    "additionalProfiles": {
      "type": "string",
      "title": "Other profiles",
      "maxLength": 2000
    },
    "instagramHandle": {
      "type": "string",
      "title": "Instagram handle",
      "pattern": "^[A-Za-z0-9._]{1,30}$"
    },
    "businessEmailOption": {
      "type": "string",
      "title": "Business email",
      "enum": [
        "yes",
        "no",
        "already"
      ]
    },
    "businessEmailPrefixKind": {
      "type": "string",
      "title": "Email address style",
      "enum": [
        "common",
        "first-name",
        "custom"
      ]
    },
    "businessEmailPrefix": {
      "type": "string",
      "title": "Email address prefix",
      "pattern": "^[a-z0-9._-]{1,64}$"
    },
    "whatsAppNumber": {
      "type": "string",
      "title": "WhatsApp number",
      "format": "uk-mobile",
      "maxLength": 30
    },
    "selectedServices": {
      "type": "array",
      "title": "Services",
      "uniqueItems": true,
      "maxItems": 100,
      "items": {
        "type": "string",
        "maxLength": 300
      }
    },
    "additionalServices": {
      "type": "string",
      "title": "Additional services",
      "maxLength": 2000
    },
    "minimumCallOut": {
      "type": "string",
      "title": "Minimum call out charge",
      "maxLength": 100
    },
    "serviceLocations": {
      "type": "array",
      "title": "Service areas",
      "maxItems": 50,
      "items": {
        "type": "string",
        "minLength": 1,
        "maxLength": 100
      }
    },
    "businessHours": {
      "type": "array",
      "title": "Business hours",
      "maxItems": 7,
      "items": {
        "type": "object",
        "required": [
          "day",
          "open",
          "openTime",
          "closeTime"
        ],
        "properties": {
          "day": {
            "type": "string",
            "enum": [
              "Monday",
              "Tuesday",
              "Wednesday",
              "Thursday",
              "Friday",
              "Saturday",
              "Sunday"
            ]
          },
          "open": {
            "type": "boolean"
          },
          "openTime": {
            "type": "string",
            "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
          },
          "closeTime": {
            "type": "string",
            "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
          }
        }
      }
    },
    "businessStats": {
      "type": "object",
      "title": "Business stats",
      "properties": {
        "experience": {
          "type": "string",
          "title": "Years of experience",
          "maxLength": 100
        },
        "happyCustomers": {
          "type": "string",
          "title": "Happy customers",
          "maxLength": 100
        },
        "projectsCompleted": {
          "type": "string",
          "title": "Projects completed",
          "maxLength": 100
        },
        "emergencyJobs": {
          "type": "string",
          "title": "Emergency jobs",
          "maxLength": 100
        }
      }
    },
    "businessAddress": {
      "type": "object",
      "title": "Business address",
      "required": [
        "street",
        "town",
        "county",
        "postcode"
      ],
      "properties": {
        "street": {
          "type": "string",
          "title": "Street address",
          "maxLength": 200
        },
        "town": {
          "type": "string",
          "title": "Town",
          "maxLength": 100
        },
        "county": {
          "type": "string",
          "title": "County",
          "maxLength": 100
        },
        "postcode": {
          "type": "string",
          "title": "Post code",
          "format": "uk-postcode",
          "maxLength": 10
        },
        "registrationNumber": {
          "type": "string",
          "title": "Company registration number",
          "format": "company-number",
          "maxLength": 20
        },
        "hideAddress": {
          "type": "boolean",
          "title": "Hide my address on the website",
          "default": false
        }
      }
    },
    "hasDomain": {
      "type": "boolean",
      "title": "I already own a domain name",
      "default": false
    },
    "domainName": {
      "type": "string",
      "title": "Domain name",
      "format": "domain-name",
      "maxLength": 253
    },
    "termsAgreed": {
      "type": "boolean",
      "title": "I agree to the terms",
      "const": true
    }
  }
};

/** The schema of each step, in step order: only the properties the step's fields name. */
export const stepSchemas: RJSFSchema[] = [
  {
    "$schema": "http://json-schema.org/draft-07/schema#",
    "$id": "https://tradesites.local/schemas/forms/request/step-business.schema.json",
    "type": "object",
    "definitions": {
      "storedFile": {
        "type": "object",
        "title": "Image",
        "description": "An image chosen on this device; its bytes wait in the browser until they are uploaded.",
        "additionalProperties": false,
        "required": [
          "id",
          "name",
          "type",
          "size"
        ],
        "properties": {
          "id": {
            "type": "string",
            "title": "Stored file id",
            "pattern": "^[A-Za-z0-9_-]{1,64}$"
          },
          "name": {
            "type": "string",
            "title": "File name",
            "maxLength": 255
          },
          "type": {
            "type": "string",
            "title": "Media type",
            "maxLength": 100
          },
          "size": {
            "type": "integer",
            "title": "Size in bytes",
            "minimum": 1,
            "maximum": 5242880
          }
        }
      }
    },
    "properties": {
      "businessBasics": {
        "type": "object",
        "title": "Business basics",
        "required": [
          "firstName",
          "companyName",
          "email",
          "phone"
        ],
        "properties": {
          "firstName": {
            "type": "string",
            "title": "First name",
            "maxLength": 100
          },
          "companyName": {
            "type": "string",
            "title": "Company name",
            "maxLength": 200
          },
          "email": {
            "type": "string",
            "title": "Email address",
            "format": "email",
            "maxLength": 254
          },
          "phone": {
            "type": "string",
            "title": "Phone number",
            "format": "uk-phone",
            "maxLength": 30
          }
        }
      },
      "logo": {
        "$ref": "#/definitions/storedFile",
        "title": "Logo"
      }
    },
    "required": [
      "businessBasics"
    ]
  },
  {
    "$schema": "http://json-schema.org/draft-07/schema#",
    "$id": "https://tradesites.local/schemas/forms/request/step-communication.schema.json",
    "type": "object",
    "definitions": {
      "storedFile": {
        "type": "object",
        "title": "Image",
        "description": "An image chosen on this device; its bytes wait in the browser until they are uploaded.",
        "additionalProperties": false,
        "required": [
          "id",
          "name",
          "type",
          "size"
        ],
        "properties": {
          "id": {
            "type": "string",
            "title": "Stored file id",
            "pattern": "^[A-Za-z0-9_-]{1,64}$"
          },
          "name": {
            "type": "string",
            "title": "File name",
            "maxLength": 255
          },
          "type": {
            "type": "string",
            "title": "Media type",
            "maxLength": 100
          },
          "size": {
            "type": "integer",
            "title": "Size in bytes",
            "minimum": 1,
            "maximum": 5242880
          }
        }
      }
    },
    "properties": {
      "whatsAppNumber": {
        "type": "string",
        "title": "WhatsApp number",
        "format": "uk-mobile",
        "maxLength": 30
      },
      "hasDomain": {
        "type": "boolean",
        "title": "I already own a domain name",
        "default": false
      },
      "domainName": {
        "type": "string",
        "title": "Domain name",
        "format": "domain-name",
        "maxLength": 253
      }
    },
    "required": []
  },
  {
    "$schema": "http://json-schema.org/draft-07/schema#",
    "$id": "https://tradesites.local/schemas/forms/request/step-address.schema.json",
    "type": "object",
    "definitions": {
      "storedFile": {
        "type": "object",
        "title": "Image",
        "description": "An image chosen on this device; its bytes wait in the browser until they are uploaded.",
        "additionalProperties": false,
        "required": [
          "id",
          "name",
          "type",
          "size"
        ],
        "properties": {
          "id": {
            "type": "string",
            "title": "Stored file id",
            "pattern": "^[A-Za-z0-9_-]{1,64}$"
          },
          "name": {
            "type": "string",
            "title": "File name",
            "maxLength": 255
          },
          "type": {
            "type": "string",
            "title": "Media type",
            "maxLength": 100
          },
          "size": {
            "type": "integer",
            "title": "Size in bytes",
            "minimum": 1,
            "maximum": 5242880
          }
        }
      }
    },
    "properties": {
      "businessAddress": {
        "type": "object",
        "title": "Business address",
        "required": [
          "street",
          "town",
          "county",
          "postcode"
        ],
        "properties": {
          "street": {
            "type": "string",
            "title": "Street address",
            "maxLength": 200
          },
          "town": {
            "type": "string",
            "title": "Town",
            "maxLength": 100
          },
          "county": {
            "type": "string",
            "title": "County",
            "maxLength": 100
          },
          "postcode": {
            "type": "string",
            "title": "Post code",
            "format": "uk-postcode",
            "maxLength": 10
          },
          "registrationNumber": {
            "type": "string",
            "title": "Company registration number",
            "format": "company-number",
            "maxLength": 20
          },
          "hideAddress": {
            "type": "boolean",
            "title": "Hide my address on the website",
            "default": false
          }
        }
      },
      "termsAgreed": {
        "type": "boolean",
        "title": "I agree to the terms",
        "const": true
      }
    },
    "required": [
      "businessAddress",
      "termsAgreed"
    ]
  }
];

/** Precompiled validators of each step, in step order: createPrecompiledValidator(stepValidators[i], stepSchemas[i]). */
export const stepValidators: ValidatorFunctions[] = [step0ValidatorFns, step1ValidatorFns, step2ValidatorFns];

/** Precompiled validators of the whole data schema: createPrecompiledValidator(fullValidator, schema). */
export const fullValidator: ValidatorFunctions = fullValidatorFns;
