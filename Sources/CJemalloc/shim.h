// jemalloc, linked into navdocs in place of glibc's malloc; its mallctl names settings.
#include <jemalloc/jemalloc.h>
