/**
 * The one inline script of every page, at the top of its head: it marks a form whose confirmation the current history
 * entry keeps (`history.state.usr.formSent`, src/forms/sent-history.ts) as one whose answers are coming back
 * (`<html data-drafts>`), before the browser paints anything. A reload of a sent form's confirmation (or Back or
 * Forward to it from another page) then paints "Restoring your answers…" in place of the empty first step the page
 * was drawn with, until the runtime shows the confirmation again. The page's first script marks the same
 * (`markSentForms`, src/app/form-start.ts), but it is a module, run once the page is parsed: at a phone's speed the
 * first frame was painted before it in one reload of three, showing the empty step. Only the history knows the mark
 * (the server never sees it), so it is read here, where nothing waits for a download.
 *
 * Plain ES5 with no `<`, so it stands in a `<script>` element as it is; the Content Security Policy allows it by its
 * hash (src/server/security.ts), and no other inline script.
 */
export const SENT_ENTRY_SCRIPT =
  '(function(){try{var s=history.state,f=s&&s.usr&&s.usr.formSent,id=f&&f.form;' +
  'if(typeof id!=="string"||!/^[A-Za-z_][\\w-]*$/.test(id))return;' +
  'var h=document.documentElement,d=(h.getAttribute("data-drafts")||"").split(/\\s+/).filter(Boolean);' +
  'if(d.indexOf(id)===-1){d.push(id);h.setAttribute("data-drafts",d.join(" "))}}catch(e){}})()';

/** The script as its element in a page's head. */
export const SENT_ENTRY_TAG = `<script>${SENT_ENTRY_SCRIPT}</script>`;
