// True once the page runs in the browser (after hydration); false on the server and while
// hydrating, so what needs scripts (a picker's button) is not in the server's markup.
import { useSyncExternalStore } from "react";

const tanpaLangganan = () => () => {};

export function useTerhidrasi(): boolean {
  return useSyncExternalStore(
    tanpaLangganan,
    () => true,
    () => false,
  );
}
