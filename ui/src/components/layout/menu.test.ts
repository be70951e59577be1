import { describe, expect, it } from "vitest";
import { HALAMAN_SIDEBAR_LEBAR, isAktif, MENU, menuHtml, menuUntuk, sidebarLebar } from "./menu";

const labels = (role: Parameters<typeof menuUntuk>[0]) => menuUntuk(role).map((m) => m.label);

describe("menuUntuk", () => {
  it("gives students the short menu, with their own attendance and grades", () => {
    expect(labels("mahasiswa")).toEqual(["Beranda", "Kelas", "Kehadiran", "Nilai", "Bantuan"]);
    expect(labels(null)).toEqual(["Beranda", "Kelas", "Bantuan"]);
  });
  it("gives lecturers the lecturer menu", () => {
    expect(labels("dosen")).toEqual(["Beranda", "Kelas", "Kehadiran", "Nilai", "Bank Soal", "Pengaturan", "Bantuan"]);
  });
  it("gives operators everything plus Konfigurasi", () => {
    expect(labels("operator")).toEqual(MENU.map((m) => m.label));
    expect(labels("operator")).toContain("Konfigurasi");
  });
  it("shows an operator only the entries their module rights open", () => {
    const hanyaBaca = { kelas_kuliah: "read", bank_soal: "no_access", data_sistem: "write", konfigurasi: "no_access" } as const;
    expect(menuUntuk("operator", hanyaBaca).map((m) => m.label)).toEqual([
      "Beranda",
      "Kelas",
      "Kehadiran",
      "Nilai",
      "Pengaturan",
      "Operator LMS",
      "Bantuan",
    ]);
    expect(menuUntuk("operator", {}).map((m) => m.label)).toEqual(["Beranda", "Bantuan"]);
    // Rights are an operator's matter: a lecturer's menu does not depend on them.
    expect(menuUntuk("dosen", {}).map((m) => m.label)).toEqual(labels("dosen"));
  });
  it("leads lecturers to /kehadiran and operators to /kehadiran-peserta", () => {
    const kehadiran = (role: Parameters<typeof menuUntuk>[0]) => menuUntuk(role).find((m) => m.label === "Kehadiran");
    expect(kehadiran("dosen")?.to).toBe("/kehadiran");
    expect(kehadiran("operator")?.to).toBe("/kehadiran-peserta");
    expect(kehadiran("mahasiswa")?.to).toBe("/kehadiran-saya");
    expect(menuUntuk("mahasiswa").find((m) => m.label === "Nilai")?.to).toBe("/nilai-saya");
    expect(isAktif("/kehadiran-saya", kehadiran("mahasiswa")!)).toBe(true);
    // Both paths (and the recap under /kehadiran) keep the entry highlighted for both roles.
    for (const role of ["dosen", "operator"] as const) {
      const item = kehadiran(role)!;
      expect(isAktif("/kehadiran", item)).toBe(true);
      expect(isAktif("/kehadiran-peserta", item)).toBe(true);
      expect(isAktif("/kehadiran/7", item)).toBe(true);
      expect(isAktif("/kelas", item)).toBe(false);
    }
  });
  it("leaves the other entries' addresses as they are", () => {
    const tanpaKehadiran = (role: Parameters<typeof menuUntuk>[0]) =>
      menuUntuk(role)
        .filter((m) => m.label !== "Kehadiran")
        .map((m) => m.to);
    expect(tanpaKehadiran("operator")).toEqual(MENU.filter((m) => m.label !== "Kehadiran").map((m) => m.to));
  });
});

describe("isAktif", () => {
  const kelas = MENU.find((m) => m.to === "/kelas")!;
  const kehadiran = MENU.find((m) => m.to === "/kehadiran")!;
  it("matches the path prefix on segment boundaries", () => {
    expect(isAktif("/kelas", kelas)).toBe(true);
    expect(isAktif("/kelas/12/profil", kelas)).toBe(true);
    expect(isAktif("/kelasku", kelas)).toBe(false);
    expect(isAktif("/kehadiran-peserta", kehadiran)).toBe(true);
    expect(isAktif("/kehadiran/5", kehadiran)).toBe(true);
    expect(isAktif("/beranda", kehadiran)).toBe(false);
  });
});

describe("sidebarLebar", () => {
  it("keeps the sidebar wide in the default layout", () => {
    expect(sidebarLebar("default", "beranda")).toBe(true);
    expect(sidebarLebar("default", "tugas_detail")).toBe(true);
  });
  it("makes it compact in the context layout", () => {
    expect(sidebarLebar("context", "tugas_detail")).toBe(false);
    expect(sidebarLebar("context", "kelas_detail")).toBe(false);
  });
  it("keeps it wide on the grading pages", () => {
    expect(HALAMAN_SIDEBAR_LEBAR).toEqual(["penilaian", "rekap_penilaian"]);
    expect(sidebarLebar("context", "penilaian")).toBe(true);
    expect(sidebarLebar("context", "rekap_penilaian")).toBe(true);
    expect(sidebarLebar("context", "rekap-penilaian")).toBe(false);
  });
});

describe("menuHtml", () => {
  const entri = (html: string) => html.match(/<li[^>]*>.*?<\/li>/g) ?? [];
  it("lists the role's entries as links the menu's click handler follows", () => {
    const html = menuHtml(menuUntuk("mahasiswa"), "/beranda", false);
    expect(html.startsWith('<ul class="space-y-1">')).toBe(true);
    expect(entri(html)).toHaveLength(5);
    expect(html).toContain('<a aria-current="page" class="menu-item" href="/beranda" data-nav="">');
    expect(html).toContain('<a class="menu-item" href="/kelas" data-nav="">');
    expect(html).toContain("<span>Bantuan</span>");
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });
  it("marks the entry of a page below it, and none on a page of no entry", () => {
    expect(menuHtml(menuUntuk("operator"), "/kehadiran-peserta/4", false)).toContain(
      'aria-current="page" class="menu-item" href="/kehadiran-peserta"',
    );
    expect(menuHtml(menuUntuk("dosen"), "/profil", false)).not.toContain("aria-current");
  });
  it("keeps the label for screen readers and as a tooltip when compact", () => {
    const html = menuHtml(menuUntuk("dosen"), "/nilai/3", true);
    expect(entri(html)[3]).toBe(
      '<li title="Nilai"><a aria-current="page" class="menu-item justify-center px-2" href="/nilai" data-nav="">' +
        '<svg viewBox="0 0 24 24" class="ikon size-5 shrink-0" aria-hidden="true"><path d="M5 20V10M12 20V4M19 20v-7"></path></svg>' +
        '<span class="sr-only">Nilai</span></a></li>',
    );
  });
  it("escapes what it interpolates", () => {
    const html = menuHtml([{ label: 'A & "B"', to: "/x?a=1&b=<2>", icon: "M0 0" }], "/y", false);
    expect(html).toContain('href="/x?a=1&amp;b=&lt;2&gt;"');
    expect(html).toContain("<span>A &amp; &quot;B&quot;</span>");
  });
  it("builds a menu once and gives every later caller the same markup", () => {
    const a = menuHtml(menuUntuk("dosen"), "/kelas", false);
    const b = menuHtml(menuUntuk("dosen"), "/kelas/9/profil", false);
    expect(b).toBe(a);
    expect(menuHtml(menuUntuk("dosen"), "/nilai", false)).not.toBe(a);
    expect(menuHtml(menuUntuk("dosen"), "/kelas", true)).not.toBe(a);
  });
});
