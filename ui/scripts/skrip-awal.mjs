// The page's only script (docs/decisions.md, "The app starts after the first paint"), written by
// ui/build.mjs as assets/start-HASH.js. The rendered page is usable before it hydrates, so the
// entry (react-dom: most of the 60-90 KB of scripts) is asked for after the first paint: on a slow
// phone network it no longer shares the line with the stylesheet and the pictures the page shows
// first. At the same moment the page's modules, which the server names in `data-modul`, are
// preloaded (fetched and parsed; they run when the entry imports them), so they no longer wait
// for the entry and then for each other. A hidden tab paints nothing (no animation frame): it
// starts at once.

/** @param {string} entryUrl @returns {string} the script's source */
export function skripAwal(entryUrl) {
  return (
    `const m=()=>{import(${JSON.stringify(entryUrl)});` +
    `for(const u of(document.querySelector("script[data-modul]")?.dataset.modul||"").split(" ").filter(Boolean)){` +
    `const l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.append(l)}};` +
    `document.hidden?m():requestAnimationFrame(()=>setTimeout(m,0));\n`
  );
}
