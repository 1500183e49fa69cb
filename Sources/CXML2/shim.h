#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, and its encoding header then includes ICU's own
 * headers, whose types clash with the copy of ICU inside Foundation in any module that
 * imports both. navdocs never touches the ICU members (they sit at the end of a struct
 * used only by pointer), so the headers are read without them. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
