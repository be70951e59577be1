# Offline build of deno_core's QuickJS backend: WAMR's CMake asks FetchContent
# for simde (a header-only library). Point it at Debian's libsimde-dev instead
# of a download. Passed to CMake as CMAKE_TOOLCHAIN_FILE by .cargo/config.toml.
set(FETCHCONTENT_SOURCE_DIR_SIMDE "/usr/include" CACHE PATH "simde headers (libsimde-dev)")
set(FETCHCONTENT_FULLY_DISCONNECTED ON CACHE BOOL "never download during the build")
