import type { ComponentType } from "react";
import type { PageProps } from "../api/types";

export type LayoutName = "blank" | "default";

/** What every ui/src/routes/<name>/page.tsx exports. */
export interface PageModule {
  default: ComponentType;
  /** Defaults to "default" when a user is signed in, else "blank". */
  layout?: LayoutName;
  /** Header title and document title. */
  title?: string | ((props: PageProps) => string);
}
