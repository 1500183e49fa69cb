// jemalloc, linked into navdocs in place of glibc's malloc; its mallctl reads settings back.
#include <jemalloc/jemalloc.h>
