# Offline build of deno_core's QuickJS backend: WAMR's CMake asks FetchContent
# for simde (a header-only library). Point it at installed headers instead of a
# download: Debian's libsimde-dev (/usr/include) or $SIMDE_INCLUDE_DIR (Nix).
# Passed to CMake as CMAKE_TOOLCHAIN_FILE by .cargo/config.toml.
if(DEFINED ENV{SIMDE_INCLUDE_DIR})
  set(FETCHCONTENT_SOURCE_DIR_SIMDE "$ENV{SIMDE_INCLUDE_DIR}" CACHE PATH "simde headers")
else()
  set(FETCHCONTENT_SOURCE_DIR_SIMDE "/usr/include" CACHE PATH "simde headers (libsimde-dev)")
endif()
set(FETCHCONTENT_FULLY_DISCONNECTED ON CACHE BOOL "never download during the build")
