// The settings jemalloc reads as it starts, before the first allocation; Allocator.swift says
// why each is set and reads them back. A C definition, as Swift cannot name a C global.
//
// dirty_decay_ms: a freed page goes back to the system after one second, not jemalloc's ten.
// thp: jemalloc asks the kernel for 2 MiB pages for its memory (where the kernel's transparent
// huge pages are in "madvise" or "always" mode; elsewhere it changes nothing).
const char *malloc_conf = "dirty_decay_ms:1000,thp:always";
