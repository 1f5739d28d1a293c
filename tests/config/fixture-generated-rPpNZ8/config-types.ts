/* Generated from /work/wt/issue-11/tests/config/form-valid/schemas/config/ by scripts/config. Do not edit: change the schemas and rebuild. */

export interface ConfigSchemas {}
/**
 * Show this block only when the page address carries this query parameter (e.g. customerNumber).
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "ShowWhen".
 */
export interface ShowWhen {
  /**
   * Name of the query parameter.
   */
  param: string;
}
/**
 * An image from public/.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "ImageRef".
 */
export interface ImageRef {
  /**
   * Path of the image in public/, starting with /.
   */
  src: string;
  /**
   * What the image shows, for screen readers; empty for decoration.
   */
  alt: string;
  /**
   * Width in pixels.
   */
  width?: number;
  /**
   * Height in pixels.
   */
  height?: number;
}
/**
 * A link or button.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "Link".
 */
export interface Link {
  /**
   * The words on the link or button.
   */
  label: string;
  /**
   * Where it goes: a path on this site starting with /, a full https:// address, mailto: or tel:.
   */
  href: string;
  /**
   * How it looks: primary (filled button), secondary (outlined button) or text (plain link). Default text in lists, primary in actions.
   */
  variant?: "primary" | "secondary" | "text";
  /**
   * Open in a new tab (legal pages do).
   */
  newTab?: boolean;
}
/**
 * A grid of cards with optional links and images.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "CardsBlock".
 */
export interface CardsBlock {
  /**
   * Block type: cards.
   */
  type: "cards";
  /**
   * Optional anchor id, so a link can jump to this block (#id).
   */
  id?: string;
  showWhen?: ShowWhen;
  /**
   * Section heading.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * Cards per row on wide screens (default 3).
   */
  columns?: number;
  /**
   * The cards (may be left out when forEachTrade gives them).
   *
   * @minItems 1
   */
  items?: {
    /**
     * Card title.
     */
    title: string;
    /**
     * Card text.
     */
    text?: string;
    /**
     * A small label on the card.
     */
    badge?: string;
    image?: ImageRef;
    /**
     * A short list of features.
     */
    features?: string[];
    /**
     * Links or buttons on the card.
     */
    links?: Link[];
  }[];
  /**
   * One card per trade with a landing page (config/trades/, landingPage: true and landing.card not false), in the trades' order, after any items. Texts may use the trade's words: {label}, {plural}, {adjective}, {landingPath} (the page's address), {landing.card|default text}; add :lower for small letters.
   */
  forEachTrade?: {
    /**
     * Card title.
     */
    title: string;
    /**
     * Card text.
     */
    text?: string;
    /**
     * The card's buttons.
     *
     * @minItems 1
     */
    links: Link[];
  };
  /**
   * Buttons under the cards.
   */
  actions?: Link[];
}
/**
 * Values shown with a Copy button each (nameservers, server names, an embed code). A notice says whether the copy worked.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "CopyListBlock".
 */
export interface CopyListBlock {
  /**
   * Block type: copy-list.
   */
  type: "copy-list";
  /**
   * Optional anchor id, so a link can jump to this block (#id).
   */
  id?: string;
  showWhen?: ShowWhen;
  /**
   * Section heading.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The values, each with a Copy button.
   *
   * @minItems 1
   */
  items: CopyItem[];
  /**
   * Words on each button (default Copy).
   */
  buttonLabel?: string;
  /**
   * The notice after a copy. {label} is the item's label. Default: Copied! / {label} copied to clipboard.
   */
  copiedToast?: {
    /**
     * The notice's title.
     */
    title: string;
    /**
     * The notice's message.
     */
    message: string;
  };
  /**
   * The notice when the browser refuses to copy. Default: Copy failed / Please try again or copy manually.
   */
  failedToast?: {
    /**
     * The notice's title.
     */
    title: string;
    /**
     * The notice's message.
     */
    message: string;
  };
}
/**
 * One value to copy.
 */
export interface CopyItem {
  /**
   * What the value is; also used in the notice "{label} copied to clipboard".
   */
  label: string;
  /**
   * The text shown and copied. Placeholders are filled when the page is shown: {origin} (this site's address), {embedOrigin} (the embed site's address), {email} (the example mailbox of config/site.yaml) and any query parameter of the page address, e.g. {domain}. {ns1}, {ns2}, {imapHost}, {smtpHost} and {popHost} are filled from config/site.yaml.
   */
  value: string;
  /**
   * Show the value as a block of code over several lines (for longer snippets). Default: one line.
   */
  code?: boolean;
  /**
   * A short line under the value, e.g. Port 993 with SSL.
   */
  note?: string;
}
/**
 * A call-to-action band with buttons.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "CtaBlock".
 */
export interface CtaBlock {
  /**
   * Block type: cta.
   */
  type: "cta";
  /**
   * Optional anchor id, so a link can jump to this block (#id).
   */
  id?: string;
  showWhen?: ShowWhen;
  /**
   * Headline of the band.
   */
  title: string;
  /**
   * A sentence under it.
   */
  text?: string;
  /**
   * brand: coloured band; light: pale band.
   */
  tone?: "brand" | "light";
  /**
   * The buttons.
   *
   * @minItems 1
   */
  actions: Link[];
}
/**
 * Questions and answers that open one at a time, written here or taken from a config file (source).
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "FaqBlock".
 */
export interface FaqBlock {
  /**
   * Block type: faq.
   */
  type: "faq";
  /**
   * Optional anchor id, so a link can jump to this block (#id).
   */
  id?: string;
  showWhen?: ShowWhen;
  /**
   * Section heading.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The questions. Leave out when they come from source.
   *
   * @minItems 1
   */
  items?: {
    /**
     * The question.
     */
    question: string;
    /**
     * The answer.
     */
    answer: string;
  }[];
  /**
   * Take the questions from a config file instead: emailClients (the faq list of config/email-clients.yaml). Placeholders such as {email} and {imapHost} in them are filled.
   */
  source?: "emailClients";
  /**
   * With source: the list in that file holding the questions (default faq).
   */
  sourceItems?: string;
}
/**
 * A form from config/forms/, drawn by the schema form renderer.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "FormBlock".
 */
export interface FormBlock {
  /**
   * Block type: form.
   */
  type: "form";
  /**
   * Optional anchor id, so a link can jump to this block (#id).
   */
  id?: string;
  showWhen?: ShowWhen;
  /**
   * Name of the file in config/forms/ without .yaml.
   */
  form: string;
  /**
   * What the link of the page may set (query parameters).
   */
  query?: {
    /**
     * The trade parameter: ?trade=<id> chooses and locks a trade whose file in config/trades/ lets a link lock it on this form (`forms: <form>: { lockable: true }`), in any letter case; anything else gives `fallback`, unlocked.
     */
    trade?: {
      /**
       * Written by the build from config/trades/ (the trades whose `forms:` lets a link lock them on this form); do not write it here.
       *
       * @minItems 1
       */
      lockable?: string[];
      /**
       * The trade when the link gives none or another (a file name in config/trades/ of a trade this form offers).
       */
      fallback: string;
      /**
       * Trades a link may not lock on this page even though their trade file allows it on the form (e.g. builder on the partner page). They stay offered in the trade choice.
       *
       * @minItems 1
       */
      notLockable?: string[];
    };
    /**
     * Whether ?customerNumber= pre-fills the customer reference (shown read-only; hidden on the hosts listed in site.yaml customerNumber.hiddenOnHosts).
     */
    customerNumber?: boolean;
  };
  /**
   * What replaces the form after a successful submission.
   */
  success?: {
    /**
     * Heading (replace and again modes).
     */
    title?: string;
    /**
     * Text; {firstName}, {companyName} and {customerNumber} are filled in.
     */
    body?: string;
    /**
     * Numbered next steps.
     */
    nextSteps?: string[];
    /**
     * After a successful submission: replace (default) shows the success view instead of the form; again shows it with a button (againLabel) back to an empty form; reset empties the form and keeps it on screen (the submitted toast says it worked). preview: shows the Website Preview of the customer's own answers (labels under success.preview), with Back to Form, Request Changes and Approve & Pay.
     */
    mode?: "replace" | "again" | "reset" | "preview";
    /**
     * After a successful submission, go on to an address the page's link carries, only when it is safe: an absolute http(s) address (https only with httpsOnly) on one of allowedHosts. Anything else is refused with the `refused` message and no redirect.
     */
    redirect?: {
      /**
       * The query parameter holding the address, e.g. stripe_link.
       */
      param: string;
      /**
       * The hosts allowed: a list (example.com exactly; .example.com also its subdomains), or site:<path> naming a list in site.yaml, e.g. site:stripeHosts.
       */
      allowedHosts?: string | string[];
      /**
       * Refuse plain http:// addresses.
       */
      httpsOnly?: boolean;
      /**
       * How long the success view shows before going on (default 1500).
       */
      delayMs?: number;
      /**
       * Shown while about to go on.
       */
      redirecting?: string;
      /**
       * Shown when the link carries an address that is not safe (no redirect).
       */
      refused: string;
    };
    /**
     * Label of the button back to the form (mode again).
     */
    againLabel?: string;
    /**
     * Line shown when the answers have a customer reference; {customerNumber} is filled in.
     */
    reference?: string;
    /**
     * For mode preview: the links of the preview's buttons; {customerNumber} is filled in.
     */
    preview?: {
      /**
       * Where Request Changes leads, e.g. /comments-form?customerNumber={customerNumber}.
       */
      requestChangesHref: string;
      /**
       * Where Approve & Pay leads, e.g. /domain-selection?customerNumber={customerNumber}.
       */
      approveHref: string;
      /**
       * Sentence above the preview.
       */
      intro?: string;
    };
  };
}
/**
 * The big opening section of a page.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "HeroBlock".
 */
export interface HeroBlock {
  /**
   * Block type: hero.
   */
  type: "hero";
  /**
   * Optional anchor id, so a link can jump to this block (#id).
   */
  id?: string;
  showWhen?: ShowWhen;
  /**
   * The main headline.
   */
  headline: string;
  /**
   * Small text above the headline.
   */
  eyebrow?: string;
  /**
   * A sentence under the headline.
   */
  subheading?: string;
  /**
   * Buttons under the headline.
   */
  actions?: Link[];
  image?: ImageRef;
  /**
   * Show the image inside a drawn browser window.
   */
  browserMock?: boolean;
  /**
   * Small benefit cards beside the image.
   *
   * @maxItems 4
   */
  benefits?: {
    /**
     * Card title.
     */
    title: string;
    /**
     * Card text.
     */
    text: string;
  }[];
}
/**
 * A legal document from config/legal/, with its sections and last-updated date.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "LegalSectionsBlock".
 */
export interface LegalSectionsBlock {
  /**
   * Block type: legal-sections.
   */
  type: "legal-sections";
  /**
   * Optional anchor id, so a link can jump to this block (#id).
   */
  id?: string;
  showWhen?: ShowWhen;
  /**
   * Name of the file in config/legal/ without .yaml.
   */
  document: string;
  backLink?: Link;
}
/**
 * Price plan cards.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "PlansBlock".
 */
export interface PlansBlock {
  /**
   * Block type: plans.
   */
  type: "plans";
  /**
   * Optional anchor id, so a link can jump to this block (#id).
   */
  id?: string;
  showWhen?: ShowWhen;
  /**
   * Section heading.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The plans.
   *
   * @minItems 1
   */
  items: {
    /**
     * Plan name.
     */
    name: string;
    /**
     * Price as shown, e.g. £25.
     */
    price: string;
    /**
     * e.g. per month, one-time.
     */
    period?: string;
    /**
     * A second price line, e.g. + £50 one-time.
     */
    extra?: string;
    /**
     * A sentence about the plan.
     */
    description?: string;
    /**
     * Draw this plan as the recommended one.
     */
    highlighted?: boolean;
    /**
     * What is included.
     */
    features: string[];
    action: Link;
  }[];
}
/**
 * Numbered steps for changing nameservers at the registrar named in the page address (?registrar=godaddy), from config/registrars.yaml, with a login button; any other registrar gets the general steps.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "RegistrarStepsBlock".
 */
export interface RegistrarStepsBlock {
  /**
   * Block type: registrar-steps.
   */
  type: "registrar-steps";
  /**
   * Optional anchor id, so a link can jump to this block (#id).
   */
  id?: string;
  showWhen?: ShowWhen;
  /**
   * Where the steps come from: registrars (config/registrars.yaml).
   */
  source: "registrars";
  /**
   * Section heading. {registrar} is the registrar's name (or the general name, e.g. your registrar), {domain} the domain.
   */
  title?: string;
  /**
   * A sentence or two under the heading; same placeholders as the title.
   */
  intro?: string;
  /**
   * Query parameter naming the registrar (default registrar). Matched against the registrar ids, ignoring capitals.
   */
  param?: string;
  /**
   * Query parameter with the customer's domain (default domain). Used in the steps and the registrar's domain page address when it is a valid domain name.
   */
  domainParam?: string;
  /**
   * Words used for {domain} when the address gives no valid domain (default: your domain).
   */
  domainFallback?: string;
  /**
   * Query parameter with the customer's own registrar login address (default domainRegistrarLogin). It is URL-decoded and shown as a link only when it is an http(s) address; anything else is shown as plain text.
   */
  loginParam?: string;
  /**
   * Words on the login button; {registrar} is the registrar's name (default: Log in to {registrar}).
   */
  loginLabel?: string;
  /**
   * Shown before a login value that is not a web address (default: Your registrar login).
   */
  loginTextLabel?: string;
}
/**
 * A band of marketing figures. Without items it shows the figures of site.yaml.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "StatsBlock".
 */
export interface StatsBlock {
  /**
   * Block type: stats.
   */
  type: "stats";
  /**
   * Optional anchor id, so a link can jump to this block (#id).
   */
  id?: string;
  showWhen?: ShowWhen;
  /**
   * Section heading.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * Figures to show; leave out to use the figures in site.yaml.
   */
  items?: {
    /**
     * The figure.
     */
    value: string;
    /**
     * What it counts.
     */
    label: string;
  }[];
}
/**
 * A numbered list of steps, such as How It Works.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "StepsBlock".
 */
export interface StepsBlock {
  /**
   * Block type: steps.
   */
  type: "steps";
  /**
   * Optional anchor id, so a link can jump to this block (#id).
   */
  id?: string;
  showWhen?: ShowWhen;
  /**
   * Section heading.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * Show 01, 02, 03 numbers (default true).
   */
  numbered?: boolean;
  /**
   * The steps, in order.
   *
   * @minItems 1
   */
  items: {
    /**
     * Step title.
     */
    title: string;
    /**
     * Step text.
     */
    text?: string;
  }[];
  /**
   * Buttons under the steps.
   */
  actions?: Link[];
}
/**
 * Tabs, one panel open at a time, each with paragraphs, numbered steps and an optional extra section. The tabs are written here or taken from a config file (source). Placeholders such as {email} are filled as in copy-list.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "TabsBlock".
 */
export interface TabsBlock {
  /**
   * Block type: tabs.
   */
  type: "tabs";
  /**
   * Optional anchor id, so a link can jump to this block (#id).
   */
  id?: string;
  showWhen?: ShowWhen;
  /**
   * Section heading.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * What the tabs are about, read by screen readers (default: the title).
   */
  label?: string;
  /**
   * The tabs, in order, written here. Leave out when the tabs come from source.
   *
   * @minItems 1
   */
  tabs?: TabItem[];
  /**
   * Take the tabs from a config file instead: emailClients (config/email-clients.yaml).
   */
  source?: "emailClients";
  /**
   * With source: the list in that file holding the tabs (default tabs).
   */
  sourceTabs?: string;
  /**
   * With source: the field in that file naming the tab open first.
   */
  sourceDefault?: string;
  /**
   * Id of the tab open first (default: the first tab).
   */
  defaultTab?: string;
}
/**
 * One tab and what its panel shows.
 */
export interface TabItem {
  /**
   * Short name of the tab, lower-case letters, digits and hyphens; the page address can open it with #id.
   */
  id: string;
  /**
   * Words on the tab.
   */
  label: string;
  /**
   * Paragraphs above the steps.
   */
  paragraphs?: string[];
  /**
   * Numbered steps.
   */
  steps?: string[];
  /**
   * An extra section under the steps.
   */
  advanced?: {
    /**
     * Its heading.
     */
    title: string;
    /**
     * Its lines.
     *
     * @minItems 1
     */
    items: string[];
  };
}
/**
 * Customer quotes.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "TestimonialsBlock".
 */
export interface TestimonialsBlock {
  /**
   * Block type: testimonials.
   */
  type: "testimonials";
  /**
   * Optional anchor id, so a link can jump to this block (#id).
   */
  id?: string;
  showWhen?: ShowWhen;
  /**
   * Section heading.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The quotes.
   *
   * @minItems 1
   */
  items: {
    /**
     * What the customer said.
     */
    quote: string;
    /**
     * Who said it.
     */
    name: string;
    /**
     * Business or town.
     */
    location?: string;
  }[];
}
/**
 * Plain copy: a heading, paragraphs and a bullet list. Placeholders like {customerNumber} are filled from the page address.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "TextBlock".
 */
export interface TextBlock {
  /**
   * Block type: text.
   */
  type: "text";
  /**
   * Optional anchor id, so a link can jump to this block (#id).
   */
  id?: string;
  showWhen?: ShowWhen;
  /**
   * Section heading.
   */
  title?: string;
  /**
   * Paragraphs of text.
   */
  paragraphs?: string[];
  /**
   * A bullet list.
   */
  bullets?: string[];
  /**
   * Links under the text.
   */
  links?: Link[];
  /**
   * Text alignment (default left).
   */
  align?: "left" | "center";
}
/**
 * The pre-designed colour schemes customers choose from on the request form (config/colour-schemes.yaml).
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "ColourSchemesConfig".
 */
export interface ColourSchemesConfig {
  /**
   * The schemes, in the order they are offered.
   *
   * @minItems 1
   */
  schemes: ColourScheme[];
}
/**
 * One colour scheme.
 */
export interface ColourScheme {
  /**
   * Short name of the scheme, lower case with hyphens. Trades refer to it as defaultScheme and it is sent with each request. Do not change the id of a scheme in use.
   */
  id: string;
  /**
   * Name shown to customers.
   */
  name: string;
  /**
   * A colour written as #RRGGBB.
   */
  primary: string;
  /**
   * A colour written as #RRGGBB.
   */
  secondary: string;
  /**
   * A colour written as #RRGGBB.
   */
  background: string;
  /**
   * Written by the build from the trade files (colourOverrides in config/trades/<trade>.yaml); you may also give them here, keyed by the trade's id.
   */
  tradeOverrides?: {
    [k: string]: ColourSchemeOverride;
  };
}
/**
 * The name and colours this trade sees instead.
 */
export interface ColourSchemeOverride {
  /**
   * Name shown to customers of this trade.
   */
  name: string;
  /**
   * A colour written as #RRGGBB.
   */
  primary: string;
  /**
   * A colour written as #RRGGBB.
   */
  secondary: string;
  /**
   * A colour written as #RRGGBB.
   */
  background: string;
}
/**
 * Set-up instructions for the business e-mail address in each mail app, and the troubleshooting questions, shown on the business e-mail instructions page (config/email-clients.yaml). In steps, {email} is the customer's address and {imapHost}, {smtpHost} and {popHost} are the mail servers from config/site.yaml.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "EmailClientsConfig".
 */
export interface EmailClientsConfig {
  /**
   * Id of the mail app whose tab is open when the page loads. It must be one of the ids under clients.
   */
  defaultClient: string;
  /**
   * The mail apps, one tab each, in the order the tabs appear.
   *
   * @minItems 1
   */
  clients: EmailClient[];
  /**
   * Troubleshooting questions shown under the tabs; one answer is open at a time.
   *
   * @minItems 1
   */
  faq: EmailClientFaqItem[];
}
/**
 * One mail app and how to add the mailbox to it.
 */
export interface EmailClient {
  /**
   * Short name of the app: lower-case letters and digits, hyphens between words. Used for the tab's address (#gmail-web) and by defaultClient.
   */
  id: string;
  /**
   * Name of the app on its tab.
   */
  label: string;
  /**
   * The steps in order, one instruction each. May use {email}, {imapHost}, {smtpHost} and {popHost}.
   *
   * @minItems 2
   * @maxItems 20
   */
  steps: string[];
  advanced?: EmailClientAdvanced;
}
/**
 * Optional extra settings shown under the steps, for when the app does not connect by itself.
 */
export interface EmailClientAdvanced {
  /**
   * Heading of the extra settings.
   */
  title: string;
  /**
   * The settings, one per line.
   *
   * @minItems 1
   */
  items: string[];
}
/**
 * One question and its answer.
 */
export interface EmailClientFaqItem {
  /**
   * The problem, as a customer would describe it.
   */
  question: string;
  /**
   * What to check and do, in plain words. May use {email}, {imapHost}, {smtpHost} and {popHost}.
   */
  answer: string;
}
/**
 * One field of a step, in the order shown.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "FormField".
 */
export interface FormField {
  /**
   * A field of the form data: a property name, or a dotted path into an object such as businessBasics.email.
   */
  field: string;
  /**
   * Visible label. Without it the schema title is used.
   */
  label?: string;
  /**
   * Help text under the field.
   */
  help?: string;
  /**
   * Label and help for one trade, keyed by its id: they replace label and help (and perTrade) when that trade is chosen.
   */
  byTrade?: {
    [k: string]: {
      /**
       * Label for this trade.
       */
      label?: string;
      /**
       * Help text for this trade.
       */
      help?: string;
    };
  };
  /**
   * Label and help that follow the chosen trade, written once with the words of its file in config/trades/: {label}, {plural}, {adjective}, {id} and any other key of the trade file ({workExamples}); add :lower for small letters ({adjective:lower}); {workExamples|other text} gives the other text to a trade without it. The build writes them out for every trade the form offers.
   */
  perTrade?: {
    /**
     * Label with the trade's words.
     */
    label?: string;
    /**
     * Help text with the trade's words.
     */
    help?: string;
  };
  /**
   * Example text shown in the empty field.
   */
  placeholder?: string;
  /**
   * How the field is drawn: one of the widgets of the form renderer (src/forms/widgets/). Without it the renderer chooses from the schema.
   */
  widget?: string;
  /**
   * The HTML autocomplete token, e.g. given-name, organization, email, tel, street-address, postal-code, off.
   */
  autocomplete?: string;
  /**
   * The keyboard phones should show.
   */
  inputMode?: "text" | "tel" | "email" | "url" | "numeric" | "decimal" | "search" | "none";
  /**
   * Settings of the widget (labels, lists, sources), as the widget documents them.
   */
  options?: {};
  /**
   * Messages shown under the field, by rule: required, format, pattern, minLength, maxLength, const ...
   */
  messages?: {
    /**
     * The message shown under the field.
     */
    [k: string]: string;
  };
  /**
   * Show the field only when another field has a value.
   */
  showWhen?: {
    /**
     * A field of the form data: a property name, or a dotted path into an object such as businessBasics.email.
     */
    field: string;
    /**
     * The value it must have (default: any value that is not empty or false).
     */
    equals?: string | boolean | number;
  };
  /**
   * Keep (and send) the value while the field is hidden by showWhen: for a value another widget sets, such as the ready-made e-mail prefix chosen with the prefix options.
   */
  keepWhenHidden?: boolean;
  /**
   * Actions run when the value changes.
   */
  onChange?: FormAction[];
}
/**
 * A named action of the form (the registry in src/forms/action-registry.ts says on which events each runs), with its settings.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "FormAction".
 */
export interface FormAction {
  /**
   * Which action runs. On a field change (onChange): reset-for-trade-change, custom-colours-off, mirror, email-prefix. On entering a step (onEnter): preselect-services. On leaving a step forwards (onLeave), in the background: upload-files (the files of `fields`, declared under submit.files), send-hook (the hook `hook` with `payload`).
   */
  action:
    | "reset-for-trade-change"
    | "custom-colours-off"
    | "mirror"
    | "email-prefix"
    | "preselect-services"
    | "upload-files"
    | "send-hook";
  /**
   * The fields the action works on (for upload-files: file fields declared under submit.files).
   *
   * @minItems 1
   */
  fields?: string[];
  /**
   * The field the action writes (for mirror).
   */
  target?: string;
  /**
   * Step to return to after the action (reset-for-trade-change returns to step 1).
   */
  toStep?: number;
  /**
   * For upload-files: once uploaded, send the field's announcement hook (submit.files[].announce) too.
   */
  announce?: boolean;
  /**
   * For upload-files: the notifications (names under messages) for files uploaded ({done} and {total} filled in), all failed, or the step breaking unexpectedly.
   */
  toasts?: {
    /**
     * Files uploaded.
     */
    uploaded?: string;
    /**
     * Every new file failed.
     */
    failed?: string;
    /**
     * The step broke unexpectedly.
     */
    error?: string;
  };
  /**
   * A hook: a name under endpoints.hooks in site.yaml, with its schema in schemas/hooks/.
   */
  hook?: string;
  /**
   * How the payload is sent: JSON, or multipart form data (lists and objects as JSON text). Default: as the hook expects.
   */
  as?: "json" | "form";
  payload?: SendPayload;
}
/**
 * Each payload field and where its value comes from. A list gives the first source with a value; {each: <file field>, ...} gives one object per file of a list (item:<path> reads the list item, upload:key and upload:getUrl where its file went, null when it failed). Empty values are left out.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "SendPayload".
 */
export interface SendPayload {
  [k: string]:
    | string
    | string[]
    | {
        /**
         * A file field of files (a list).
         */
        each: string;
        [k: string]: string;
      };
}
/**
 * What Submit does, as data run by one runner (src/services/send-runner.ts): the files uploaded and what a failure does, the hooks that announce them, and the final send. Steps may start uploads and hooks early with onLeave actions (upload-files, send-hook).
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "SendPlan".
 */
export interface SendPlan {
  /**
   * The answer holding the customer reference. When it is empty, the form makes one anonymous-{timestamp} reference when it first sends something and keeps it in its draft, so every upload and hook of the submission carries the same one.
   */
  reference?: string;
  /**
   * Nothing is sent without a customer reference in the answers: the messages.missingReference notification is shown instead (the media page).
   */
  requireReference?: boolean;
  /**
   * Named changes made to the answers before anything is sent: colours (the chosen scheme or custom colours become customPrimaryColor and customSecondaryColor), email-prefix (businessEmailPrefix becomes the prefix the chosen option gives).
   */
  transforms?: ("colours" | "email-prefix")[];
  /**
   * A status bar with a message and a percentage fixed to the bottom of the window while sending (the media page), instead of "Uploading X of Y". Each file set may add its own points (files[].status).
   */
  status?: {
    start?: StatusPoint;
    done?: StatusPoint;
    failed?: StatusPoint;
  };
  /**
   * The file fields uploaded on Submit, in order, each once (a file uploaded after a step or in an earlier attempt is not uploaded again).
   */
  files?: FileSet[];
  send?: FinalSend;
  /**
   * Answers deliberately not sent under their own name, each with the reason (e.g. a file sent as its upload link). A test checks that every other answer reaches the team.
   */
  notSent?: {
    [k: string]: string;
  };
  /**
   * Milliseconds the form stays busy (Submit disabled, status bar shown) after the submission ends, e.g. 1500 on the media page.
   */
  holdBusyMs?: number;
}
/**
 * One point of the status bar.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "StatusPoint".
 */
export interface StatusPoint {
  /**
   * How far the bar is filled.
   */
  percent: number;
  /**
   * The message shown.
   */
  text: string;
}
/**
 * A file field of the answers (one file or a list) and how its files are uploaded.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "FileSet".
 */
export interface FileSet {
  /**
   * The answer holding the file or the list.
   */
  field: string;
  /**
   * When each list item is an object (e.g. an accreditation with its image): the item's property holding the file.
   */
  file?: string;
  /**
   * What the upload service files the upload under.
   */
  kind: "logo" | "gallery" | "accreditation";
  /**
   * What a failed upload does: abort stops the submission (nothing more is sent); skip leaves the file out; keep-null keeps the item with null links; retry leaves it out of the announcement, then fails the submission saying how many did not upload, so a second try uploads only those.
   */
  onFail: "abort" | "skip" | "keep-null" | "retry";
  /**
   * The reason shown when a failure stops the submission: {reason} is the upload's own message; for retry, {count} is how many files failed.
   */
  failMessage?: string;
  /**
   * For retry: the reason when exactly one file failed.
   */
  failMessageOne?: string;
  /**
   * Points of the status bar (submit.status): start when this field has files still to upload or announce, end once its files are uploaded and announced.
   */
  status?: {
    start?: StatusPoint;
    end?: StatusPoint;
  };
  announce?: Announcement;
}
/**
 * The hook told about this field's files once they are uploaded: sent again only when the set of uploaded files grew, always with every uploaded file.
 */
export interface Announcement {
  /**
   * A hook: a name under endpoints.hooks in site.yaml, with its schema in schemas/hooks/.
   */
  hook: string;
  /**
   * How the payload is sent: JSON, or multipart form data (lists and objects as JSON text). Default: as the hook expects.
   */
  as?: "json" | "form";
  /**
   * The reason shown when the announcement fails on Submit (default: the hook's own message).
   */
  failMessage?: string;
  payload: SendPayload;
}
/**
 * The last call of the submission, after every upload and announcement (a plan of announcements only, such as the media page's, has none).
 */
export interface FinalSend {
  /**
   * A hook: a name under endpoints.hooks in site.yaml, with its schema in schemas/hooks/.
   */
  hook: string;
  /**
   * How the payload is sent: JSON, or multipart form data (lists and objects as JSON text). Default: as the hook expects.
   */
  as?: "json" | "form";
  /**
   * Send every answer under its own name (after the transforms; empty and hidden answers are left out), except those listed in notSent. payload adds to them.
   */
  answers?: boolean;
  payload?: SendPayload;
}
/**
 * How a form is shown (config/forms/<form>.yaml): its steps, fields, texts and messages. The data itself is described by schemas/forms/<schema>.schema.json.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "FormConfig".
 */
export interface FormConfig {
  /**
   * Name of the data schema in schemas/forms/, without .schema.json.
   */
  schema: string;
  /**
   * Heading above the form.
   */
  title?: string;
  /**
   * Sentence under the heading.
   */
  intro?: string;
  /**
   * Texts of the progress bar; {step}, {total} and {percent} are filled in.
   */
  progress?: {
    /**
     * e.g. Step {step} of {total}
     */
    step: string;
    /**
     * e.g. {percent}% complete
     */
    percent: string;
    /**
     * Line while files upload; {current}, {total} and {percent} are filled in, e.g. Uploading {current} of {total}.
     */
    uploadCount?: string;
    /**
     * Heading shown with a spinner while the submission uploads images, e.g. Uploading Your Images.
     */
    uploading?: string;
  };
  /**
   * Button labels.
   */
  buttons: {
    /**
     * Back button.
     */
    back?: string;
    /**
     * Continue button.
     */
    continue?: string;
    /**
     * Submit button.
     */
    submit: string;
    /**
     * Submit button while sending.
     */
    submitting?: string;
    /**
     * A field that must have a value (not empty, not false) before the Submit button can be pressed, e.g. termsAgreed.
     */
    submitRequires?: string;
  };
  /**
   * The steps, in order.
   *
   * @minItems 1
   */
  steps: FormStep[];
  /**
   * Notifications of the submission.
   */
  messages: {
    /**
     * A notification: a bold title and a sentence.
     */
    uploadFailed: {
      /**
       * Bold first line.
       */
      title: string;
      /**
       * Second line.
       */
      description: string;
    };
    /**
     * A notification: a bold title and a sentence.
     */
    submitFailed: {
      /**
       * Bold first line.
       */
      title: string;
      /**
       * Second line.
       */
      description: string;
    };
    /**
     * The notification of a successful submission: a bold title and, optionally, a sentence. {name} placeholders are filled from the answers (e.g. {selectedDomain}).
     */
    submitted?: {
      /**
       * Bold first line.
       */
      title: string;
      /**
       * Second line.
       */
      description?: string;
    };
    /**
     * A notification: a bold title and a sentence.
     */
    draftRestored?: {
      /**
       * Bold first line.
       */
      title: string;
      /**
       * Second line.
       */
      description: string;
    };
    /**
     * A notification: a bold title and a sentence.
     */
    uploadFailedMobile?: {
      /**
       * Bold first line.
       */
      title: string;
      /**
       * Second line.
       */
      description: string;
    };
    /**
     * A notification: a bold title and a sentence.
     */
    logoUploaded?: {
      /**
       * Bold first line.
       */
      title: string;
      /**
       * Second line.
       */
      description: string;
    };
    /**
     * A notification: a bold title and a sentence.
     */
    logoFailed?: {
      /**
       * Bold first line.
       */
      title: string;
      /**
       * Second line.
       */
      description: string;
    };
    /**
     * A notification: a bold title and a sentence.
     */
    logoError?: {
      /**
       * Bold first line.
       */
      title: string;
      /**
       * Second line.
       */
      description: string;
    };
    /**
     * A notification: a bold title and a sentence.
     */
    galleryUploaded?: {
      /**
       * Bold first line.
       */
      title: string;
      /**
       * Second line.
       */
      description: string;
    };
    /**
     * A notification: a bold title and a sentence.
     */
    galleryFailed?: {
      /**
       * Bold first line.
       */
      title: string;
      /**
       * Second line.
       */
      description: string;
    };
    /**
     * A notification: a bold title and a sentence.
     */
    galleryError?: {
      /**
       * Bold first line.
       */
      title: string;
      /**
       * Second line.
       */
      description: string;
    };
    /**
     * A notification: a bold title and a sentence.
     */
    missingReference?: {
      /**
       * Bold first line.
       */
      title: string;
      /**
       * Second line.
       */
      description: string;
    };
  };
  /**
   * What replaces the form after a successful submission.
   */
  success?: {
    /**
     * Heading (replace and again modes).
     */
    title?: string;
    /**
     * Text; {firstName}, {companyName} and {customerNumber} are filled in.
     */
    body?: string;
    /**
     * Numbered next steps.
     */
    nextSteps?: string[];
    /**
     * After a successful submission: replace (default) shows the success view instead of the form; again shows it with a button (againLabel) back to an empty form; reset empties the form and keeps it on screen (the submitted toast says it worked). preview: shows the Website Preview of the customer's own answers (labels under success.preview), with Back to Form, Request Changes and Approve & Pay.
     */
    mode?: "replace" | "again" | "reset" | "preview";
    /**
     * After a successful submission, go on to an address the page's link carries, only when it is safe: an absolute http(s) address (https only with httpsOnly) on one of allowedHosts. Anything else is refused with the `refused` message and no redirect.
     */
    redirect?: {
      /**
       * The query parameter holding the address, e.g. stripe_link.
       */
      param: string;
      /**
       * The hosts allowed: a list (example.com exactly; .example.com also its subdomains), or site:<path> naming a list in site.yaml, e.g. site:stripeHosts.
       */
      allowedHosts?: string | string[];
      /**
       * Refuse plain http:// addresses.
       */
      httpsOnly?: boolean;
      /**
       * How long the success view shows before going on (default 1500).
       */
      delayMs?: number;
      /**
       * Shown while about to go on.
       */
      redirecting?: string;
      /**
       * Shown when the link carries an address that is not safe (no redirect).
       */
      refused: string;
    };
    /**
     * Label of the button back to the form (mode again).
     */
    againLabel?: string;
    /**
     * Line shown when the answers have a customer reference; {customerNumber} is filled in.
     */
    reference?: string;
    /**
     * For mode preview: the links of the preview's buttons; {customerNumber} is filled in.
     */
    preview?: {
      /**
       * Where Request Changes leads, e.g. /comments-form?customerNumber={customerNumber}.
       */
      requestChangesHref: string;
      /**
       * Where Approve & Pay leads, e.g. /domain-selection?customerNumber={customerNumber}.
       */
      approveHref: string;
      /**
       * Sentence above the preview.
       */
      intro?: string;
    };
  };
  submit?: SendPlan;
  /**
   * What the link of the page may set (query parameters).
   */
  query?: {
    /**
     * The trade parameter: ?trade=<id> chooses and locks a trade whose file in config/trades/ lets a link lock it on this form (`forms: <form>: { lockable: true }`), in any letter case; anything else gives `fallback`, unlocked.
     */
    trade?: {
      /**
       * Written by the build from config/trades/ (the trades whose `forms:` lets a link lock them on this form); do not write it here.
       *
       * @minItems 1
       */
      lockable?: string[];
      /**
       * The trade when the link gives none or another (a file name in config/trades/ of a trade this form offers).
       */
      fallback: string;
      /**
       * Trades a link may not lock on this page even though their trade file allows it on the form (e.g. builder on the partner page). They stay offered in the trade choice.
       *
       * @minItems 1
       */
      notLockable?: string[];
    };
    /**
     * Whether ?customerNumber= pre-fills the customer reference (shown read-only; hidden on the hosts listed in site.yaml customerNumber.hiddenOnHosts).
     */
    customerNumber?: boolean;
  };
  /**
   * Written by the build from config/trades/ (the trades whose `forms:` names this form, in their `order`); do not write it here.
   *
   * @minItems 1
   */
  trades?: string[];
}
/**
 * One step.
 */
export interface FormStep {
  /**
   * Short name of the step.
   */
  id: string;
  /**
   * Heading of the step.
   */
  title: string;
  /**
   * Sentence under the heading.
   */
  description?: string;
  /**
   * The fields, in order.
   *
   * @minItems 1
   */
  fields: FormField[];
  /**
   * Notification when Continue finds a problem: the first entry whose rule matches one of the problems is shown.
   */
  invalidToasts?: {
    /**
     * Bold first line.
     */
    title: string;
    /**
     * Second line.
     */
    description: string;
    /**
     * Applies to problems of this rule (required, format, ...).
     */
    keyword?: string;
    /**
     * A field of the form data: a property name, or a dotted path into an object such as businessBasics.email.
     */
    field?: string;
  }[];
  /**
   * Actions run on entering the step.
   */
  onEnter?: FormAction[];
  /**
   * Actions run after leaving the step forwards.
   */
  onLeave?: FormAction[];
}
/**
 * A legal page such as the Terms and Conditions or the Privacy Policy (config/legal/<name>.yaml). {email}, {phone} and {brand} in any text are replaced with the values in config/site.yaml.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "LegalDocument".
 */
export interface LegalDocument {
  /**
   * Heading of the page, also used as the browser tab title.
   */
  title: string;
  /**
   * Date the document last changed, written year-month-day in quotes. The page shows it in words ("2023-08-15" shows as 15 August 2023). Change it whenever you change the wording.
   */
  lastUpdated: string;
  /**
   * Optional paragraph shown under the heading, before the first section.
   */
  intro?: string;
  /**
   * The numbered sections of the document, in order.
   *
   * @minItems 1
   */
  sections: LegalSection[];
}
/**
 * One section: a heading, paragraphs and, if useful, a bulleted list after the paragraphs.
 */
export interface LegalSection {
  /**
   * Short name of the section, lower case with hyphens; used as its anchor so a link can jump to it (/terms#payment-terms). Keep it when you reword the heading, as others may link to it.
   */
  id: string;
  /**
   * Heading of the section, in title case.
   */
  heading: string;
  /**
   * The paragraphs of the section, one list item each.
   *
   * @minItems 1
   */
  paragraphs: string[];
  /**
   * Optional bulleted list, shown after all the paragraphs of the section; make the last paragraph the sentence that introduces it (e.g. "We use your information to:").
   *
   * @minItems 1
   */
  bullets?: string[];
}
/**
 * A row of buttons that do something: follow a link, show a notice then go to a page after a delay, or close the window.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "ActionsBlock".
 */
export interface ActionsBlock {
  /**
   * Block type: actions.
   */
  type: "actions";
  /**
   * Optional anchor id, so a link can jump to this block (#id).
   */
  id?: string;
  showWhen?: ShowWhen;
  /**
   * Button alignment (default center).
   */
  align?: "left" | "center";
  /**
   * The buttons, in order.
   *
   * @minItems 1
   */
  actions: Action[];
}
/**
 * One button. kind link: go to href. kind redirect-after: show toast, then go to `to` (default /) after delayMs. kind close-window: close the tab, or show fallbackMessage if the browser refuses.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "Action".
 */
export interface Action {
  /**
   * What the button does.
   */
  kind: "link" | "redirect-after" | "close-window";
  /**
   * Button text.
   */
  label: string;
  /**
   * Button style (default primary).
   */
  variant?: "primary" | "secondary";
  /**
   * kind link: where the button goes.
   */
  href?: string;
  /**
   * kind redirect-after: the page to go to.
   */
  to?: string;
  /**
   * kind redirect-after: wait before going (milliseconds, default 1000).
   */
  delayMs?: number;
  /**
   * kind redirect-after: the notice shown at once.
   */
  toast?: {
    title: string;
    message: string;
  };
  /**
   * kind close-window: shown when the browser keeps the tab open.
   */
  fallbackMessage?: string;
}
/**
 * A page of the site: its title, meta description, layout and the blocks it is built from, top to bottom.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "PageConfig".
 */
export interface PageConfig {
  /**
   * The browser tab title and search result title.
   */
  title: string;
  /**
   * The search result snippet (about 150 characters).
   */
  metaDescription?: string;
  /**
   * marketing: the site's navigation bar and footer. plain: a slim header with the brand and a small footer with the legal links (follow-up pages and forms). partner: like plain with the partner's header and colours.
   */
  layout?: "marketing" | "plain" | "partner";
  /**
   * Render the page to HTML at build time (default true).
   */
  prerender?: boolean;
  /**
   * The page's sections, top to bottom. Each has a type; see schemas/config/blocks/ for what each type takes.
   *
   * @minItems 1
   */
  blocks: (
    | ActionsBlock
    | CardsBlock
    | CopyListBlock
    | CtaBlock
    | FaqBlock
    | FormBlock
    | HeroBlock
    | LegalSectionsBlock
    | PlansBlock
    | RegistrarStepsBlock
    | StatsBlock
    | StepsBlock
    | TabsBlock
    | TestimonialsBlock
    | TextBlock
  )[];
  /**
   * Query parameters of the page address its text shows as {name} (those named in a block's showWhen count already).
   */
  params?: string[];
  /**
   * Where the navigation bar's call to action (site.yaml nav.cta) leads on this page, e.g. a trade's landing page sends it to the form with that trade chosen.
   */
  navCta?: {
    /**
     * Where it goes: a path on this site starting with /, a full https:// address, mailto: or tel:.
     */
    href: string;
    /**
     * Other words for the button on this page; default those of nav.cta.
     */
    label?: string;
  };
}
/**
 * Step-by-step instructions for pointing a domain at our nameservers, per domain registrar, shown on the nameserver instructions page (config/registrars.yaml). The nameservers themselves are set in config/site.yaml. In steps, {domain} is the customer's domain and {ns1} and {ns2} are our two nameservers.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "RegistrarsConfig".
 */
export interface RegistrarsConfig {
  /**
   * Registrars with their own instructions. The page picks one by the registrar=<id> part of its address (ignoring capitals); any other registrar gets the general instructions.
   *
   * @minItems 1
   */
  registrars: Registrar[];
  general: GeneralRegistrarSteps;
}
/**
 * One registrar and how to change nameservers there.
 */
export interface Registrar {
  /**
   * Short name matched against registrar=<id> in the page address: lower-case letters and digits, hyphens between words.
   */
  id: string;
  /**
   * The registrar's name as customers know it.
   */
  name: string;
  /**
   * The registrar's own sign-in or domain management page, starting https://. Used for the login button when the page address gives no login link and there is no domainUrlTemplate.
   */
  loginUrl: string;
  /**
   * Optional address of the domain's own settings or nameserver page at this registrar, with {domain} where the domain name goes. Used instead of loginUrl when the domain is known. Leave it out if the registrar has no such address.
   */
  domainUrlTemplate?: string;
  /**
   * Hosts a customer's own login link (?domainRegistrarLogin= on /domain-instructions) may point to for this registrar; the loginUrl and domainUrlTemplate hosts must be among them. Any other address is shown as plain text, never as the login button, so a crafted link cannot send a customer to a look-alike site.
   *
   * @minItems 1
   */
  loginHosts?: string[];
  /**
   * The steps in order, one short instruction each. May use {domain}, {ns1} and {ns2}.
   *
   * @minItems 2
   * @maxItems 12
   */
  steps: string[];
}
/**
 * Instructions for any registrar not listed above, or when the page address names none.
 */
export interface GeneralRegistrarSteps {
  /**
   * How the registrar is referred to in these instructions.
   */
  name: string;
  /**
   * The steps in order, one short instruction each. May use {domain}, {ns1} and {ns2}.
   *
   * @minItems 2
   * @maxItems 12
   */
  steps: string[];
}
/**
 * Which page each address of the site shows, and on which hosts.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "RoutesConfig".
 */
export interface RoutesConfig {
  /**
   * The routes. Trade landing pages (/electrician, ...) are added by themselves from config/trades/.
   *
   * @minItems 1
   */
  routes: RouteConfig[];
}
export interface RouteConfig {
  /**
   * The address path, lower case, starting with /.
   */
  path: string;
  /**
   * Name of the page file in config/pages/ without .yaml.
   */
  page: string;
  /**
   * Hosts that serve this route: main (the marketing site), forms (hosts starting forms.), embed (hosts starting embed.). Default: main and embed.
   *
   * @minItems 1
   */
  hosts?: ("main" | "forms" | "embed")[];
  /**
   * Show this route with another branding from brandings: in config/site.yaml (its header and colours), e.g. partner for the partner's -rp routes. The page itself stays the same file. Default: the site's own brand.
   */
  branding?: string;
}
/**
 * Brand, navigation, footer, contact details, marketing figures, hosts and service addresses of the whole site.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "SiteConfig".
 */
export interface SiteConfig {
  /**
   * The product's name and colours.
   */
  brand: {
    /**
     * Product name shown in the navigation bar and titles.
     */
    name: string;
    /**
     * Short line under the name in the footer.
     */
    tagline: string;
    /**
     * A colour written as #RRGGBB.
     */
    themeColour: string;
    /**
     * A colour written as #RRGGBB.
     */
    secondaryColour?: string;
  };
  /**
   * Other brandings a route can wear, by name (a route in config/routes.yaml says branding: partner). Each replaces the header and the colours of the pages on those routes; the page copy stays the same.
   */
  brandings?: {
    [k: string]: Branding;
  };
  /**
   * How customers reach the service; {email} and {phone} in any copy are replaced with these.
   */
  contact: {
    /**
     * Support e-mail address.
     */
    email: string;
    /**
     * Support phone number as shown.
     */
    phone: string;
    /**
     * Address contact-form messages are sent to (ToEmail of the contact hook).
     */
    toEmail?: string;
  };
  /**
   * The fixed navigation bar.
   */
  nav: {
    /**
     * Links in the bar, left to right.
     */
    links: Link[];
    cta: Link;
    /**
     * The words of the link that keyboard users meet first on every page, jumping past the header to the page's content.
     */
    skipLink?: string;
  };
  /**
   * The footer of every marketing page.
   */
  footer: {
    /**
     * Line under the brand name.
     */
    tagline?: string;
    /**
     * Columns of links.
     */
    groups: {
      /**
       * Column heading.
       */
      title: string;
      /**
       * Links in the column.
       */
      links: Link[];
    }[];
    /**
     * Social media links.
     */
    social?: Link[];
    /**
     * Links shown in the slim footer of form and follow-up pages.
     */
    legalLinks?: Link[];
  };
  /**
   * Marketing figures shown in statistics bands.
   *
   * @minItems 1
   */
  figures: {
    /**
     * The figure as shown.
     */
    value: string;
    /**
     * What it counts.
     */
    label: string;
  }[];
  /**
   * Figures used in many places (prices, delivery times, notice periods, marketing figures), written once here and used in any copy as {group.name}, e.g. {price.monthly}. A change here shows everywhere; npm run check reports a placeholder that is not defined.
   */
  shared?: {
    [k: string]:
      | string
      | number
      | {
          [k: string]: string | number;
        };
  };
  /**
   * Host name rules.
   */
  hosts: {
    /**
     * Hosts starting with this serve only the form routes.
     */
    formsPrefix: string;
    /**
     * Hosts starting with this redirect unknown paths to /.
     */
    embedPrefix: string;
    /**
     * The main site's address, without a path. Pages that show a full address (such as the embed code) use it when prerendered; in the browser they use the address the page was opened at.
     */
    mainUrl?: string;
  };
  /**
   * Where the browser sends uploads and form data. Paths are on the same site; each can be overridden at build time with VITE_UPLOAD_URL or VITE_HOOK_<NAME>.
   */
  endpoints: {
    /**
     * The upload service address.
     */
    upload: string;
    /**
     * One address per hook.
     */
    hooks: {
      /**
       * Address of the main hook.
       */
      main: string;
      /**
       * Address of the logo hook.
       */
      logo: string;
      /**
       * Address of the gallery hook.
       */
      gallery: string;
      /**
       * Address of the business-basics hook.
       */
      "business-basics": string;
      /**
       * Address of the media-logo hook.
       */
      "media-logo": string;
      /**
       * Address of the media-gallery hook.
       */
      "media-gallery": string;
      /**
       * Address of the unsubscribe hook.
       */
      unsubscribe: string;
      /**
       * Address of the contact hook.
       */
      contact: string;
      /**
       * Address of the domain-selection hook.
       */
      "domain-selection": string;
      /**
       * Address of the feedback hook.
       */
      feedback: string;
    };
  };
  /**
   * Where the intake server forwards each stored hook call (an n8n, Make or Zapier webhook). Environment HOOK_TARGET_<NAME> overrides.
   */
  relay?: {
    /**
     * Hook name to target address.
     */
    targets?: {
      /**
       * Target of the main hook.
       */
      main?: string;
      /**
       * Target of the logo hook.
       */
      logo?: string;
      /**
       * Target of the gallery hook.
       */
      gallery?: string;
      /**
       * Target of the business-basics hook.
       */
      "business-basics"?: string;
      /**
       * Target of the media-logo hook.
       */
      "media-logo"?: string;
      /**
       * Target of the media-gallery hook.
       */
      "media-gallery"?: string;
      /**
       * Target of the unsubscribe hook.
       */
      unsubscribe?: string;
      /**
       * Target of the contact hook.
       */
      contact?: string;
      /**
       * Target of the domain-selection hook.
       */
      "domain-selection"?: string;
      /**
       * Target of the feedback hook.
       */
      feedback?: string;
    };
  };
  /**
   * Mail servers for business e-mail instructions.
   */
  mail?: {
    /**
     * Incoming IMAP server.
     */
    imapHost: string;
    /**
     * Outgoing SMTP server.
     */
    smtpHost: string;
    /**
     * POP server (Gmail Web).
     */
    popHost: string;
    /**
     * The example mailbox shown for {email} in the mail app steps of config/email-clients.yaml.
     */
    exampleAddress?: string;
  };
  /**
   * The two nameservers customers point their domain at.
   *
   * @minItems 2
   * @maxItems 2
   */
  nameservers?: string[];
  /**
   * Hosts a payment link (stripe_link) may point to; anything else is refused.
   */
  stripeHosts?: string[];
  /**
   * Hosts a website preview link (?websiteUrl= on /comments-form) may point to. Any other address is shown as plain text, never as a link, so a crafted link cannot send a customer to a look-alike site.
   *
   * @minItems 1
   */
  previewHosts?: string[];
  /**
   * How the customer reference field behaves.
   */
  customerNumber?: {
    /**
     * Host prefixes where the reference field is hidden.
     */
    hiddenOnHosts?: string[];
  };
  /**
   * What the forms tell the customer when this device cannot keep their answers or chosen images over a reload (storage blocked, private browsing, or full).
   */
  drafts?: {
    /**
     * A notification: a bold title and a sentence.
     */
    notKept?: {
      /**
       * Bold first line.
       */
      title: string;
      /**
       * Second line.
       */
      description: string;
    };
    /**
     * A notification: a bold title and a sentence.
     */
    filesNotKept?: {
      /**
       * Bold first line.
       */
      title: string;
      /**
       * Second line.
       */
      description: string;
    };
  };
  /**
   * How chosen photos and logos are prepared on the customer's device before they are sent: turned the right way up, made smaller, re-encoded and stripped of every metadata (GPS position, camera serial).
   */
  images?: {
    /**
     * Largest image a picker accepts before preparing it, in megabytes (the prepared file must still be at most 5 MB).
     */
    chooseUpToMB?: number;
    /**
     * JPEG quality of prepared images, from 0 to 1.
     */
    quality?: number;
    /**
     * A PNG or JPG at most this big, within the size limits and carrying no metadata, is sent as it is.
     */
    sendAsIsUpToKB?: number;
    /**
     * How photos are prepared.
     */
    photo?: {
      /**
       * Longest side of a prepared photo, in pixels.
       */
      maxEdge?: number;
      /**
       * Most megabytes a prepared photo may weigh; the quality is lowered step by step until it fits.
       */
      maxMB?: number;
    };
    /**
     * How logos are prepared.
     */
    logo?: {
      /**
       * Longest side of a prepared logo, in pixels.
       */
      maxEdge?: number;
      /**
       * Most megabytes a prepared logo may weigh; the quality is lowered step by step until it fits.
       */
      maxMB?: number;
    };
    /**
     * What the pickers say while preparing and sending images. {name} is the file's name, {current} and {total} count the images, {percent} is the share sent, {limit} the size limit.
     */
    messages?: {
      /**
       * Shown while several images are prepared.
       */
      preparing?: string;
      /**
       * Shown while one image is prepared.
       */
      preparingOne?: string;
      /**
       * An image over chooseUpToMB.
       */
      tooLarge?: string;
      /**
       * An iPhone HEIC/HEIF photo this browser cannot open.
       */
      heic?: string;
      /**
       * A file the browser cannot open as an image.
       */
      unreadable?: string;
      /**
       * Preparing went wrong for another reason.
       */
      failed?: string;
      /**
       * One image's upload progress.
       */
      uploading?: string;
      /**
       * An image that has been sent.
       */
      uploaded?: string;
      /**
       * An image whose upload failed.
       */
      uploadFailed?: string;
    };
  };
}
/**
 * One branding: whose pages these are and their colours.
 */
export interface Branding {
  /**
   * The partner's name, shown in the header.
   */
  name: string;
  /**
   * The line shown in the header beside the name.
   */
  headerText: string;
  /**
   * A colour written as #RRGGBB.
   */
  themeColour: string;
  /**
   * A colour written as #RRGGBB.
   */
  secondaryColour?: string;
}
/**
 * The landing page of every trade with landingPage: true (config/trade-landing.yaml): a page like those of config/pages/, filled in for each trade from its file in config/trades/. The filled page is then checked like any other page.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "TradeLandingTemplate".
 */
export interface TradeLandingTemplate {
  /**
   * The page, as in config/pages/<page>.yaml. In any text, {label}, {plural}, {adjective}, {id} and any key of the trade file ({landing.title}) give the trade's value; add :lower for small letters ({plural:lower}); {landing.claim|other text} gives the other text to a trade without that key. A value that is only a key ({landing.features}) takes the trade's list; a list item that is only a key adds the items of that list, or nothing when the trade has none.
   */
  page: {
    /**
     * Page title, usually the trade's own: {landing.title}.
     */
    title: string;
    /**
     * Search engine description, usually the trade's own: {landing.metaDescription}.
     */
    metaDescription: string;
    /**
     * The page layout, as in config/pages/ (marketing).
     */
    layout?: string;
    /**
     * As in config/pages/: false serves the page only after the browser has drawn it.
     */
    prerender?: boolean;
    /**
     * The page's blocks, as in config/pages/, with the trade's words and lists in placeholders.
     *
     * @minItems 1
     */
    blocks: {
      /**
       * The kind of block: hero, cards, stats, testimonials, faq, cta, ...
       */
      type: string;
    }[];
  };
}
/**
 * The name and colours this trade sees instead.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "ColourSchemeOverride".
 */
export interface ColourSchemeOverride1 {
  /**
   * Name shown to customers of this trade.
   */
  name: string;
  /**
   * A colour written as #RRGGBB.
   */
  primary: string;
  /**
   * A colour written as #RRGGBB.
   */
  secondary: string;
  /**
   * A colour written as #RRGGBB.
   */
  background: string;
}
/**
 * One trade (config/trades/<id>.yaml): everything that differs between trades. Its names and describing word, its icon, default colours and colour overrides, the service and accreditation checklists, which forms offer it and whether a link may lock it there, and the copy of its landing page. Adding a trade is adding one of these files.
 *
 * This interface was referenced by `ConfigSchemas`'s JSON-Schema
 * via the `definition` "TradeConfig".
 */
export interface TradeConfig {
  /**
   * Short name of the trade in lower case, with hyphens between words. It must be the same as the file name (electrician.yaml has id: electrician). It appears in addresses such as /request?trade=electrician and on the landing page /electrician.
   */
  id: string;
  /**
   * Name of one person of this trade, with a capital letter, as shown on buttons and headings.
   */
  label: string;
  /**
   * Name of several people of this trade, as used in sentences and navigation links.
   */
  plural: string;
  /**
   * The trade as a describing word, with a capital letter: the preview's sample name is 'Your Electrical Business', the media page asks for 'Photos of your electrical work'.
   */
  adjective: string;
  /**
   * Where the trade comes in lists (the forms' trade choice, the cards of /trades): lower numbers first; trades with the same number are sorted by label. Default 100.
   */
  order?: number;
  /**
   * The icon the website preview shows for this trade, by name from the fixed list of trade icons (the list your editor suggests). Without it: a toolbox (handyman).
   */
  icon?: string;
  /**
   * Id of the colour scheme from config/colour-schemes.yaml used when the customer does not pick one.
   */
  defaultScheme: string;
  /**
   * Optional changes to colour schemes for this trade only, keyed by the scheme's id in config/colour-schemes.yaml: the name and colours this trade sees instead (builders see the green scheme as Charcoal / Green).
   */
  colourOverrides?: {
    [k: string]: ColourSchemeOverride1;
  };
  /**
   * true gives the trade its own landing page at /<id>, built from config/trade-landing.yaml and the landing section below, and a card on Choose Your Trade (/trades) unless landing.card is false; false keeps the page off the site.
   */
  landingPage: boolean;
  /**
   * The forms that offer this trade in their trade choice (file names in config/forms/), and for each whether a link with ?trade=<id> may choose the trade and lock the choice there. Leave it out for a trade with a landing page only.
   */
  forms?: {
    [k: string]: TradeFormSetting;
  };
  /**
   * true ticks every service of the trade each time the customer enters the services step (the builder rule of the spec); false (the default) ticks them only while none is chosen.
   */
  preselectAllServices?: boolean;
  /**
   * A few examples of the trade's work, as the media page's gallery picker asks for them (the help text adds ', max 5MB each.').
   */
  workExamples?: string;
  /**
   * The services checklist for this trade on the request form, one service per line. All are ticked by default; the customer unticks what they do not offer.
   *
   * @minItems 1
   */
  services: string[];
  /**
   * The accreditations checklist for this trade on the request form: schemes, trade bodies and memberships the customer can tick and show on their website.
   *
   * @minItems 1
   */
  accreditations: string[];
  landing: TradeLanding;
}
/**
 * How this form offers the trade.
 */
export interface TradeFormSetting {
  /**
   * true: a link such as /request?trade=<id> chooses the trade and locks the choice. false: the trade is offered, but a link naming it falls back to the form's fallback trade, unlocked.
   */
  lockable: boolean;
}
/**
 * The copy of the trade's landing page (/<id>), filled into the template config/trade-landing.yaml. Used only when landingPage is true, but always written so the page can be switched on.
 */
export interface TradeLanding {
  /**
   * Page title shown in the browser tab and in search results. Keep it under about 60 characters.
   */
  title: string;
  /**
   * One or two sentences search engines show under the title. Aim for 120 to 160 characters.
   */
  metaDescription: string;
  /**
   * Optional short claim shown above the headline. Without it the page shows the default of config/trade-landing.yaml ('Websites for <plural>').
   */
  claim?: string;
  /**
   * The trade's card on Choose Your Trade (/trades): its text, or false to leave the trade off that page. Without it the card shows the default text of config/trade-landing.yaml.
   */
  card?: string | false;
  hero: TradeLandingHero;
  /**
   * Optional extra buttons in the opening section, after Get Started and View Pricing.
   */
  links?: Link[];
  /**
   * Three to six selling points, each a short title and a sentence or two.
   *
   * @minItems 3
   * @maxItems 6
   */
  features: TradeLandingFeature[];
  /**
   * Quotes from customers of this trade (the page shows three). Use only real quotes, with the customer's permission.
   *
   * @minItems 1
   * @maxItems 6
   */
  testimonials: TradeLandingTestimonial[];
  /**
   * Questions and answers shown at the foot of the page (three or four work best).
   *
   * @minItems 1
   * @maxItems 8
   */
  faq: TradeLandingFaqItem[];
}
/**
 * The opening section of the page.
 */
export interface TradeLandingHero {
  /**
   * The main headline.
   */
  headline: string;
  /**
   * One or two sentences under the headline. May use {phone} for the support phone number.
   */
  subheading: string;
}
/**
 * One selling point.
 */
export interface TradeLandingFeature {
  /**
   * A few words.
   */
  title: string;
  /**
   * A sentence or two explaining it.
   */
  text: string;
}
/**
 * One customer quote.
 */
export interface TradeLandingTestimonial {
  /**
   * What the customer said, without quotation marks.
   */
  quote: string;
  /**
   * Who said it: a name and, if they agree, their business.
   */
  name: string;
  /**
   * Town or area of the customer.
   */
  location: string;
}
/**
 * One question and its answer.
 */
export interface TradeLandingFaqItem {
  /**
   * The question, as a customer would ask it.
   */
  question: string;
  /**
   * A plain, honest answer.
   */
  answer: string;
}
