#ifndef NIBTOOL_CLIBXML2_SHIM_H
#define NIBTOOL_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* libxml2's ICU headers clash with the copy of ICU inside Foundation; nibtool only reads UTF-8
   (and libxml2's built-in encodings), so the ICU converter hooks are not needed. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/relaxng.h>
#endif
