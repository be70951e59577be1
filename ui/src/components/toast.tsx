// Toasts at the bottom of the screen (spec 2 §8), phones too: above the round 'Diskusi' button and
// the 'kiriman menunggu' counter when those show (.wadah-toast in styles/app.css); errors in
// danger style; each stays 5000 ms.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";

export type ToastType = "info" | "success" | "danger";

interface Item {
  id: number;
  message: string;
  type: ToastType;
}

export interface ToastApi {
  show: (message: string, type?: ToastType) => void;
  success: (message: string) => void;
  error: (message: string) => void;
}

export const TOAST_MS = 5000;

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const t = useContext(ToastContext);
  if (!t) throw new Error("useToast() outside <ToastProvider>");
  return t;
}

const STYLE: Record<ToastType, string> = {
  info: "bg-slate-800 text-white",
  success: "bg-green-700 text-white",
  danger: "bg-red-600 text-white",
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Item[]>([]);
  const next = useRef(1);

  const remove = useCallback((id: number) => setItems((xs) => xs.filter((x) => x.id !== id)), []);

  const api = useMemo<ToastApi>(() => {
    const show = (message: string, type: ToastType = "info") => {
      const id = next.current++;
      setItems((xs) => [...xs, { id, message, type }]);
      setTimeout(() => remove(id), TOAST_MS);
    };
    return { show, success: (m) => show(m, "success"), error: (m) => show(m, "danger") };
  }, [remove]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {items.length > 0 && (
        <div className="wadah-toast pointer-events-none fixed inset-x-0 z-[90] flex flex-col items-center gap-2 px-4" aria-live="polite">
          {items.map((t) => (
            <div
              key={t.id}
              role={t.type === "danger" ? "alert" : "status"}
              className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-md px-4 py-3 text-sm shadow-lg ${STYLE[t.type]}`}
            >
              <span className="flex-1">{t.message}</span>
              <button
                type="button"
                className="-my-3 -mr-4 inline-flex size-11 shrink-0 items-center justify-center text-lg opacity-80 hover:opacity-100"
                aria-label="Tutup"
                onClick={() => remove(t.id)}
              >
                ×
              </button>
            </div>
          ))}
        </div>
      )}
    </ToastContext.Provider>
  );
}
