/**
 * The static splash in index.html shows one language: a tiny inline script
 * (part of the page's start-up script, allowed by its hash in the CSP) sets
 * <html lang> before the first layout, from the saved setting or else the
 * browser's languages, the same rule as detectLanguage. Reading the settings
 * here also loads the page's storage early, while the main thread waits for
 * the network anyway. Plain ES2017, no imports.
 */
export function splashLanguageScript(settingsKey: string): string {
  return [
    '(function(){var l=null;',
    `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(settingsKey)})||"null");l=s&&s.language;}catch(e){}`,
    'if(l!=="en"&&l!=="ja"){l="en";var p=navigator.languages||[navigator.language];',
    'for(var i=0;i<p.length;i++){var b=String(p[i]).toLowerCase().split("-")[0];if(b==="ja"||b==="en"){l=b;break;}}}',
    'document.documentElement.lang=l;})();',
  ].join('');
}
