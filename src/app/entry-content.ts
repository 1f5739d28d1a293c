/**
 * The script of pages without a form (marketing, trade, legal and instruction pages). Their HTML is the
 * prerendered React page, complete; this fills in what the address changes (reference numbers, the
 * registrar's steps, this site's own address) and adds the pages' behaviour, without loading React.
 * Links between pages are ordinary page loads.
 */
import { fillFromAddress } from '@/blocks/behaviour/fill';
import { fitAll } from '@/blocks/behaviour/fit';
import { fixedHeaderBottom } from '@/forms/scroll-below-header';
import { installPageBehaviour } from './behaviour';
import { domToaster } from './behaviour/toasts';
import { keepToastsOffButtons } from './toast-placement';

fillFromAddress(document, window.location);
fitAll(document);
const region = document.querySelector<HTMLElement>('[data-notifications]') ?? document.body;
keepToastsOffButtons(region, fixedHeaderBottom);
installPageBehaviour({ toast: domToaster(region), navigate: (to) => window.location.assign(to) });
