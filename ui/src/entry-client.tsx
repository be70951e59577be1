// Browser entry: reads the props the server embedded and hydrates the same tree.
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import type { PageProps } from "./api/types";
import { configureApi } from "./app/api-client";
import { App } from "./app/app";
import { loadRoute } from "./app/route-modules";

const RELOAD_KEY = "lms:chunk-reload";

async function main(): Promise<void> {
  const root = document.getElementById("root");
  const json = document.getElementById("__LMS_DATA__")?.textContent;
  if (!root || !json) throw new Error("missing #root or #__LMS_DATA__");
  const props = JSON.parse(json) as PageProps;
  configureApi({ collegeId: props.app.college_id });
  // A plain form the server refused answers with its page (server/src/web/formulir.rs) at the
  // form's address: the page's own address, as rendered, is the one the router and a reload use.
  if (props.kiriman != null && window.location.pathname + window.location.search !== props.url) {
    window.history.replaceState(window.history.state, "", props.url);
  }
  try {
    // The first render must be synchronous and identical to the server's.
    if (!(await loadRoute(props.page))) await loadRoute("not_found");
  } catch (e) {
    // A stale chunk after a deploy: reload once per 60 s, else show the error fallback.
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last > 60_000) {
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      window.location.reload();
      return;
    }
    console.error(e);
  }
  const app = (
    <BrowserRouter>
      <App initial={props} />
    </BrowserRouter>
  );
  if (root.hasChildNodes()) {
    hydrateRoot(root, app, {
      onRecoverableError: (err) => console.warn("hydration:", err),
    });
  } else {
    createRoot(root).render(app);
  }
}

main().catch((e) => console.error(e));
