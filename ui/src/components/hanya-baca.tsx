// The line above a page a user may only read (configuration, settings, operator rights).
export function HanyaBaca({ children }: { children: string }) {
  return (
    <p role="note" className="mb-4 rounded-md border border-blue-200 bg-blue-50 px-4 py-2 text-sm text-blue-800">
      {children}
    </p>
  );
}
