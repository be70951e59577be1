// Promises over IndexedDB's callbacks, shared by the device stores (the exam's answer queue,
// the offline actions queue).

/** The result of one request. */
export function janji<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB"));
  });
}

/** Resolves when the transaction committed. */
export function selesai(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error("IndexedDB"));
    tx.onabort = () => reject(tx.error ?? new Error("IndexedDB dibatalkan"));
  });
}

/** Opens database `nama` (version 1) with its one object store `store`, keyed outside the values. */
export function bukaDb(nama: string, store: string): Promise<IDBDatabase> {
  const req = indexedDB.open(nama, 1);
  req.onupgradeneeded = () => {
    if (!req.result.objectStoreNames.contains(store)) req.result.createObjectStore(store);
  };
  return janji(req);
}
