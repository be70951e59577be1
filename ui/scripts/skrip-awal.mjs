// The page's only script (docs/decisions.md, "The app starts after the first paint"), written by
// ui/build.mjs as assets/start-HASH.js, which the server puts inline in every document (a file
// would be one more round trip before it runs; the policy allows it by its hash). The rendered
// page is usable before it hydrates, so the entry (react-dom: most of the 60-90 KB of scripts) is asked for after the first paint: on a slow
// phone network it no longer shares the line with the stylesheet and the pictures the page shows
// first. At the same moment the page's modules, which the server names in `data-modul`, are
// preloaded (fetched and parsed; they run when the entry imports them), so they no longer wait
// for the entry and then for each other. A hidden tab paints nothing (no animation frame): it
// starts at once.
//
// It also marks the button of a plain form on its way (`aria-busy`, styled in app.css): before the
// app runs (and always on the login form) a tap on a slow line otherwise showed nothing for
// seconds. A form the app handles itself is left alone (React prevents its default first).

/** @param {string} entryUrl @returns {string} the script's source */
export function skripAwal(entryUrl) {
  return (
    `const m=()=>{import(${JSON.stringify(entryUrl)});` +
    `for(const u of(document.querySelector("script[data-modul]")?.dataset.modul||"").split(" ").filter(Boolean)){` +
    `const l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.append(l)}};` +
    `document.hidden?m():requestAnimationFrame(()=>setTimeout(m,0));` +
    `document.addEventListener("submit",e=>{if(!e.defaultPrevented&&e.submitter)e.submitter.setAttribute("aria-busy","true")});` +
    // Back to a page kept in the back-forward cache: its buttons are not busy any more.
    `addEventListener("pageshow",e=>{if(e.persisted)for(const b of document.querySelectorAll("[aria-busy=true]"))b.removeAttribute("aria-busy")});\n`
  );
}
