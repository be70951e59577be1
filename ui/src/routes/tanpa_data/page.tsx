// A page whose sections show 'NO DATA' when they fail (class profile, recaps, meeting detail, bank
// detail, the profile) and whose first reading failed with a server error: the app's frame and the
// page's title stay, its place says 'NO DATA', and 'Coba lagi' reads the page again (spec 2 §2, §8;
// spec 3 §8). The server decides which pages (`Page::gagal_di_bagian`).
import type { PageProps } from "../../api/types";
import { dataHalaman, usePageData, usePageLoading, useReloadPage } from "../../app/page-context";
import { NoData } from "../../components/data-kosong";
import { PageHeader } from "../../components/page-header";

export const title = (p: PageProps) => dataHalaman(p, "tanpa_data").judul;

export default function Page() {
  const { data } = usePageData("tanpa_data");
  const cobaLagi = useReloadPage();
  const memuat = usePageLoading();
  return (
    <>
      <PageHeader crumbs={[{ label: data.judul }]} />
      <div className="kartu">
        <NoData onCobaLagi={cobaLagi} memuat={memuat} />
      </div>
    </>
  );
}
