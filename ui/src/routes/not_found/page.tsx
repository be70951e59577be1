// 404 page (also used for unknown route names). A signed-in user keeps the sidebar and header
// (the default layout when there is a user), so they can go on from there.
import { usePage } from "../../app/page-context";
import { ErrorView } from "../error/page";

export const title = "Halaman Tidak Ditemukan";

export default function Page() {
  const { user } = usePage();
  return <ErrorView status={404} penuh={!user} />;
}
