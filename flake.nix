{
  description = "LMS universitas: Rust (axum, sqlx, deno_core/QuickJS) + React SSR";

  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-unstable";

  outputs = { self, nixpkgs }:
    let
      systems = [ "x86_64-linux" "aarch64-linux" ];
      forAll = f: nixpkgs.lib.genAttrs systems (system: f nixpkgs.legacyPackages.${system});
      # The same offline inputs as on Debian: cmake builds WAMR for deno_core's
      # QuickJS backend, simde replaces its FetchContent download; mold is the
      # linker .cargo/config.toml names.
      buildInputsFor = pkgs: with pkgs; [ cmake pkg-config simde nodejs_20 mold ];
    in {
      devShells = forAll (pkgs: {
        default = pkgs.mkShell {
          packages = (buildInputsFor pkgs) ++ (with pkgs; [
            cargo rustc rustfmt clippy cargo-nextest
            chromium postgresql_16 poppler_utils
          ]);
          SIMDE_INCLUDE_DIR = "${pkgs.simde}/include";
          CHROMIUM_PATH = "${pkgs.chromium}/bin/chromium";
        };
      });

      packages = forAll (pkgs:
        let
          ui = pkgs.buildNpmPackage {
            pname = "lms-ui";
            version = "0.1.0";
            src = ./.;
            npmDeps = pkgs.importNpmLock { npmRoot = ./.; };
            npmConfigHook = pkgs.importNpmLock.npmConfigHook;
            buildPhase = "node ui/build.mjs";
            installPhase = "mkdir -p $out && cp -r ui/dist/* $out/";
          };
        in {
          default = pkgs.rustPlatform.buildRustPackage {
            pname = "lms";
            version = "0.1.0";
            src = ./.;
            cargoLock.lockFile = ./Cargo.lock;
            cargoBuildFlags = [ "-p" "lms" ];
            doCheck = false; # the suite needs PostgreSQL and Chromium: scripts/test.sh
            nativeBuildInputs = buildInputsFor pkgs;
            SIMDE_INCLUDE_DIR = "${pkgs.simde}/include";
            postInstall = ''
              mkdir -p $out/share/lms/ui
              cp -r ${ui} $out/share/lms/ui/dist
              cp -r assets $out/share/lms/assets
            '';
            # Run with LMS_ROOT=$out/share/lms (finds ui/dist and assets).
          };
        });
    };
}
