// 404 page (also used for unknown route names).
import { ErrorView } from "../error/page";

export const layout = "blank";
export const title = "Halaman Tidak Ditemukan";

export default function Page() {
  return <ErrorView status={404} />;
}
