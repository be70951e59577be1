// Discussion (chat) panel: the generated schema types plus the context layout's target.
import type { AnggotaChat, DaftarPesan, GrupChat, PesanChat } from "../../api/types";

export type { AnggotaChat, DaftarPesan, GrupChat, PesanChat };

/** The discussion the context layout shows: the chat group id and a title while it loads. */
export interface ChatTarget {
  id: string;
  judul: string;
}

export interface OpsiPilih {
  /** Below lg, also open the panel full screen. */
  buka?: boolean;
  /** The note shown when the target is null. */
  petunjuk?: string;
}
