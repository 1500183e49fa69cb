// Linux calls glibc has and Swift's Glibc module leaves out (it reads the headers without
// _GNU_SOURCE). Declared here rather than looked up at run time: a static navdocs has no
// symbol table to look them up in.
#include <stdio.h>

// glibc 2.28+; RENAME_EXCHANGE swaps two paths in one step.
int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);
